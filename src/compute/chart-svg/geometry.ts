/**
 * The cells of the North and South Indian charts on a square of side SIZE (the East Indian square is in
 * east-geometry.ts). North Indian: houses are fixed (house 1 the top diamond, then counter-clockwise), signs move.
 * South Indian: signs are fixed (Pisces top-left, Aries next, then clockwise round the border), the lagna moves.
 * Each cell is a polygon, with the point its labels gather round and the centre of its number.
 */
export const SIZE = 400;

export type Point = readonly [number, number];
export interface Cell {
  polygon: readonly Point[];
  /** Where the cell's label block is centred when it fits there. */
  anchor: Point;
  /** Centre of the cell's number (the sign's number, or its name in the South Indian square). */
  numberAt: Point;
}

const S = SIZE;
const h = S / 2;
const q = S / 4;
export const centroid = (pts: readonly Point[]): Point => [
  pts.reduce((s, p) => s + p[0], 0) / pts.length,
  pts.reduce((s, p) => s + p[1], 0) / pts.length,
];
export const toward = (from: Point, to: Point, t: number): Point => [
  from[0] + (to[0] - from[0]) * t,
  from[1] + (to[1] - from[1]) * t,
];

const TL: Point = [0, 0],
  TR: Point = [S, 0],
  BR: Point = [S, S],
  BL: Point = [0, S];
const T: Point = [h, 0],
  R: Point = [S, h],
  B: Point = [h, S],
  L: Point = [0, h],
  C: Point = [h, h];
const pTL: Point = [q, q],
  pTR: Point = [3 * q, q],
  pBR: Point = [3 * q, 3 * q],
  pBL: Point = [q, 3 * q];

/** House 1..12 in order; for each, its polygon and the vertex nearest the centre (where its sign number sits). */
const NORTH_POLYGONS: readonly { polygon: Point[]; inner: Point }[] = [
  { polygon: [T, pTR, C, pTL], inner: C },
  { polygon: [TL, T, pTL], inner: pTL },
  { polygon: [TL, pTL, L], inner: pTL },
  { polygon: [L, pTL, C, pBL], inner: C },
  { polygon: [L, pBL, BL], inner: pBL },
  { polygon: [BL, pBL, B], inner: pBL },
  { polygon: [B, pBL, C, pBR], inner: C },
  { polygon: [B, pBR, BR], inner: pBR },
  { polygon: [BR, pBR, R], inner: pBR },
  { polygon: [R, pBR, C, pTR], inner: C },
  { polygon: [R, pTR, TR], inner: pTR },
  { polygon: [TR, pTR, T], inner: pTR },
];

export const NORTH_CELLS: readonly Cell[] = NORTH_POLYGONS.map(({ polygon, inner }) => {
  const diamond = polygon.length === 4;
  const middle = centroid(polygon);
  const xs = polygon.map((p) => p[0]);
  // Triangles of houses 3, 5, 9 and 11 stand on the left or right edge: tall and narrow.
  const tall = !diamond && Math.max(...xs) - Math.min(...xs) <= q;
  // Diamonds: labels in the upper-middle, the sign number just off the centre vertex. Triangles: labels at the
  // centroid (a tall one's a little toward its outer edge, where it is widest), the number near the inner vertex.
  const outer: Point = [xs.every((x) => x <= q) ? 0 : S, middle[1]];
  return {
    polygon,
    anchor: diamond ? toward(middle, polygon[0] ?? middle, 0.05) : tall ? toward(middle, outer, 0.2) : middle,
    numberAt: toward(inner, middle, diamond ? 0.24 : 0.42),
  };
});

/** Grid positions (column, row) of Aries..Pisces in the South Indian square. */
const SOUTH_GRID: readonly Point[] = [
  [1, 0],
  [2, 0],
  [3, 0],
  [3, 1],
  [3, 2],
  [3, 3],
  [2, 3],
  [1, 3],
  [0, 3],
  [0, 2],
  [0, 1],
  [0, 0],
];

export const SOUTH_CELLS: readonly Cell[] = SOUTH_GRID.map(([col, row]) => {
  const x = col * q,
    y = row * q;
  return {
    polygon: [
      [x, y],
      [x + q, y],
      [x + q, y + q],
      [x, y + q],
    ],
    // The sign's name along the top; the labels in the rest, a little below the middle.
    anchor: [x + q / 2, y + q / 2 + 10],
    numberAt: [x + q / 2, y + 12],
  };
});

/** Ray casting; points on an edge count as inside. Used by tests to check a label lies in its cell. */
export function insidePolygon(p: Point, polygon: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i] as Point;
    const [xj, yj] = polygon[j] as Point;
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
