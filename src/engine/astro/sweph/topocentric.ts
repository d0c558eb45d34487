/**
 * Topocentric places and the true horizon, for local eclipse circumstances. `set_topo` is global state that other
 * sweph calls (rise_trans, the eclipse functions) overwrite internally, so it is set again before every position
 * rather than cached. Positions go through the checked calcUt, so Moshier is refused here too.
 */
import { swe, SE } from './binding.ts';
import { calcUt } from './calc.ts';
import { assertReady } from './ephemeris.ts';
import { ephemerisError } from './errors.ts';

const FLAGS_TOPO_EQUATORIAL = SE.SEFLG_SWIEPH | SE.SEFLG_SPEED | SE.SEFLG_EQUATORIAL | SE.SEFLG_TOPOCTR;
const FLAGS_TOPO_ECLIPTIC = SE.SEFLG_SWIEPH | SE.SEFLG_TOPOCTR;
const FLAGS_TOPO_RA_DEC = SE.SEFLG_SWIEPH | SE.SEFLG_EQUATORIAL | SE.SEFLG_TOPOCTR;
/** Centre of the disc on the true horizon: no refraction, parallax included (rise_trans is topocentric). */
const TRUE_HORIZON_BITS = SE.SE_BIT_DISC_CENTER | SE.SE_BIT_NO_REFRACTION;
const CIRCUMPOLAR = -2;

const geopos: [longitude: number, latitude: number, elevation: number] = [0, 0, 0];
const ecliptic: [lon: number, lat: number, distance: number] = [0, 0, 0];

/**
 * Apparent topocentric right ascension and declination (degrees), distance (AU) and their speeds per day:
 * sweph's array [ra, dec, dist, raSpeed, decSpeed, distSpeed], not copied.
 */
export function topocentricEquatorial(
  jdUt: number,
  ipl: number,
  lat: number,
  lon: number,
  elevation: number,
): readonly number[] {
  assertReady();
  swe.set_topo(lon, lat, elevation);
  return calcUt(jdUt, ipl, FLAGS_TOPO_EQUATORIAL);
}

/**
 * The same place without speeds: [ra, dec, dist]. Topocentric speeds cost sweph three evaluations, about 28 us
 * against 8; callers that only step towards a root (sun-horizon.ts) take rates from a cheaper model.
 */
export function topocentricRaDec(
  jdUt: number,
  ipl: number,
  lat: number,
  lon: number,
  elevation: number,
): readonly number[] {
  assertReady();
  swe.set_topo(lon, lat, elevation);
  return calcUt(jdUt, ipl, FLAGS_TOPO_RA_DEC);
}

/** True (airless) altitude of the body's centre above the horizon, degrees, parallax included. */
export function trueAltitude(jdUt: number, ipl: number, lat: number, lon: number, elevation: number): number {
  assertReady();
  swe.set_topo(lon, lat, elevation);
  const d = calcUt(jdUt, ipl, FLAGS_TOPO_ECLIPTIC);
  ecliptic[0] = d[0] ?? NaN;
  ecliptic[1] = d[1] ?? NaN;
  ecliptic[2] = d[2] ?? NaN;
  geopos[0] = lon;
  geopos[1] = lat;
  geopos[2] = elevation;
  return swe.azalt(jdUt, SE.SE_ECL2HOR, geopos, 0, 0, ecliptic)[1] ?? NaN;
}

/**
 * Next time after jdUtStart that the centre of the body crosses the true horizon (rising or setting), or null when
 * sweph finds it circumpolar. Like rise.ts, the caller guards the date range (rise_trans returns no ephemeris flag).
 */
export function trueHorizonCrossing(
  jdUtStart: number,
  ipl: number,
  event: 'rise' | 'set',
  lat: number,
  lon: number,
  elevation: number,
): number | null {
  assertReady();
  geopos[0] = lon;
  geopos[1] = lat;
  geopos[2] = elevation;
  const rsmi = (event === 'rise' ? SE.SE_CALC_RISE : SE.SE_CALC_SET) | TRUE_HORIZON_BITS;
  const r = swe.rise_trans(jdUtStart, ipl, null, SE.SEFLG_SWIEPH, rsmi, geopos, 0, 0);
  if (r.flag === CIRCUMPOLAR) return null;
  if (r.flag < 0 || r.error !== '') {
    throw ephemerisError(`rise_trans(body ${ipl}, JD ${jdUtStart}, true horizon)`, `failed: ${r.error.trim()}`, r.flag);
  }
  return r.data;
}
