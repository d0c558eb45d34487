/**
 * House cusps and the ascendant from `houses_ex` with SEFLG_SIDEREAL: sidereal longitudes in the current sidereal
 * mode. houses_ex returns OK (0) or ERR (-1) rather than SEFLG bits; ERR is EPHEMERIS_UNAVAILABLE.
 */
import { swe, SE } from './binding.ts';
import { assertReady } from './ephemeris.ts';
import { ephemerisError } from './errors.ts';

export interface RawHouses {
  cusps: readonly number[];
  ascendant: number;
  midheaven: number;
  armc: number;
}

export function housesSidereal(jdUt: number, latitude: number, longitude: number, system: string): RawHouses {
  assertReady();
  const r = swe.houses_ex(jdUt, SE.SEFLG_SIDEREAL, latitude, longitude, system);
  if (r.flag !== SE.OK) throw ephemerisError(`houses_ex(JD ${jdUt}, ${system})`, `failed (flag ${r.flag})`, r.flag);
  const [ascendant = Number.NaN, midheaven = Number.NaN, armc = Number.NaN] = r.data.points;
  return { cusps: r.data.houses.slice(0, 12), ascendant, midheaven, armc };
}
