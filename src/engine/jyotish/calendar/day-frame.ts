/**
 * The instants that divide one Vedic day (choghadiya, hora, kalams): this date's sunrise, its sunset and the next
 * sunrise at the place, and the weekday of the day that begins at that sunrise (the civil weekday of the date).
 * Where there is no sunrise (polar day or night) the local civil day is divided instead, halved at its middle, and
 * the result says so.
 */
import { localDay } from '../../astro/local-day.ts';
import type { MomentInput } from '../../astro/moment.ts';
import { sunset, type SunriseRule } from '../../astro/riseset.ts';
import { epochMsFromJulianDay } from '../../astro/time.ts';
import type { DayInput } from '../day-division/frame.ts';
import { dayWindow, DAY_RULE_TEXT, type DayRule } from '../panchanga/day-window.ts';
import { civilWeekday } from '../panchanga/vara.ts';

export interface VedicDayFrame {
  /** What the day-division functions take. */
  input: DayInput;
  timezone: string;
  offsetIso: string;
  rule: DayRule;
  warnings: string[];
}

export function vedicDayFrame(place: Omit<MomentInput, 'time'>, sunriseRule: SunriseRule): VedicDayFrame {
  const day = localDay(place);
  const window = dayWindow(day, place.latitude, place.longitude, sunriseRule);
  const weekday = civilWeekday(place.date);
  const warnings = [...day.warnings];
  const ms = (jd: number | null | undefined) => (jd === null || jd === undefined ? null : epochMsFromJulianDay(jd));

  if (window.rule === 'sunrise_to_sunrise') {
    const set = sunset(window.startJdUt, place.latitude, place.longitude, sunriseRule, { endJdUt: window.endJdUt });
    return {
      input: { sunrise: ms(window.startJdUt), sunset: ms(set.jdUt), nextSunrise: ms(window.endJdUt), weekday },
      timezone: day.timezone,
      offsetIso: day.offsetIso,
      rule: window.rule,
      warnings,
    };
  }
  const start = epochMsFromJulianDay(window.startJdUt);
  const end = epochMsFromJulianDay(window.endJdUt);
  warnings.push(window.detail ?? DAY_RULE_TEXT.civil_midnight_fallback);
  return {
    input: {
      sunrise: null,
      sunset: null,
      nextSunrise: null,
      weekday,
      fallback: { sunrise: start, sunset: (start + end) / 2, nextSunrise: end, rule: 'local civil midnight to midnight, halved at its middle (no sunrise)' },
    },
    timezone: day.timezone,
    offsetIso: day.offsetIso,
    rule: window.rule,
    warnings,
  };
}
