/**
 * Base years before any reduction. Pindayu and nisargayu: the full years at the deep exaltation point, half at the
 * deep debilitation point (180 degrees away), in proportion between: full x (360 - arc) / 360, the arc being the
 * shortest distance from deep exaltation (0-180). Amsayu and the lagna: the navamsas risen from the start of Aries,
 * whole twelves removed (0-12, with the part of the current navamsa as a fraction).
 */
import { signedDiff } from '../../vocabulary/angles.ts';
import { DIGNITY } from '../../tables/chart/dignity.ts';
import { SIGNS, type SevenGraha } from '../../vocabulary/names.ts';

export function deepExaltation(graha: SevenGraha): number {
  const e = DIGNITY.data[graha].exaltation;
  return SIGNS.indexOf(e.sign) * 30 + e.deepest;
}

export function exaltationYears(
  fullYears: number,
  graha: SevenGraha,
  longitude: number,
): { years: number; arcFromExaltation: number } {
  const arcFromExaltation = Math.abs(signedDiff(longitude, deepExaltation(graha)));
  return { years: (fullYears * (360 - arcFromExaltation)) / 360, arcFromExaltation };
}

/** Navamsas from 0 Aries (108 in the zodiac), whole twelves removed: 0 <= n < 12. */
export function navamsaCount(longitude: number): number {
  const n = ((longitude * 108) / 360) % 12;
  return n < 0 ? n + 12 : n;
}
