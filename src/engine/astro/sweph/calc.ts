/**
 * Checked `calc_ut`. Returns sweph's own data array (no copy): [lon, lat, dist, lonSpeed, latSpeed, distSpeed],
 * degrees, AU and per day. Throws EPHEMERIS_UNAVAILABLE on an error string or when SEFLG_SWIEPH is missing from the
 * returned flag (Moshier fallback), so a result from anything but the Swiss files is never returned.
 */
import { swe, SE } from './binding.ts';
import { assertReady } from './ephemeris.ts';
import { ephemerisError } from './errors.ts';

export const FLAGS_TROPICAL = SE.SEFLG_SWIEPH | SE.SEFLG_SPEED;
export const FLAGS_SIDEREAL = SE.SEFLG_SWIEPH | SE.SEFLG_SPEED | SE.SEFLG_SIDEREAL;
export const FLAGS_EQUATORIAL = SE.SEFLG_SWIEPH | SE.SEFLG_SPEED | SE.SEFLG_EQUATORIAL;

export type CalcData = readonly number[];

export function calcUt(jdUt: number, ipl: number, iflag: number): CalcData {
  assertReady();
  const r = swe.calc_ut(jdUt, ipl, iflag);
  if (r.flag < 0 || (r.flag & SE.SEFLG_SWIEPH) === 0 || r.error !== '') {
    throw ephemerisError(
      `calc_ut(body ${ipl}, JD ${jdUt})`,
      `did not use the Swiss files: ${r.error.trim() || `flag ${r.flag}`}`,
      r.flag,
    );
  }
  return r.data;
}
