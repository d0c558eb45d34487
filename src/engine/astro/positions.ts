/**
 * Apparent geocentric positions from the Swiss files: sidereal (SEFLG_SWIEPH|SEFLG_SIDEREAL|SEFLG_SPEED) for
 * charts, tropical for differences where the ayanamsa cancels (Moon - Sun), and the ayanamsa itself.
 */
import { DEFAULT_AYANAMSA, type Ayanamsa, type Body } from './bodies.ts';
import { calcUt, FLAGS_EQUATORIAL, FLAGS_SIDEREAL, FLAGS_TROPICAL } from './sweph/calc.ts';
import { BODY_ID, SIDEREAL_MODE } from './sweph/ids.ts';
import { ayanamsaUt, useSiderealMode } from './sweph/sidereal.ts';

export interface Position {
  /** Ecliptic longitude, degrees [0, 360). */
  longitude: number;
  /** Ecliptic latitude, degrees. */
  latitude: number;
  /** Distance from the Earth, AU. */
  distance: number;
  /** Speed in longitude, degrees per day (negative when retrograde). */
  speed: number;
}

export interface SiderealOptions {
  ayanamsa?: Ayanamsa;
}

function toPosition(d: readonly number[]): Position {
  return { longitude: d[0] ?? NaN, latitude: d[1] ?? NaN, distance: d[2] ?? NaN, speed: d[3] ?? NaN };
}

export function siderealPosition(jdUt: number, body: Body, options: SiderealOptions = {}): Position {
  useSiderealMode(SIDEREAL_MODE[options.ayanamsa ?? DEFAULT_AYANAMSA]);
  return toPosition(calcUt(jdUt, BODY_ID[body], FLAGS_SIDEREAL));
}

export function tropicalPosition(jdUt: number, body: Body): Position {
  return toPosition(calcUt(jdUt, BODY_ID[body], FLAGS_TROPICAL));
}

/** Apparent right ascension and declination of date, degrees (for rising and setting times). */
export function equatorialPosition(jdUt: number, body: Body): { rightAscension: number; declination: number } {
  const d = calcUt(jdUt, BODY_ID[body], FLAGS_EQUATORIAL);
  return { rightAscension: d[0] ?? NaN, declination: d[1] ?? NaN };
}

export interface AyanamsaOptions {
  /** Leave nutation out (the mean ayanamsa Jagannatha Hora quotes); default false: true ayanamsa, with nutation. */
  mean?: boolean;
}

/** Ayanamsa in degrees at a JD UT, from get_ayanamsa_ex_ut(jd, SEFLG_SWIEPH). */
export function ayanamsaValue(
  jdUt: number,
  ayanamsa: Ayanamsa = DEFAULT_AYANAMSA,
  options: AyanamsaOptions = {},
): number {
  return ayanamsaUt(jdUt, SIDEREAL_MODE[ayanamsa], options.mean ?? false);
}
