/**
 * Checked `rise_trans`. sweph returns no ephemeris flag here, so readiness is checked before the call (the files
 * were confirmed by initEphemeris) and the caller guards the date range. Returns the JD UT of the event, or null
 * when sweph reports the body circumpolar (-2: it neither rises nor sets in the search window).
 */
import { swe, SE } from './binding.ts';
import { assertReady } from './ephemeris.ts';
import { ephemerisError } from './errors.ts';

/** Standard atmosphere for refraction (also what swetest -rise uses). */
export const PRESSURE_HPA = 1013.25;
export const TEMPERATURE_C = 15;
const CIRCUMPOLAR = -2;

// Reused for every call: sweph copies it, so no allocation per rise/set.
const geopos: [longitude: number, latitude: number, elevation: number] = [0, 0, 0];

export interface RiseSpec {
  ipl: number;
  event: 'rise' | 'set';
  /** Centre of the disc, no refraction (SE_BIT_HINDU_RISING); otherwise upper limb with standard refraction. */
  hindu: boolean;
}

export function riseTrans(
  jdUtStart: number,
  spec: RiseSpec,
  lat: number,
  lon: number,
  elevation: number,
): number | null {
  assertReady();
  geopos[0] = lon;
  geopos[1] = lat;
  geopos[2] = elevation;
  let rsmi = spec.event === 'rise' ? SE.SE_CALC_RISE : SE.SE_CALC_SET;
  if (spec.hindu) rsmi |= SE.SE_BIT_HINDU_RISING;
  const r = swe.rise_trans(jdUtStart, spec.ipl, null, SE.SEFLG_SWIEPH, rsmi, geopos, PRESSURE_HPA, TEMPERATURE_C);
  if (r.flag === CIRCUMPOLAR) return null;
  if (r.flag < 0 || r.error !== '') {
    throw ephemerisError(`rise_trans(body ${spec.ipl}, JD ${jdUtStart})`, `failed: ${r.error.trim()}`, r.flag);
  }
  return r.data;
}
