/**
 * Rising and setting of the Sun, Moon or a planet on one local civil day: the Sun by Newton on its true altitude
 * (sun-horizon.ts) up to 60 degrees of latitude, everything else and beyond via sweph `rise_trans`.
 * Rules: `upper_limb` (default) is the visible upper limb with standard refraction, as almanacs and phones show;
 * `hindu` is the centre of the disc without refraction (SE_BIT_HINDU_RISING, Jagannatha Hora's default).
 * Where the body does not rise or set that day (polar day or night, or a moonrise that falls on the next day), the
 * result is `jdUt: null` with a reason, never an exception.
 */
import type { Body } from './bodies.ts';
import { assertJdInRange } from './range.ts';
import { calcUt, FLAGS_EQUATORIAL } from './sweph/calc.ts';
import { BODY_ID } from './sweph/ids.ts';
import { riseTrans } from './sweph/rise.ts';
import { sunHorizonCrossing } from './sun-horizon.ts';

export type SunriseRule = 'upper_limb' | 'hindu';
export const DEFAULT_SUNRISE_RULE: SunriseRule = 'upper_limb';

export type NoEventReason = 'always_above' | 'always_below' | 'not_this_day';

export type RiseSet =
  { jdUt: number; reason: null; detail: null } | { jdUt: null; reason: NoEventReason; detail: string };

export interface RiseSetOptions {
  /** Observer height above sea level, metres (default 0). */
  elevation?: number;
  /** End of the local day as JD UT (default start + 1; pass it on days with a DST change). */
  endJdUt?: number;
}

export function riseOf(
  body: Body,
  jdUtStartOfLocalDay: number,
  lat: number,
  lon: number,
  rule: SunriseRule = DEFAULT_SUNRISE_RULE,
  options: RiseSetOptions = {},
): RiseSet {
  return find('rise', body, jdUtStartOfLocalDay, lat, lon, rule, options);
}

export function setOf(
  body: Body,
  jdUtStartOfLocalDay: number,
  lat: number,
  lon: number,
  rule: SunriseRule = DEFAULT_SUNRISE_RULE,
  options: RiseSetOptions = {},
): RiseSet {
  return find('set', body, jdUtStartOfLocalDay, lat, lon, rule, options);
}

export function sunrise(
  jdUtStartOfLocalDay: number,
  lat: number,
  lon: number,
  rule: SunriseRule = DEFAULT_SUNRISE_RULE,
  options: RiseSetOptions = {},
): RiseSet {
  return find('rise', 'Sun', jdUtStartOfLocalDay, lat, lon, rule, options);
}

export function sunset(
  jdUtStartOfLocalDay: number,
  lat: number,
  lon: number,
  rule: SunriseRule = DEFAULT_SUNRISE_RULE,
  options: RiseSetOptions = {},
): RiseSet {
  return find('set', 'Sun', jdUtStartOfLocalDay, lat, lon, rule, options);
}

export function moonrise(
  jdUtStartOfLocalDay: number,
  lat: number,
  lon: number,
  rule: SunriseRule = DEFAULT_SUNRISE_RULE,
  options: RiseSetOptions = {},
): RiseSet {
  return find('rise', 'Moon', jdUtStartOfLocalDay, lat, lon, rule, options);
}

export function moonset(
  jdUtStartOfLocalDay: number,
  lat: number,
  lon: number,
  rule: SunriseRule = DEFAULT_SUNRISE_RULE,
  options: RiseSetOptions = {},
): RiseSet {
  return find('set', 'Moon', jdUtStartOfLocalDay, lat, lon, rule, options);
}

function find(
  event: 'rise' | 'set',
  body: Body,
  start: number,
  lat: number,
  lon: number,
  rule: SunriseRule,
  options: RiseSetOptions,
): RiseSet {
  // rise_trans reports no ephemeris flag, so a start outside the files must be refused here.
  assertJdInRange(start);
  const end = options.endJdUt ?? start + 1;
  const elevation = options.elevation ?? 0;
  const jd =
    (body === 'Sun' ? sunHorizonCrossing(start, event, rule, lat, lon, elevation) : undefined) ??
    riseTrans(start, { ipl: BODY_ID[body], event, hindu: rule === 'hindu' }, lat, lon, elevation);
  if (jd !== null && jd < end) return { jdUt: jd, reason: null, detail: null };
  return noEvent(event, body, start, end, lat, rule);
}

/**
 * Why there is no event: the body's altitude at upper and lower culmination (from its declination at mid-day)
 * against the horizon of the rule tells polar day from polar night; otherwise the event falls on another day.
 */
function noEvent(
  event: 'rise' | 'set',
  body: Body,
  start: number,
  end: number,
  lat: number,
  rule: SunriseRule,
): RiseSet {
  const dec = calcUt((start + end) / 2, BODY_ID[body], FLAGS_EQUATORIAL)[1] ?? NaN;
  // Altitude of the centre at the event: refraction 34', plus the semidiameter (Sun) or less parallax (Moon).
  const horizon = rule === 'hindu' ? 0 : body === 'Sun' ? -0.833 : body === 'Moon' ? 0.125 : -0.567;
  const upper = 90 - Math.abs(lat - dec);
  const lower = Math.abs(lat + dec) - 90;
  const name = body === 'Sun' || body === 'Moon' ? `the ${body.toLowerCase()}` : body;
  const what = `no ${event === 'rise' ? 'rising' : 'setting'} of ${name} this day`;
  if (lower > horizon) {
    const why = body === 'Sun' ? 'polar day' : 'circumpolar';
    return { jdUt: null, reason: 'always_above', detail: `${what}: it stays above the horizon (${why})` };
  }
  if (upper < horizon) {
    const why = body === 'Sun' ? 'polar night' : 'never rises';
    return { jdUt: null, reason: 'always_below', detail: `${what}: it stays below the horizon (${why})` };
  }
  return { jdUt: null, reason: 'not_this_day', detail: `${what}: it falls on another day` };
}
