/**
 * The sky quantities a horizon crossing needs, from sweph: apparent sidereal time, the true obliquity, the
 * refraction at the horizon, and positions without speeds (a topocentric speed costs sweph three evaluations; the
 * Newton solver in astro/sun-horizon.ts takes its rates from a cheaper model instead).
 */
import { swe, SE } from './binding.ts';
import { calcUt } from './calc.ts';
import { assertReady } from './ephemeris.ts';

const FLAGS_TOPO_RA_DEC = SE.SEFLG_SWIEPH | SE.SEFLG_EQUATORIAL | SE.SEFLG_TOPOCTR;
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

/** Apparent topocentric right ascension, declination (degrees) and distance (AU), no speeds: sweph's array. */
export function topocentricRaDec(jdUt: number, ipl: number, lat: number, lon: number, elevation: number): readonly number[] {
  assertReady();
  swe.set_topo(lon, lat, elevation);
  return calcUt(jdUt, ipl, FLAGS_TOPO_RA_DEC);
}

/** Apparent geocentric tropical ecliptic longitude, latitude (degrees) and distance (AU), no speeds. */
export function geocentricEcliptic(jdUt: number, ipl: number): readonly number[] {
  return calcUt(jdUt, ipl, FLAGS_ECLIPTIC);
}
