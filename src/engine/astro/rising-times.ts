/**
 * When given sidereal ecliptic longitudes rise at a place: the classical "rising times" (oblique ascension) way of
 * building a lagna table, done for a whole day from one house computation. A point of tropical longitude L rises
 * when the right ascension of the meridian (ARMC) equals its oblique ascension minus 90 degrees:
 * ARMC = RA(L) - AD(L) - 90, with AD the ascensional difference, sin AD = tan(latitude) tan(declination).
 * ARMC grows at the sidereal rate, so each entry is a closed form, not a search.
 *
 * One true ascendant (houses_ex) at the day's start fixes the constant that turns the analytic tropical ascendant
 * into sweph's sidereal one (ayanamsa, nutation), so the result is tied to the same ascendant every chart uses.
 * Held fixed over the day: obliquity and ayanamsa (each drifts well under 0.1 s of rising time a day). Tested
 * against the root finder on the true ascendant (jyotish/events/lagna-ingress.ts) to 1 s.
 */
import { DEFAULT_AYANAMSA, type Ayanamsa } from './bodies.ts';
import { assertJdInRange } from './range.ts';
import { SE } from './sweph/binding.ts';
import { calcUt } from './sweph/calc.ts';
import { housesSidereal } from './sweph/houses.ts';
import { SIDEREAL_MODE } from './sweph/ids.ts';
import { useSiderealMode } from './sweph/sidereal.ts';
import { norm360 } from '../vocabulary/angles.ts';

const RAD = Math.PI / 180;
/** ARMC advance, degrees per day of UT (Earth's rotation relative to the equinox). */
export const ARMC_RATE = 360.98564736629;

export interface RisingFrame {
  fromJdUt: number;
  armc0: number;
  /** True obliquity of date, degrees. */
  obliquity: number;
  latitude: number;
  /** Tropical minus sidereal, as the analytic and the true ascendant agree at fromJdUt. */
  offset: number;
  /** Sidereal ascendant at fromJdUt (houses_ex). */
  ascendant0: number;
}

function tropicalAscendant(armc: number, obliquity: number, latitude: number): number {
  const t = armc * RAD;
  const e = obliquity * RAD;
  return norm360(Math.atan2(Math.cos(t), -(Math.sin(t) * Math.cos(e) + Math.tan(latitude * RAD) * Math.sin(e))) / RAD);
}

export function risingFrame(
  fromJdUt: number,
  latitude: number,
  longitude: number,
  ayanamsa: Ayanamsa = DEFAULT_AYANAMSA,
): RisingFrame {
  assertJdInRange(fromJdUt);
  useSiderealMode(SIDEREAL_MODE[ayanamsa]);
  const h = housesSidereal(fromJdUt, latitude, longitude, 'O');
  const obliquity = calcUt(fromJdUt, SE.SE_ECL_NUT, SE.SEFLG_SWIEPH)[0] ?? Number.NaN;
  const offset = norm360(tropicalAscendant(h.armc, obliquity, latitude) - h.ascendant);
  return { fromJdUt, armc0: h.armc, obliquity, latitude, offset, ascendant0: h.ascendant };
}

/** The ARMC at which the sidereal longitude `lambda` rises. */
function armcOfRising(f: RisingFrame, lambda: number): number {
  const l = (lambda + f.offset) * RAD;
  const e = f.obliquity * RAD;
  const ra = Math.atan2(Math.sin(l) * Math.cos(e), Math.cos(l));
  const dec = Math.asin(Math.sin(e) * Math.sin(l));
  const ad = Math.asin(Math.tan(f.latitude * RAD) * Math.tan(dec));
  return norm360((ra - ad) / RAD - 90);
}

/** Every instant in [frame.fromJdUt, toJdUt) at which one of `longitudes` (sidereal) rises, in time order. */
export function risingInstants(
  f: RisingFrame,
  longitudes: readonly number[],
  toJdUt: number,
): { jdUt: number; longitude: number }[] {
  const out: { jdUt: number; longitude: number }[] = [];
  const turn = 360 / ARMC_RATE;
  for (const lambda of longitudes) {
    let t = f.fromJdUt + norm360(armcOfRising(f, lambda) - f.armc0) / ARMC_RATE;
    for (; t < toJdUt; t += turn) out.push({ jdUt: t, longitude: lambda });
  }
  return out.sort((a, b) => a.jdUt - b.jdUt);
}
