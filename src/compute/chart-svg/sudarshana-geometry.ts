/**
 * The Sudarshana chakra's wheel: three rings round a small core, each cut into twelve sectors by twelve spokes.
 * Brihat Parashara Hora Shastra's chapter on the chakra (ch. 74 in the numbering of the service's chapter table)
 * asks for three circles on one centre with twelve spokes: the houses counted from the lagna in the innermost ring,
 * from the Moon's sign in the next, from the Sun's sign in the outermost, so that each spoke holds three signs that
 * stand in the same house from the three references. It does not say where the first house is drawn or which way
 * the count goes. Here house 1 is the sector straddling the top and the houses follow counter-clockwise (house 2 to
 * the upper left), the order of the North Indian chart the service also draws, whose house 1 is the top diamond and
 * whose houses also run counter-clockwise: a reader who knows that chart finds every house of the wheel where the
 * diamond chart has it.
 *
 * The three rings hold the same nine grahas, so they are given about the same area (the inner ring is widest, the
 * outer thinnest); the core carries the house numbers, once for all three rings.
 */
import type { Cell, Point } from './geometry.ts';

export const WHEEL_CENTRE: Point = [200, 200];
/** Core, then the outer edge of the inner, middle and outer rings. */
export const CORE = 48;
export const RING_EDGES = [CORE, 115, 160, 199] as const;
/** Inner to outer: the reference whose sign is house 1 of the ring. */
export const RINGS = ['lagna', 'moon', 'sun'] as const;
export type Ring = (typeof RINGS)[number];

/** Segments per 30-degree arc: 5 degrees each, within a fifth of a unit of the circle on a 400-unit wheel. */
const ARC_STEPS = 6;

/** Angle (radians, counter-clockwise from the right, y up) of the middle of house 1..12. */
export const houseAngle = (house: number): number => ((90 + 30 * (house - 1)) * Math.PI) / 180;

/** The point at radius r and angle a, in SVG coordinates (y down). */
export const polar = (r: number, a: number): Point => [
  WHEEL_CENTRE[0] + r * Math.cos(a),
  WHEEL_CENTRE[1] - r * Math.sin(a),
];

/** Where a house's number is drawn in the core. */
export const houseNumberAt = (house: number): Point => polar(CORE - 14, houseAngle(house));

/** A sector: its polygon and where its labels gather (its sign's number is packed with them). */
export type Sector = Omit<Cell, 'numberAt'>;

/** The sector of a house in a ring (0 inner .. 2 outer): a polygon following both arcs. */
function sector(ring: number, house: number): Sector {
  const inner = RING_EDGES[ring] as number;
  const outer = RING_EDGES[ring + 1] as number;
  const mid = houseAngle(house);
  const half = Math.PI / 12;
  const arc = (r: number, from: number, to: number): Point[] =>
    Array.from({ length: ARC_STEPS + 1 }, (_, i) => polar(r, from + ((to - from) * i) / ARC_STEPS));
  return {
    polygon: [...arc(outer, mid - half, mid + half), ...arc(inner, mid + half, mid - half)],
    // The sector widens outward: its labels gather a little beyond the middle radius.
    anchor: polar(inner + (outer - inner) * 0.55, mid),
  };
}

/** SECTORS[ring][house - 1]; fixed, so the label layout can remember each sector's rows across pictures. */
export const SECTORS: readonly (readonly Sector[])[] = [0, 1, 2].map((ring) =>
  Array.from({ length: 12 }, (_, i) => sector(ring, i + 1)),
);
