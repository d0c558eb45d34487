/**
 * Topocentric Sun-Moon geometry at a place: distance between the centres and the apparent radii. Local contacts
 * and the local maximum are roots of these functions, found by the shared Newton/bisection finder, so their cost
 * is bounded (sol_eclipse_when_loc instead searches on to the next eclipse visible at the place, which can be
 * years away and cost milliseconds when this one is not visible there).
 */
import { SE } from '../sweph/binding.ts';
import { topocentricEquatorial } from '../sweph/topocentric.ts';
import type { Sample } from '../event-search.ts';
import { signedDiff } from '../../vocabulary/angles.ts';
import type { Place } from './types.ts';

const AU_KM = 149_597_870.7;
/** IAU 2015 nominal solar radius and IAU mean lunar radius, km. */
const SUN_RADIUS_KM = 695_700;
const MOON_RADIUS_KM = 1_737.4;
const RAD = Math.PI / 180;

export interface DiscGeometry {
  /** Angular distance between the centres, degrees. */
  separation: number;
  /** d separation / dt, degrees per day (from the tangent-plane motion; used as a Newton slope). */
  separationRate: number;
  /** Half the time derivative of separation squared (tangent plane): zero at the least separation. */
  closing: number;
  /** Its derivative, degrees squared per day squared (relative speed squared). */
  closingRate: number;
  sunRadius: number;
  moonRadius: number;
}

export function newGeometry(): DiscGeometry {
  return { separation: 0, separationRate: 0, closing: 0, closingRate: 0, sunRadius: 0, moonRadius: 0 };
}

export function discGeometry(jdUt: number, place: Place, out: DiscGeometry): DiscGeometry {
  const { latitude: lat, longitude: lon } = place;
  const elevation = place.elevation ?? 0;
  const sun = topocentricEquatorial(jdUt, SE.SE_SUN, lat, lon, elevation);
  const raS = sun[0] ?? NaN,
    decS = sun[1] ?? NaN,
    distS = sun[2] ?? NaN,
    raSpeedS = sun[3] ?? NaN,
    decSpeedS = sun[4] ?? NaN;
  const moon = topocentricEquatorial(jdUt, SE.SE_MOON, lat, lon, elevation);
  const raM = moon[0] ?? NaN,
    decM = moon[1] ?? NaN,
    distM = moon[2] ?? NaN,
    raSpeedM = moon[3] ?? NaN,
    decSpeedM = moon[4] ?? NaN;

  // Haversine: exact at small separations, where acos of a cosine loses digits.
  const dRa = signedDiff(raM, raS);
  const dDec = decM - decS;
  const sDec = Math.sin((dDec * RAD) / 2);
  const sRa = Math.sin((dRa * RAD) / 2);
  const hav = sDec * sDec + Math.cos(decS * RAD) * Math.cos(decM * RAD) * sRa * sRa;
  out.separation = (2 * Math.asin(Math.min(1, Math.sqrt(hav)))) / RAD;

  // Tangent plane around the Sun for the rates only; the separation itself is exact.
  const cosDec = Math.cos(((decS + decM) / 2) * RAD);
  const x = dRa * cosDec,
    y = dDec;
  const vx = (raSpeedM - raSpeedS) * cosDec,
    vy = decSpeedM - decSpeedS;
  out.closing = x * vx + y * vy;
  out.closingRate = vx * vx + vy * vy;
  out.separationRate = out.separation > 0 ? out.closing / Math.hypot(x, y) : 0;
  out.sunRadius = Math.asin(SUN_RADIUS_KM / (distS * AU_KM)) / RAD;
  out.moonRadius = Math.asin(MOON_RADIUS_KM / (distM * AU_KM)) / RAD;
  return out;
}

/** Writes a sample of separation minus a radius sum or difference, for findRoot. */
export function contactSample(g: DiscGeometry, inner: boolean, out: Sample): void {
  const limit = inner ? Math.abs(g.moonRadius - g.sunRadius) : g.moonRadius + g.sunRadius;
  out.value = g.separation - limit;
  out.derivative = g.separationRate;
}
