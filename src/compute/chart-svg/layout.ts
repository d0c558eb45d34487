/**
 * Fits a cell's labels inside the cell at the readable size: labels go in rows, each row only where the polygon is
 * wide enough over the row's whole height (and clear of the cell's own number), the block as near the cell's anchor
 * as it fits. Works for any simple polygon: the squares and triangles of the square charts and the ring sectors of
 * the Sudarshana chakra alike. A crowded cell first narrows its labels a little (SVG textLength: the height, and so
 * the legibility, stays), then packs them closer, and only when even that cannot fit does it drop the degrees.
 */
import { FONT_SIZE, textWidth } from './measure.ts';
import { spanCache, type SpanOf } from './row-spans.ts';

type Point = readonly [number, number];

/** A rectangle the labels keep out of (the cell's number). */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface LabelText {
  /** The full label (graha, retrograde mark, degree). */
  text: string;
  /** The label without the degree, for a cell that nothing else fits. */
  compact: string;
}

export interface PlacedLabel {
  text: string;
  /** Centre of the text (text-anchor middle) and its baseline. */
  x: number;
  y: number;
  /** Set when the label was narrowed to fit: the width to draw it in. */
  textLength: number | null;
}

/** How labels are spaced: row height, baseline below the row's top, gap between labels, room kept from the edges. */
export interface Spacing {
  name: string;
  row: number;
  baseline: number;
  gap: number;
  insetX: number;
  insetY: number;
}

/**
 * Rows of the font size and a little leading (stacked two-letter labels need little), the baseline low enough for
 * the tallest script's ascent (Devanagari's headline and vowel signs), the cell's stroke and some air kept free.
 */
const NORMAL: Spacing = { name: 'normal', row: FONT_SIZE + 3, baseline: 13, gap: 4, insetX: 2.5, insetY: 1.5 };
/** For a crowded cell, before anything is dropped: rows and labels closer, nearly touching, still inside. */
const TIGHT: Spacing = { name: 'tight', row: FONT_SIZE + 1, baseline: 12, gap: 2, insetX: 1, insetY: 0.5 };
export const ROW = NORMAL.row;
const STEP = 2;

interface Slot {
  x: number;
  y: number;
}

/**
 * Labels of these widths in rows from the row top `start` down, each row as near the anchor's x as its span
 * allows; a row too narrow for the next label is passed over. Null when they do not all fit above `bottom`.
 */
function rowsFrom(
  start: number,
  widths: readonly number[],
  span: SpanOf,
  bottom: number,
  anchorX: number,
  { row, baseline, gap }: Spacing,
) {
  const slots: Slot[] = [];
  let top = start;
  let i = 0;
  while (i < widths.length) {
    if (top + row > bottom) return null;
    const [lo, hi] = span(top);
    let used = widths[i] as number;
    if (used > hi - lo) {
      if (i === 0) return null;
      top += STEP;
      continue;
    }
    let j = i;
    while (j + 1 < widths.length && used + gap + (widths[j + 1] as number) <= hi - lo)
      used += gap + (widths[++j] as number);
    let x = Math.min(Math.max(anchorX - used / 2, lo), hi - used);
    for (let k = i; k <= j; k++) {
      const w = widths[k] as number;
      slots.push({ x: x + w / 2, y: top + baseline });
      x += w + gap;
    }
    i = j + 1;
    top += row;
  }
  return slots;
}

/**
 * The first block that fits, trying row tops outward from the one that would centre the block on the anchor (the
 * rows it needs guessed from the span there): the block lands as near the anchor as it can, and a sparse cell
 * costs a few trials rather than a scan of the whole cell.
 */
function pack(
  polygon: readonly Point[],
  span: SpanOf,
  widths: readonly number[],
  anchor: Point,
  spacing: Spacing,
): Slot[] | null {
  const { row, gap, insetY } = spacing;
  const ys = polygon.map((p) => p[1]);
  const first = Math.min(...ys) + insetY;
  const bottom = Math.max(...ys) - insetY;
  const [lo, hi] = span(Math.round(anchor[1] - row / 2));
  const perRow = Math.max(1, Math.floor((hi - lo + gap) / (Math.max(...widths) + gap)));
  const ideal = Math.round(anchor[1] - (row * Math.ceil(widths.length / perRow)) / 2);
  for (let d = 0; ideal - d >= first || ideal + d + row <= bottom; d += STEP) {
    for (const start of d === 0 ? [ideal] : [ideal - d, ideal + d]) {
      if (start < first || start + row > bottom) continue;
      const slots = rowsFrom(start, widths, span, bottom, anchor[0], spacing);
      if (slots !== null) return slots;
    }
  }
  return null;
}

/** Full labels, then narrowed ones, then packed tighter, and only then without degrees: the first way that fits. */
type Try = { compact: boolean; squeeze: number; spacing: Spacing };
const TRIES: readonly Try[] = [
  { compact: false, squeeze: 1, spacing: NORMAL },
  { compact: false, squeeze: 0.88, spacing: NORMAL },
  { compact: false, squeeze: 0.76, spacing: NORMAL },
  { compact: false, squeeze: 0.66, spacing: NORMAL },
  { compact: false, squeeze: 0.76, spacing: TIGHT },
  { compact: false, squeeze: 0.66, spacing: TIGHT },
  { compact: true, squeeze: 1, spacing: NORMAL },
  { compact: true, squeeze: 0.76, spacing: NORMAL },
  { compact: true, squeeze: 0.66, spacing: TIGHT },
  { compact: true, squeeze: 0.56, spacing: TIGHT },
];
/** Labels without degrees (the chakra's rings, the vargas) have nothing to drop: only the narrowest try is added. */
const TRIES_WITHOUT_DEGREES: readonly Try[] = [...TRIES.filter((t) => !t.compact), TRIES[TRIES.length - 1] as Try];

export function fitLabels(
  polygon: readonly Point[],
  labels: readonly LabelText[],
  anchor: Point,
  avoid: readonly Box[] = [],
): PlacedLabel[] {
  if (labels.length === 0) return [];
  const tries = labels.every((l) => l.compact === l.text) ? TRIES_WITHOUT_DEGREES : TRIES;
  for (const { compact, squeeze, spacing } of tries) {
    const texts = labels.map((l) => (compact ? l.compact : l.text));
    const natural = texts.map((t) => textWidth(t));
    const widths = natural.map((w) => w * squeeze);
    const slots = pack(polygon, spanCache(polygon, avoid, spacing), widths, anchor, spacing);
    if (slots !== null)
      return slots.map((s, i) => ({
        text: texts[i] as string,
        x: s.x,
        y: s.y,
        textLength: squeeze === 1 ? null : (widths[i] as number),
      }));
  }
  // Nothing fits (more grahas in one sign than the cell can hold): a plain narrowed column on the anchor,
  // overlapping the cell's edge if it must, rather than a label lost.
  return labels.map((l, i) => ({
    text: l.compact,
    x: anchor[0],
    y: anchor[1] + (i - (labels.length - 1) / 2) * ROW + 5,
    textLength: textWidth(l.compact) * 0.66,
  }));
}

/**
 * The width to draw a single text in when it would not fit `room` (a sign name in a South Indian cell, a title):
 * null when it fits as it is.
 */
export function narrowTo(text: string, room: number, size = FONT_SIZE): number | null {
  const w = textWidth(text, size);
  return w <= room ? null : room;
}
