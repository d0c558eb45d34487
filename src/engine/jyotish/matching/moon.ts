/**
 * The Moon as matching reads it: sign, nakshatra and pada from the sidereal longitude alone, with the distance to
 * the nearest nakshatra and pada edges, so a Moon placed within an arc-second of an edge shows how close it was.
 */
import { NAKSHATRA_ARC, nakshatraOf, PADA_ARC, signOf, type Nakshatra, type Sign } from '../../vocabulary/names.ts';

export interface MatchMoon {
  /** Sidereal longitude, degrees. */
  longitude: number;
  sign: Sign;
  signIndex: number;
  /** Degrees within the sign, 0-30 (Sagittarius and Capricorn split their vashya group at 15). */
  degreeInSign: number;
  nakshatra: Nakshatra;
  nakshatraIndex: number;
  pada: number;
  /** Arc-seconds to the nearer edge of the Moon's nakshatra (start or end). */
  nakshatraEdgeArcsec: number;
  /** Arc-seconds to the nearer edge of its pada. */
  padaEdgeArcsec: number;
}

const edgeArcsec = (longitude: number, arc: number): number => {
  const into = longitude - Math.floor(longitude / arc) * arc;
  return Math.min(into, arc - into) * 3600;
};

export function matchMoon(longitude: number): MatchMoon {
  const s = signOf(longitude);
  const n = nakshatraOf(longitude);
  const lon = longitude - Math.floor(longitude / 360) * 360;
  return {
    longitude: lon,
    sign: s.name,
    signIndex: s.index,
    degreeInSign: s.degree,
    nakshatra: n.name,
    nakshatraIndex: n.index,
    pada: n.pada,
    nakshatraEdgeArcsec: edgeArcsec(lon, NAKSHATRA_ARC),
    padaEdgeArcsec: edgeArcsec(lon, PADA_ARC),
  };
}

/** What the sign-and-star rules read of a Moon (the dosha catalogue has no longitude for the partner). */
export type MoonPlace = Pick<MatchMoon, 'sign' | 'signIndex' | 'nakshatra' | 'pada'>;

/** Stars counted from `from` to `to`, both inclusive: 1 (the same star) to 27. */
export const starCount = (from: MatchMoon, to: MatchMoon): number =>
  ((to.nakshatraIndex - from.nakshatraIndex + 27) % 27) + 1;

/** Signs counted from `from` to `to`, both inclusive: 1 (the same sign) to 12. */
export const signCount = (from: MoonPlace, to: MoonPlace): number => ((to.signIndex - from.signIndex + 12) % 12) + 1;
