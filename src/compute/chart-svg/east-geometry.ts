/**
 * The East Indian (Bengali, Oriya) square: a 3 x 3 grid whose centre holds the title. Signs are fixed, as in the
 * South Indian square, and the lagna moves; the signs run counter-clockwise round the border from Aries in the top
 * middle. The four edge-middle cells are whole squares: Aries (top), Cancer (left), Libra (bottom), Capricorn
 * (right). Each corner cell is cut along the big square's diagonal (from the outer corner to the corner it shares
 * with the centre) into two right triangles, and each triangle belongs to the sign of the edge it lies on, so that
 * walking the border counter-clockwise meets the signs in order:
 *
 *   top-left corner:     Taurus the triangle on the top edge (beside Aries), Gemini the one on the left edge
 *   bottom-left corner:  Leo on the left edge (below Cancer), Virgo on the bottom edge
 *   bottom-right corner: Scorpio on the bottom edge (beside Libra), Sagittarius on the right edge
 *   top-right corner:    Aquarius on the right edge (above Capricorn), Pisces on the top edge (beside Aries)
 *
 * So the twelve signs take the 4 squares and the 8 triangles, three to a side of the square, the corner triangles
 * pairing the two signs that meet there.
 */
import { centroid, SIZE, toward, type Cell, type Point } from './geometry.ts';

const S = SIZE;
const t = S / 3;

/** The right triangle of a corner cell: its corner on the square's outline, its right angle, the shared corner. */
interface Triangle {
  outer: Point;
  right: Point;
  inner: Point;
}

type Shape = { square: Point } | { triangle: Triangle };

/** Aries..Pisces. A square is given by its top-left corner. */
const EAST_SHAPES: readonly Shape[] = [
  { square: [t, 0] },
  { triangle: { outer: [0, 0], right: [t, 0], inner: [t, t] } },
  { triangle: { outer: [0, 0], right: [0, t], inner: [t, t] } },
  { square: [0, t] },
  { triangle: { outer: [0, S], right: [0, 2 * t], inner: [t, 2 * t] } },
  { triangle: { outer: [0, S], right: [t, S], inner: [t, 2 * t] } },
  { square: [t, 2 * t] },
  { triangle: { outer: [S, S], right: [2 * t, S], inner: [2 * t, 2 * t] } },
  { triangle: { outer: [S, S], right: [S, 2 * t], inner: [2 * t, 2 * t] } },
  { square: [2 * t, t] },
  { triangle: { outer: [S, 0], right: [S, t], inner: [2 * t, t] } },
  { triangle: { outer: [S, 0], right: [2 * t, 0], inner: [2 * t, t] } },
];

/** The cells of Aries..Pisces, in that order. */
export const EAST_CELLS: readonly Cell[] = EAST_SHAPES.map((shape) => {
  if ('square' in shape) {
    const [x, y] = shape.square;
    return {
      polygon: [
        [x, y],
        [x + t, y],
        [x + t, y + t],
        [x, y + t],
      ],
      // The sign's number along the top, the labels round the middle below it.
      anchor: [x + t / 2, y + t / 2 + 8],
      numberAt: [x + t / 2, y + 12],
    };
  }
  const { outer, right, inner } = shape.triangle;
  const polygon: Point[] = [outer, right, inner];
  const middle = centroid(polygon);
  // The number sits in the right-angle corner, the roomiest; the labels gather round the centroid, drawn a little
  // toward the side the triangle has on the chart's outline.
  return {
    polygon,
    anchor: toward(middle, toward(outer, right, 0.5), 0.15),
    numberAt: toward(right, middle, 0.3),
  };
});

/** The centre cell, where the title goes. */
export const EAST_CENTRE: Point = [S / 2, S / 2];
