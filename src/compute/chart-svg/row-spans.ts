/**
 * Where a row of text fits in a cell: the widest horizontal span inside a polygon over the whole height of the row,
 * clear of the boxes the labels keep out of. Exact for any simple polygon (convex or not: the ring sectors of the
 * Sudarshana chakra are not), and remembered per cell, since cells are fixed shapes.
 */
import type { Box, Spacing } from './layout.ts';

type Point = readonly [number, number];

/** The intervals of the horizontal line at y that lie inside the polygon. */
function chordsAt(polygon: readonly Point[], y: number): [number, number][] {
  const xs: number[] = [];
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i] as Point;
    const [xj, yj] = polygon[j] as Point;
    if (yi <= y !== yj <= y) xs.push(xi + ((y - yi) * (xj - xi)) / (yj - yi));
  }
  xs.sort((a, b) => a - b);
  const out: [number, number][] = [];
  for (let k = 0; k + 1 < xs.length; k += 2) out.push([xs[k] as number, xs[k + 1] as number]);
  return out;
}

function intersect(a: [number, number][], b: [number, number][]): [number, number][] {
  const out: [number, number][] = [];
  for (const [a0, a1] of a)
    for (const [b0, b1] of b) {
      const lo = Math.max(a0, b0),
        hi = Math.min(a1, b1);
      if (hi > lo) out.push([lo, hi]);
    }
  return out;
}

function subtract(spans: [number, number][], lo: number, hi: number): [number, number][] {
  return spans.flatMap(([a, b]): [number, number][] => {
    if (hi <= a || lo >= b) return [[a, b]];
    return [
      [a, Math.max(a, lo)],
      [Math.min(b, hi), b],
    ].filter(([p, q]) => (q as number) > (p as number)) as [number, number][];
  });
}

/**
 * The widest horizontal span free over the whole band [top, bottom]. The polygon's edges are straight, so its
 * width over a band is narrowest at the band's ends or at a corner inside it: those are the heights checked.
 */
export function bandSpan(
  polygon: readonly Point[],
  avoid: readonly Box[],
  top: number,
  bottom: number,
  insetX: number,
): [number, number] {
  const heights = [top, bottom, ...polygon.map((p) => p[1]).filter((y) => y > top && y < bottom)];
  let spans = chordsAt(polygon, heights[0] as number);
  for (const y of heights.slice(1)) spans = intersect(spans, chordsAt(polygon, y));
  for (const b of avoid) if (b.y1 > top && b.y0 < bottom) spans = subtract(spans, b.x0, b.x1);
  let best: [number, number] = [0, 0];
  for (const [a, b] of spans) if (b - a - 2 * insetX > best[1] - best[0]) best = [a + insetX, b - insetX];
  return best;
}

/** The free span of the row whose top is at `top`, remembered: every try of a cell asks for the same rows. */
export type SpanOf = (top: number) => [number, number];

/**
 * Cells are fixed shapes (module constants), so their rows are remembered across pictures, by cell, spacing and the
 * box kept clear (the number's width varies with the language). Bounded: the cells times the numbers' widths, and
 * per entry one span for each whole-unit row top inside the cell (row tops are whole numbers).
 */
const REMEMBERED = new WeakMap<readonly Point[], Map<string, SpanOf>>();

export function spanCache(polygon: readonly Point[], avoid: readonly Box[], spacing: Spacing): SpanOf {
  let byAvoid = REMEMBERED.get(polygon);
  if (byAvoid === undefined) REMEMBERED.set(polygon, (byAvoid = new Map<string, SpanOf>()));
  const key = `${spacing.name}:${avoid.map((b) => `${b.x0},${b.y0},${b.x1},${b.y1}`).join(';')}`;
  const known = byAvoid.get(key);
  if (known !== undefined) return known;
  const spans = new Map<number, [number, number]>();
  const spanOf: SpanOf = (top) => {
    let s = spans.get(top);
    const { row, insetX, insetY } = spacing;
    if (s === undefined) spans.set(top, (s = bandSpan(polygon, avoid, top - insetY, top + row + insetY, insetX)));
    return s;
  };
  byAvoid.set(key, spanOf);
  return spanOf;
}
