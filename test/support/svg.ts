/** Reads a chart SVG of /api/v2/chart-svg back into cells and labels (regular expressions: the markup is ours). */
export interface SvgLabel {
  graha: string;
  x: number;
  y: number;
  house: number;
  sign: string;
  text: string;
  /** Marked retrograde (class="graha retrograde"). */
  retrograde: boolean;
  /** The width the label is squeezed to, when it was narrowed to fit its cell. */
  textLength: number | undefined;
}

export interface SvgCell {
  house: number;
  sign: string;
  /** The Sudarshana chakra's ring (lagna, moon, sun); undefined in the square charts. */
  ring: string | undefined;
  polygon: [number, number][];
  grahas: SvgLabel[];
  lagna: { x: number; y: number } | undefined;
}

const attr = (tag: string, name: string) => new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(tag)?.[1];
const unescape = (s: string) => s.replace(/&#(\d+);/g, (_, c: string) => String.fromCharCode(Number(c)));
const optionalNumber = (v: string | undefined) => (v === undefined ? undefined : Number(v));

export function readChartSvg(svg: string): SvgCell[] {
  const cells: SvgCell[] = [];
  for (const m of svg.matchAll(/<g (class="cell[^"]*"[^>]*)>(.*?)<\/g>/g)) {
    const tag = m[1] ?? '';
    const inner = m[2] ?? '';
    const points = attr(/<polygon [^>]*>/.exec(inner)?.[0] ?? '', 'points') ?? '';
    const grahas = [...inner.matchAll(/<text (class="graha[^"]*"[^>]*)>([^<]*)<\/text>/g)].map((t) => {
      const label = t[1] ?? '';
      return {
        graha: attr(label, 'data-graha') ?? '',
        house: Number(attr(label, 'data-house')),
        sign: attr(label, 'data-sign') ?? '',
        x: Number(attr(label, 'x')),
        y: Number(attr(label, 'y')),
        text: unescape(t[2] ?? ''),
        retrograde: (attr(label, 'class') ?? '').split(' ').includes('retrograde'),
        textLength: optionalNumber(attr(label, 'textLength')),
      };
    });
    const lagnaTag = /<text (class="lagna"[^>]*)>/.exec(inner)?.[1];
    cells.push({
      house: Number(attr(tag, 'data-house')),
      sign: attr(tag, 'data-sign') ?? '',
      ring: attr(tag, 'data-ring'),
      polygon: points.split(' ').map((p) => p.split(',').map(Number) as [number, number]),
      grahas,
      lagna: lagnaTag === undefined ? undefined : { x: Number(attr(lagnaTag, 'x')), y: Number(attr(lagnaTag, 'y')) },
    });
  }
  return cells;
}

export interface DrawnText {
  text: string;
  /** The font size in force: the element's own, else the nearest ancestor's (SVG inheritance). */
  fontSize: number;
  classes: string;
}

/**
 * Every <text> of the picture with the font size it is drawn at, and the viewBox's width: the size on screen of a
 * text is fontSize x (drawn width / viewBox width).
 */
export function drawnTexts(svg: string): { viewBoxWidth: number; texts: DrawnText[] } {
  const viewBox = (attr(/<svg [^>]*>/.exec(svg)?.[0] ?? '', 'viewBox') ?? '').split(/\s+/).map(Number);
  const texts: DrawnText[] = [];
  const sizes: number[] = [];
  for (const m of svg.matchAll(/<(\/?)([a-zA-Z]+)((?:\s[^>]*?)?)(\/?)>([^<]*)/g)) {
    const [, closing, name, attrs = '', selfClosing, content = ''] = m;
    if (closing === '/') {
      sizes.pop();
      continue;
    }
    const own = attr(attrs, 'font-size');
    const size = own === undefined ? (sizes[sizes.length - 1] ?? Number.NaN) : Number(own);
    if (name === 'text') texts.push({ text: unescape(content), fontSize: size, classes: attr(attrs, 'class') ?? '' });
    if (selfClosing !== '/') sizes.push(size);
  }
  return { viewBoxWidth: viewBox[2] ?? Number.NaN, texts };
}
