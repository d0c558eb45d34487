/**
 * The annual (varsha) chart: a full Chart cast at the return instant at the birth place, with the clock time of
 * the birth's own zone at that instant (so the panchanga, weekday and day/night are the local ones). computeChart
 * reads clock time to the second, so the instant is rounded to the nearest second (the lagna moves 7.5" in 0.5 s).
 */
import { formatOffset } from '../../astro/offset.ts';
import { epochMsFromJulianDay } from '../../astro/time.ts';
import { MIN_JD_UT } from '../../astro/range.ts';
import { sunrise, sunset } from '../../astro/riseset.ts';
import { zoneOffsetSeconds } from '../../astro/zone.ts';
import { computeChart } from '../chart/compute.ts';
import type { Chart } from '../chart/types.ts';

export type DayNightBasis = 'sunrise_sunset' | 'polar_day' | 'polar_night';

export interface AnnualChart {
  chart: Chart;
  /** The annual chart is cast by day (Sun above the horizon). */
  isDay: boolean;
  /** How day was told: the last sunrise or sunset before the return, or the Sun never setting or rising that day. */
  dayNightBasis: DayNightBasis;
}

export function annualChartAt(natal: Chart, jdUt: number): AnnualChart {
  const epochMs = Math.round(epochMsFromJulianDay(jdUt) / 1000) * 1000;
  const offsetSeconds = zoneOffsetSeconds(natal.moment.timezone, epochMs);
  const wall = new Date(epochMs + offsetSeconds * 1000).toISOString();
  const chart = computeChart(
    {
      date: wall.slice(0, 10),
      time: wall.slice(11, 19),
      latitude: natal.latitude,
      longitude: natal.longitude,
      utcOffset: formatOffset(offsetSeconds),
    },
    { ayanamsa: natal.ayanamsa, nodeType: natal.nodeType, sunriseRule: natal.sunriseRule },
  );
  return { chart, ...dayOrNight(jdUt, natal) };
}

/**
 * Day when the latest horizon crossing of the Sun in the 24 hours before `jdUt` was a sunrise (same sunrise rule as
 * the chart). With none (polar day or night) the rise search says which: the Sun always above or always below.
 */
export function dayOrNight(
  jdUt: number,
  place: Pick<Chart, 'latitude' | 'longitude' | 'sunriseRule'>,
): { isDay: boolean; dayNightBasis: DayNightBasis } {
  const opts = { endJdUt: jdUt };
  const from = Math.max(jdUt - 1, MIN_JD_UT);
  const rise = sunrise(from, place.latitude, place.longitude, place.sunriseRule, opts);
  const set = sunset(from, place.latitude, place.longitude, place.sunriseRule, opts);
  if (rise.jdUt !== null || set.jdUt !== null) {
    return { isDay: (rise.jdUt ?? -Infinity) > (set.jdUt ?? -Infinity), dayNightBasis: 'sunrise_sunset' };
  }
  const above = rise.reason === 'always_above';
  return { isDay: above, dayNightBasis: above ? 'polar_day' : 'polar_night' };
}
