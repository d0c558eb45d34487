/**
 * Sunrise and sunset as the root of the Sun's true altitude on the horizon of the rule, by Newton's method on the
 * Swiss Ephemeris positions. The horizons are rise_trans's own:
 * - `upper_limb`: the topocentric centre at -(semidiameter + refraction at the horizon, 1013.25 hPa and 15 C);
 * - `hindu`: the geocentric centre with the ecliptic latitude dropped, at 0 (SE_BIT_HINDU_RISING).
 * Why not rise_trans: its fast path stops after two fixed steps (measured: up to 2 s from the root at middle
 * latitudes, minutes near 60 degrees at midsummer, where the Sun's altitude at its instant is then not zero), and
 * each call costs three full positions. A closed-formula guess (sun-approx.ts) is good to seconds, so one or two
 * Newton steps on the true altitude land within a millisecond of the root.
 * Returns undefined where this path does not apply (beyond 60 degrees of latitude, as for rise_trans's own fast
 * path, within a few hours of the ends of the files, or no convergence near the guess): the caller then asks
 * rise_trans.
 */
import { END_JD_UT, MIN_JD_UT } from './range.ts';
import type { SunriseRule } from './riseset.ts';
import { signedDiff } from '../vocabulary/angles.ts';
import { eclipticDeclination, eclipticRightAscension } from './equatorial.ts';
import { approxSun, approxSunRates, meanSiderealTime } from './sun-approx.ts';
import { BODY_ID } from './sweph/ids.ts';
import { PRESSURE_HPA, TEMPERATURE_C } from './sweph/rise.ts';
import { apparentSiderealTime, geocentricEcliptic, horizonRefraction, trueObliquity } from './sweph/sky.ts';
import { topocentricRaDec } from './sweph/topocentric.ts';

const RAD = Math.PI / 180;
const SUN = BODY_ID.Sun;
/** Sidereal rotation, degrees of hour angle per day of UT. */
const SIDEREAL_RATE = 360.98564736629;
/** The Sun's radius in AU (sweph's diameter 1,392,000 km over its AU of 149,597,870.7 km). */
const SUN_RADIUS_AU = 1_392_000_000 / 2 / 1.495978707e11;
const MAX_LATITUDE = 60;
/** Newton stops once a step is under this (days); the error left is then below a millisecond. */
const CONVERGED = 2 / 86_400;
const MAX_STEPS = 5;
/** How far before the start an event may be guessed and still be this event (days), as rise_trans allows. */
const BEFORE_START = 8 / 1_440;

let refraction: number | undefined;
const horizonRefractionOnce = (): number => (refraction ??= horizonRefraction(PRESSURE_HPA, TEMPERATURE_C));

export function sunHorizonCrossing(
  jdUtStart: number,
  event: 'rise' | 'set',
  rule: SunriseRule,
  lat: number,
  lon: number,
  elevation: number,
): number | undefined {
  if (!(Math.abs(lat) <= MAX_LATITUDE)) return undefined;
  const first = crossingFrom(jdUtStart, event, rule, lat, lon, elevation);
  if (first === undefined || first >= jdUtStart) return first;
  // The root fell just before the start: the event wanted is the next one.
  const next = crossingFrom(jdUtStart + 0.5, event, rule, lat, lon, elevation);
  return next !== undefined && next >= jdUtStart ? next : undefined;
}

function crossingFrom(
  start: number,
  event: 'rise' | 'set',
  rule: SunriseRule,
  lat: number,
  lon: number,
  elevation: number,
): number | undefined {
  const guess = guessAfter(start, event, rule, lat, lon);
  // Near the ends of the files the range checks of the callers decide, as they do for rise_trans.
  if (guess === undefined || !(guess - 0.2 >= MIN_JD_UT && guess + 0.2 < END_JD_UT)) return undefined;
  let t = guess;
  for (let i = 0; i < MAX_STEPS; i++) {
    const { value, rate } = altitudeAboveHorizon(t, rule, lat, lon, elevation);
    const step = value / rate;
    if (!Number.isFinite(step)) return undefined;
    t -= step;
    if (Math.abs(t - guess) > 0.1) return undefined;
    if (Math.abs(step) < CONVERGED) return t;
  }
  return undefined;
}

/** The first time at or after `start` (less a few minutes) that the approximate Sun reaches the rule's horizon. */
function guessAfter(
  start: number,
  event: 'rise' | 'set',
  rule: SunriseRule,
  lat: number,
  lon: number,
): number | undefined {
  let t = start;
  for (let i = 0; i < 3; i++) {
    const sun = approxSun(t);
    const horizon = rule === 'hindu' ? 0 : -(Math.asin(SUN_RADIUS_AU / sun.distance) / RAD + horizonRefractionOnce());
    const cosH =
      (Math.sin(horizon * RAD) - Math.sin(lat * RAD) * Math.sin(sun.dec * RAD)) /
      (Math.cos(lat * RAD) * Math.cos(sun.dec * RAD));
    if (!(Math.abs(cosH) < 1)) return undefined;
    const h0 = Math.acos(cosH) / RAD;
    const wanted = event === 'rise' ? -h0 : h0;
    const hourAngle = meanSiderealTime(t) + sun.equinoxes + lon - sun.ra;
    // Hour angle gains about 360 degrees a day on the Sun.
    let d = signedDiff(wanted, hourAngle) / 360;
    if (i === 0 && d < -BEFORE_START) d += 1;
    t += d;
  }
  return t;
}

/** The Sun's true altitude above the rule's horizon (degrees) and its rate (degrees per day). */
function altitudeAboveHorizon(
  t: number,
  rule: SunriseRule,
  lat: number,
  lon: number,
  elevation: number,
): { value: number; rate: number } {
  let ra: number;
  let dec: number;
  let horizon: number;
  if (rule === 'hindu') {
    const lambda = geocentricEcliptic(t, SUN)[0] ?? NaN;
    const eps = trueObliquity(t);
    ra = eclipticRightAscension(lambda, eps);
    dec = eclipticDeclination(lambda, eps);
    horizon = 0;
  } else {
    const x = topocentricRaDec(t, SUN, lat, lon, elevation);
    ra = x[0] ?? NaN;
    dec = x[1] ?? NaN;
    horizon = -(Math.asin(SUN_RADIUS_AU / (x[2] ?? NaN)) / RAD + horizonRefractionOnce());
  }
  const rates = approxSunRates(t);
  const phi = lat * RAD;
  const delta = dec * RAD;
  const hourAngle = (apparentSiderealTime(t) + lon - ra) * RAD;
  const sinAlt = Math.sin(phi) * Math.sin(delta) + Math.cos(phi) * Math.cos(delta) * Math.cos(hourAngle);
  const alt = Math.asin(sinAlt);
  const dHour = (SIDEREAL_RATE - rates.ra) * RAD;
  const dDec = rates.dec * RAD;
  const dAlt =
    (-Math.cos(phi) * Math.cos(delta) * Math.sin(hourAngle) * dHour +
      (Math.sin(phi) * Math.cos(delta) - Math.cos(phi) * Math.sin(delta) * Math.cos(hourAngle)) * dDec) /
    Math.cos(alt);
  return { value: alt / RAD - horizon, rate: dAlt / RAD };
}
