/**
 * The span a daily panchanga covers. Normally the Vedic day: this date's sunrise to the next sunrise. When the date
 * has no sunrise, or no sunrise follows within 1.5 days (polar day or night, or their first and last days), the
 * stated fallback is the local civil day, midnight to the next midnight, and `detail` says why.
 *
 * The day's sunset is the first one after its sunrise (before the next sunrise), not the first one of the civil
 * date: far north in summer, or with a zone far from solar time, the civil date opens with the previous day's
 * sunset (Fairbanks in June sets at 00:47 and rises at 02:57). In the fallback it is the civil date's first sunset.
 */
import type { LocalDay } from '../../astro/local-day.ts';
import { sunrise, sunset, type RiseSet, type SunriseRule } from '../../astro/riseset.ts';
import { SECONDS_PER_DAY } from '../../astro/time.ts';

export type DayRule = 'sunrise_to_sunrise' | 'civil_midnight_fallback';

export const DAY_RULE_TEXT: Record<DayRule, string> = {
  sunrise_to_sunrise: "Vedic day: from this date's sunrise to the next sunrise",
  civil_midnight_fallback:
    'no sunrise to anchor the Vedic day (polar day or night): the local civil day, ' +
    'midnight to the next midnight, is used instead and the vara is the civil weekday',
};

export interface DayWindow {
  rule: DayRule;
  startJdUt: number;
  endJdUt: number;
  sunrise: RiseSet;
  /** The sunset that divides this day from its night. */
  sunset: RiseSet;
  /** The first sunrise after this one (searched only when this date has one). */
  nextSunrise: RiseSet | null;
  /** Why the fallback was used; null on the normal rule. */
  detail: string | null;
}

/** How far the next sunrise may lie: beyond this the place is entering polar night. */
const NEXT_SUNRISE_WITHIN_DAYS = 1.5;
const ONE_MINUTE = 60 / SECONDS_PER_DAY;

interface Place {
  latitude: number;
  longitude: number;
  rule: SunriseRule;
}

export function dayWindow(day: LocalDay, latitude: number, longitude: number, rule: SunriseRule): DayWindow {
  const rise = sunrise(day.startJdUt, latitude, longitude, rule, { endJdUt: day.endJdUt });
  if (rise.jdUt === null) {
    return fallback(day, rise, null, `this date has ${rise.detail}`, { latitude, longitude, rule });
  }
  const next = sunrise(rise.jdUt + ONE_MINUTE, latitude, longitude, rule, {
    endJdUt: rise.jdUt + NEXT_SUNRISE_WITHIN_DAYS,
  });
  if (next.jdUt === null) {
    return fallback(day, rise, next, `no further sunrise within ${NEXT_SUNRISE_WITHIN_DAYS} days of this one`, {
      latitude,
      longitude,
      rule,
    });
  }
  const set = sunset(rise.jdUt, latitude, longitude, rule, { endJdUt: next.jdUt });
  return {
    rule: 'sunrise_to_sunrise',
    startJdUt: rise.jdUt,
    endJdUt: next.jdUt,
    sunrise: rise,
    sunset: set,
    nextSunrise: next,
    detail: null,
  };
}

function fallback(day: LocalDay, rise: RiseSet, next: RiseSet | null, why: string, place: Place): DayWindow {
  return {
    rule: 'civil_midnight_fallback',
    startJdUt: day.startJdUt,
    endJdUt: day.endJdUt,
    sunrise: rise,
    sunset: sunset(day.startJdUt, place.latitude, place.longitude, place.rule, { endJdUt: day.endJdUt }),
    nextSunrise: next,
    detail: `${why}; ${DAY_RULE_TEXT.civil_midnight_fallback}`,
  };
}
