/**
 * How wide a label will be, without a font engine: a per-character estimate on the generous side, so that a label
 * placed by it fits its cell in the widest font the pictures name (DejaVu Sans, the last fallback before the generic
 * family; Noto Sans and the phones' system fonts are narrower). Letters of the Indian scripts count as wide as Latin
 * capitals (their Noto faces are narrower still); any other script as a full em, so a language added later errs
 * on the roomy side.
 */

/** Every text of a chart is at least this size, in viewBox units on a 400-unit-wide picture: readable on a phone. */
export const FONT_SIZE = 14;

const NARROW = /[ijlI.,:;'!|]/;
const HALF = /[ftrJ()[\]/°-]/;
const WIDE = /[mwMW]/;
const UPPER = /[A-Z]/;
const LATIN = /[\p{Script=Latin}\p{Nd}]/u;
/** The Indian scripts the label tables use (and their neighbours): letters about as wide as Latin capitals. */
const INDIAN_SCRIPTS = ['Devanagari', 'Bengali', 'Gujarati', 'Gurmukhi', 'Oriya', 'Tamil', 'Telugu', 'Kannada'];
const INDIC = new RegExp(`[${[...INDIAN_SCRIPTS, 'Malayalam'].map((s) => `\\p{Script=${s}}`).join('')}]`, 'u');
/** Vowel signs and viramas: the non-spacing ones add nothing, the spacing ones (ा, ी) a narrow stroke. */
const NON_SPACING = /[\p{Mn}\p{Me}]/u;
const SPACING_MARK = /\p{Mc}/u;

/** Width in em of one code point. */
function em(c: string): number {
  if (NON_SPACING.test(c)) return 0;
  if (SPACING_MARK.test(c)) return 0.4;
  if (/\s/.test(c)) return 0.34;
  if (NARROW.test(c)) return 0.34;
  if (HALF.test(c)) return 0.52;
  if (WIDE.test(c)) return 1;
  if (UPPER.test(c)) return 0.8;
  if (c === '℞') return 0.9;
  if (LATIN.test(c)) return 0.66;
  if (INDIC.test(c)) return 0.85;
  return 1;
}

/** Widths in em of the texts seen: the labels of a chart come from a small set. Bounded: cleared when full. */
const SEEN = new Map<string, number>();
const SEEN_MAX = 20_000;

/** Estimated advance width of `text` at `size` (viewBox units). */
export function textWidth(text: string, size = FONT_SIZE): number {
  let total = SEEN.get(text);
  if (total === undefined) {
    total = 0;
    for (const c of text) total += em(c);
    if (SEEN.size >= SEEN_MAX) SEEN.clear();
    SEEN.set(text, total);
  }
  return total * size;
}
