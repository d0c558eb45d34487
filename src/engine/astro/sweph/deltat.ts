/** Delta T (TT - UT) in days, from the Swiss Ephemeris model consistent with its files. */
import { swe, SE } from './binding.ts';
import { assertReady } from './ephemeris.ts';
import { ephemerisError } from './errors.ts';

export function deltaTDays(jdUt: number): number {
  assertReady();
  const r = swe.deltat_ex(jdUt, SE.SEFLG_SWIEPH);
  if (r.error !== '') throw ephemerisError(`deltat_ex(JD ${jdUt})`, `failed: ${r.error.trim()}`);
  return r.data;
}
