/**
 * The part of an interval during which a body's centre is above the true horizon (no refraction, parallax
 * included). That horizon is the convention Drik Panchang's eclipse pages time moonrise by: for New Delhi on
 * 2018-01-31 they print moonrise 17:58, where the centre on the true horizon gives 17:58:06 IST and the almanac
 * upper limb with refraction 17:53:52. Only the first continuous stretch is returned (a body that sets and rises
 * again inside one eclipse happens only near the poles).
 */
import { trueAltitude, trueHorizonCrossing } from '../sweph/topocentric.ts';
import { instant } from './instant.ts';
import type { Place, VisibleSpan } from './types.ts';

export function visibleSpan(from: number, to: number, ipl: number, place: Place): VisibleSpan | null {
  const { latitude: lat, longitude: lon } = place;
  const elevation = place.elevation ?? 0;
  let start = from;
  let startsWith: VisibleSpan['startsWith'] = 'contact';
  if (!(trueAltitude(from, ipl, lat, lon, elevation) > 0)) {
    const rise = trueHorizonCrossing(from, ipl, 'rise', lat, lon, elevation);
    if (rise === null || rise >= to) return null;
    start = rise;
    startsWith = 'rise';
  }
  const set = trueHorizonCrossing(start, ipl, 'set', lat, lon, elevation);
  const setsInside = set !== null && set < to;
  return {
    start: instant(start),
    end: instant(setsInside ? set : to),
    startsWith,
    endsWith: setsInside ? 'set' : 'contact',
  };
}

/** Whether the body's centre is above the true horizon at one instant. */
export function aboveHorizon(jdUt: number, ipl: number, place: Place): { above: boolean; altitude: number } {
  const altitude = trueAltitude(jdUt, ipl, place.latitude, place.longitude, place.elevation ?? 0);
  return { above: altitude > 0, altitude };
}
