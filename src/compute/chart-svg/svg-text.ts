/**
 * The pieces of SVG text every chart style draws: escaping, rounded coordinates, a graha's label (short name,
 * retrograde mark, degree) in the asked language, and a <text> element narrowed when it has to be.
 */
import { labelsFor, type Lang } from '../../engine/tables/labels/index.ts';
import { signAt } from '../../engine/vocabulary/names.ts';
import type { LabelText, PlacedLabel } from './layout.ts';
import type { PictureGraha } from './picture.ts';

export const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
export const n = (v: number) => String(Math.round(v * 10) / 10);

/** A cell's outline as an SVG points list; cells are fixed shapes, so each is written once. */
const POINTS = new WeakMap<readonly (readonly [number, number])[], string>();
export function pointsOf(polygon: readonly (readonly [number, number])[]): string {
  let points = POINTS.get(polygon);
  if (points === undefined) POINTS.set(polygon, (points = polygon.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')));
  return points;
}

/** A graha's label, with the attributes that let a program read the placement back. */
export interface GrahaLabel extends LabelText {
  attrs: string;
}

/** The short name and retrograde mark, without the degree. */
export function grahaShort(g: PictureGraha, lang: Lang): string {
  const words = labelsFor(lang);
  // One-character marks (℞) follow the name directly; a syllable (Hindi व, vakri) goes in brackets.
  const mark = words.words.retrograde_mark;
  const retro = g.retrograde ? (mark === '℞' ? mark : `(${mark})`) : '';
  return `${words.graha_short[g.graha]}${retro}`;
}

export function grahaLabel(g: PictureGraha, lang: Lang): GrahaLabel {
  const short = grahaShort(g, lang);
  return {
    text: g.degree === null ? short : `${short} ${Math.floor(g.degree)}°`,
    compact: short,
    attrs:
      `class="graha${g.retrograde ? ' retrograde' : ''}" data-graha="${g.graha}" data-house="${g.house}" ` +
      `data-sign="${signAt(g.signIndex)}"`,
  };
}

/** The lagna's mark in its cell. */
export function lagnaLabel(lang: Lang): GrahaLabel {
  const mark = labelsFor(lang).words.ascendant_short;
  return { text: mark, compact: mark, attrs: 'class="lagna" data-house="1"' };
}

/** A text centred on (x, y) as its middle and baseline; `textLength` squeezes it to that width. */
export function textSvg(attrs: string, x: number, y: number, text: string, textLength: number | null = null): string {
  const fit = textLength === null ? '' : ` textLength="${n(textLength)}" lengthAdjust="spacingAndGlyphs"`;
  return `<text ${attrs} x="${n(x)}" y="${n(y)}"${fit}>${escape(text)}</text>`;
}

/** Placed labels as <text> elements, in the order given. */
export function labelsSvg(labels: readonly GrahaLabel[], placed: readonly PlacedLabel[]): string {
  return placed.map((p, i) => textSvg((labels[i] as GrahaLabel).attrs, p.x, p.y, p.text, p.textLength)).join('');
}
