/**
 * The Tajika relation of two grahas: their aspect by sign, the faster and the slower by mean motion, and where the
 * faster stands against the slower in degrees within their signs (an exact Tajika aspect has equal degrees).
 *
 * Applying and separating follow the usual reading of Neelakanthi: the faster graha behind the slower (fewer degrees)
 * within the pair's orb applies to it: Ithasala, "poorna" (complete) within 1 degree, otherwise "vartamana"
 * (current); a faster graha less than 1 degree past the slower still counts as poorna Ithasala. Past it by 1 degree
 * or more, within the orb, it separates: Ishrafa. Speed is the natural order (tables/tajika/deeptamsa.ts), not the
 * day's motion: a retrograde graha is not re-ordered here (retrogression enters Radda).
 */
import { DEEPTAMSA, TAJIKA_SPEED_ORDER } from '../../tables/tajika/deeptamsa.ts';
import { TAJIKA_ASPECTS, type HouseCount, type TajikaAspectKind } from '../../tables/tajika/aspects.ts';
import type { SevenGraha } from '../../vocabulary/names.ts';

export interface SignDegree {
  signIndex: number;
  /** Degrees within the sign, [0, 30). */
  degree: number;
}

export type IthasalaKind = 'poorna' | 'vartamana';

export interface TajikaRelation {
  faster: SevenGraha;
  slower: SevenGraha;
  /** House of the slower counted from the faster (1-12). */
  houseCount: HouseCount;
  aspect: TajikaAspectKind | null;
  /** Mean of the two deeptamsas, degrees. */
  orb: number;
  /** Slower's degree in its sign minus the faster's: positive while the faster is behind. */
  gap: number;
  ithasala: IthasalaKind | null;
  ishrafa: boolean;
}

export const POORNA_DEGREES = 1;

export function houseCount(from: SignDegree, to: SignDegree): HouseCount {
  return (((to.signIndex - from.signIndex + 12) % 12) + 1) as HouseCount;
}

export function aspectKind(a: SignDegree, b: SignDegree): TajikaAspectKind | null {
  return TAJIKA_ASPECTS.data[houseCount(a, b)];
}

export function pairOrb(a: SevenGraha, b: SevenGraha): number {
  return (DEEPTAMSA.data[a] + DEEPTAMSA.data[b]) / 2;
}

const speedRank = (g: SevenGraha): number => TAJIKA_SPEED_ORDER.data.indexOf(g);

/** True when `a` is faster than `b` by mean motion. */
export function isFaster(a: SevenGraha, b: SevenGraha): boolean {
  return speedRank(a) < speedRank(b);
}

export function relationOf(a: SevenGraha, b: SevenGraha, pos: Record<SevenGraha, SignDegree>): TajikaRelation {
  const [faster, slower] = isFaster(a, b) ? [a, b] : [b, a];
  const f = pos[faster];
  const s = pos[slower];
  const count = houseCount(f, s);
  const aspect = TAJIKA_ASPECTS.data[count];
  const orb = pairOrb(a, b);
  const gap = s.degree - f.degree;
  let ithasala: IthasalaKind | null = null;
  let ishrafa = false;
  if (aspect !== null) {
    if (gap > -POORNA_DEGREES && gap <= orb) ithasala = Math.abs(gap) <= POORNA_DEGREES ? 'poorna' : 'vartamana';
    else if (gap <= -POORNA_DEGREES && -gap <= orb) ishrafa = true;
  }
  return { faster, slower, houseCount: count, aspect, orb, gap, ithasala, ishrafa };
}
