/**
 * The sky quantities a horizon crossing needs, from sweph: apparent sidereal time, the true obliquity, the
 * refraction at the horizon, and the ecliptic place without speeds (the Newton solver in astro/sun-horizon.ts takes
 * its rates from a cheaper model; the topocentric place is in topocentric.ts).
 */
import { swe, SE } from './binding.ts';
import { calcUt } from './calc.ts';
import { assertReady } from './ephemeris.ts';

const FLAGS_ECLIPTIC = SE.SEFLG_SWIEPH;
/** Lapse rate sweph uses for the extended refraction, K per metre (its SE_LAPSE_RATE). */
const LAPSE_RATE = 0.0065;

/** Apparent (Greenwich) sidereal time, degrees: sweph's, which includes the equation of the equinoxes. */
export function apparentSiderealTime(jdUt: number): number {
  assertReady();
  return swe.sidtime(jdUt) * 15;
}

/** True obliquity of the ecliptic, degrees (sweph's SE_ECL_NUT). */
export function trueObliquity(jdUt: number): number {
  return calcUt(jdUt, SE.SE_ECL_NUT, SE.SEFLG_SWIEPH)[0] ?? NaN;
}

/**
 * Refraction at the apparent horizon (degrees) for a pressure and temperature at sea level: what sweph's
 * rise_trans adds to the semidiameter for the visible upper limb.
 */
export function horizonRefraction(pressureHpa: number, temperatureC: number): number {
  assertReady();
  const r = swe.refrac_extended(0.000001, 0, pressureHpa, temperatureC, LAPSE_RATE, SE.SE_APP_TO_TRUE).extended;
  return (r[1] ?? NaN) - (r[0] ?? NaN);
}

/** Apparent geocentric tropical ecliptic longitude, latitude (degrees) and distance (AU), no speeds. */
export function geocentricEcliptic(jdUt: number, ipl: number): readonly number[] {
  return calcUt(jdUt, ipl, FLAGS_ECLIPTIC);
}
