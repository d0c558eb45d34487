/** Reads a chart SVG of /api/v2/chart-svg back into cells and labels (regular expressions: the markup is ours). */
export interface SvgCell {
  house: number;
  sign: string;
  polygon: [number, number][];
  grahas: { graha: string; x: number; y: number; house: number; sign: string; text: string }[];
  lagna: { x: number; y: number } | undefined;
}

const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];

export function readChartSvg(svg: string): SvgCell[] {
  const cells: SvgCell[] = [];
  for (const m of svg.matchAll(/<g class="cell[^"]*" data-house="(\d+)" data-sign="([A-Za-z]+)">(.*?)<\/g>/g)) {
    const inner = m[3] ?? '';
    const points = attr(/<polygon [^>]*>/.exec(inner)?.[0] ?? '', 'points') ?? '';
    const grahas = [...inner.matchAll(/<text (class="graha[^"]*"[^>]*)>([^<]*)<\/text>/g)].map((t) => {
      const tag = t[1] ?? '';
      return {
        graha: attr(tag, 'data-graha') ?? '',
        house: Number(attr(tag, 'data-house')),
        sign: attr(tag, 'data-sign') ?? '',
        x: Number(attr(tag, 'x')),
        y: Number(attr(tag, 'y')),
        text: t[2] ?? '',
      };
    });
    const lagnaTag = /<text (class="lagna"[^>]*)>/.exec(inner)?.[1];
    cells.push({
      house: Number(m[1]),
      sign: m[2] ?? '',
      polygon: points.split(' ').map((p) => p.split(',').map(Number) as [number, number]),
      grahas,
      lagna: lagnaTag === undefined ? undefined : { x: Number(attr(lagnaTag, 'x')), y: Number(attr(lagnaTag, 'y')) },
    });
  }
  return cells;
}
