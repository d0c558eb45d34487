/**
 * The body of the Sudarshana chakra (sudarshana-geometry.ts has the wheel and the convention it follows): in each of
 * the three rings, sector k is the k-th sign from the ring's reference (the lagna's sign, the Moon's, the Sun's),
 * numbered with its sign (in the sign-number colour of the other styles), holding the grahas in that sign. Every
 * graha thus appears once in every ring. The house numbers stand once in the core, in bold black, so that they are
 * not taken for sign numbers. Below the wheel: the title, a key telling which ring counts from which reference, and
 * each graha's retrograde mark and, in the rashi chart, its degree (the rings show the short names only: twelve
 * sectors a ring leave no room for more at a readable size).
 */
import { labelsFor, type Lang } from '../../engine/tables/labels/index.ts';
import { signAt } from '../../engine/vocabulary/names.ts';
import { SIZE } from './geometry.ts';
import { fitLabels, narrowTo } from './layout.ts';
import { textWidth } from './measure.ts';
import type { ChartPicture, PictureGraha } from './picture.ts';
import {
  houseNumberAt,
  RING_EDGES,
  RINGS,
  SECTORS,
  WHEEL_CENTRE,
  type Ring,
  type Sector,
} from './sudarshana-geometry.ts';
import { grahaShort, labelsSvg, n, pointsOf, textSvg, type GrahaLabel } from './svg-text.ts';

const RING_FILL: Record<Ring, string> = { lagna: '#fffdf8', moon: '#f3f6fb', sun: '#fbf5e4' };
const LAGNA_FILL = '#ffeccc';
const INK = '#7a4b00';

/** The sign index each ring counts from. */
export function ringReferences(picture: ChartPicture): Record<Ring, number> {
  const signOf = (graha: 'Moon' | 'Sun') => (picture.grahas.find((g) => g.graha === graha) as PictureGraha).signIndex;
  return { lagna: picture.lagnaSignIndex, moon: signOf('Moon'), sun: signOf('Sun') };
}

function sectorSvg(picture: ChartPicture, ring: number, house: number, signIndex: number, lang: Lang): string {
  const name = RINGS[ring] as Ring;
  const cell = SECTORS[ring]?.[house - 1] as Sector;
  const lagna = name === 'lagna' && house === 1;
  // The sign's number leads the sector's labels and is packed with them: a fixed place for it would cost the thin
  // outer rings the room of a whole label.
  const number = `${signIndex + 1}`;
  const labels: GrahaLabel[] = [
    { text: number, compact: number, attrs: `class="cell-number" fill="${INK}"` },
    ...picture.grahas
      .filter((g) => g.signIndex === signIndex)
      .map((g) => {
        const short = labelsFor(lang).graha_short[g.graha];
        const attrs =
          `class="graha${g.retrograde ? ' retrograde' : ''}" data-graha="${g.graha}" data-house="${house}" ` +
          `data-sign="${signAt(signIndex)}"`;
        return { text: short, compact: short, attrs };
      }),
  ];
  const points = pointsOf(cell.polygon);
  return (
    `<g class="cell ring-${name}${lagna ? ' lagna-cell' : ''}" data-ring="${name}" data-house="${house}" ` +
    `data-sign="${signAt(signIndex)}">` +
    `<polygon points="${points}" fill="${lagna ? LAGNA_FILL : RING_FILL[name]}" stroke="${INK}" stroke-width="1.2"/>` +
    labelsSvg(labels, fitLabels(cell.polygon, labels, cell.anchor)) +
    '</g>'
  );
}

/** A small wheel with one ring drawn heavy: the key's picture of "this ring". */
function ringIcon(cx: number, cy: number, ring: number): string {
  return [4, 8, 12]
    .map((r, i) =>
      i === ring
        ? `<circle cx="${n(cx)}" cy="${n(cy)}" r="${r}" fill="none" stroke="${INK}" stroke-width="3.5"/>`
        : `<circle cx="${n(cx)}" cy="${n(cy)}" r="${r}" fill="none" stroke="#b59a70" stroke-width="1"/>`,
    )
    .join('');
}

/** Items spread in columns across the picture's width, centred in each column. */
function columns(items: { text: string; attrs: string; icon?: (x: number, y: number) => string }[], y: number) {
  const width = SIZE / items.length;
  return items
    .map(({ text, attrs, icon }, i) => {
      const middle = width * (i + 0.5);
      const iconRoom = icon === undefined ? 0 : 32;
      const squeeze = narrowTo(text, width - iconRoom - 8);
      const w = squeeze ?? textWidth(text);
      const left = middle - (w + iconRoom) / 2;
      return (
        (icon === undefined ? '' : icon(left + 13, y - 5)) + textSvg(attrs, left + iconRoom + w / 2, y, text, squeeze)
      );
    })
    .join('');
}

/** The wheel and its key; the picture's height follows from what the key holds. */
export function sudarshanaBody(picture: ChartPicture, lang: Lang, styleName: string): { body: string; height: number } {
  const l = labelsFor(lang);
  const refs = ringReferences(picture);
  const sectors: string[] = [];
  RINGS.forEach((name, ring) => {
    for (let house = 1; house <= 12; house++)
      sectors.push(sectorSvg(picture, ring, house, (refs[name] + house - 1) % 12, lang));
  });
  const [cx, cy] = WHEEL_CENTRE;
  const core =
    `<circle class="core" cx="${cx}" cy="${cy}" r="${RING_EDGES[0]}" fill="#fffdf8" stroke="${INK}" ` +
    'stroke-width="1.2"/>' +
    Array.from({ length: 12 }, (_, i) => {
      const [x, y] = houseNumberAt(i + 1);
      return textSvg(
        `class="house-number" data-house="${i + 1}" font-weight="700" fill="#1d1d1d"`,
        x,
        y + 5,
        `${i + 1}`,
      );
    }).join('');

  const title = `${picture.varga} ${l.varga[picture.varga]}, ${styleName}`;
  let y = SIZE + 24;
  let key = textSvg(
    'class="chart-title" font-size="16" fill="#7a4b00"',
    SIZE / 2,
    y,
    title,
    narrowTo(title, SIZE - 8, 16),
  );
  y += 30;
  const refWords: Record<Ring, string> = { lagna: l.words.ascendant, moon: l.words.moon, sun: l.words.sun };
  key += columns(
    RINGS.map((name, ring) => ({
      text: refWords[name],
      attrs: `class="ring-key" data-ring="${name}"`,
      icon: (x: number, iy: number) => ringIcon(x, iy, ring),
    })),
    y,
  );
  // The rings name the grahas only; their retrograde marks and (in the rashi chart) degrees are listed here.
  const grahas = picture.grahas;
  for (let row = 0; row * 3 < grahas.length; row++) {
    y += 22;
    key += columns(
      grahas.slice(row * 3, row * 3 + 3).map((g) => ({
        text: g.degree === null ? grahaShort(g, lang) : `${grahaShort(g, lang)} ${Math.floor(g.degree)}°`,
        attrs: `class="graha-key${g.retrograde ? ' retrograde' : ''}" data-graha="${g.graha}"`,
      })),
      y,
    );
  }
  return { body: sectors.join('') + core + key, height: Math.ceil(y + 12) };
}
