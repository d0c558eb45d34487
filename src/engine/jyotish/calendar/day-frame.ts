/**
 * The instants that divide one Vedic day (choghadiya, hora, kalams): this date's sunrise, its sunset and the next
 * sunrise at the place, and the weekday of the day that begins at that sunrise (the civil weekday of the date).
 * Where there is no sunrise (polar day or night) the local civil day is divided instead, halved at its middle, and
 * the result says so. The panchanga (calendar-day.ts) and the choghadiya and hora routes build their frame here,
 * from the same day window, so the three can never divide one day two ways.
 */
import { localDay } from '../../astro/local-day.ts';
import type { MomentInput } from '../../astro/moment.ts';
import type { SunriseRule } from '../../astro/riseset.ts';
import { epochMsFromJulianDay } from '../../astro/time.ts';
import type { DayInput } from '../day-division/frame.ts';
import { dayWindow, DAY_RULE_TEXT, type DayRule } from '../panchanga/day-window.ts';
import { civilWeekday } from '../panchanga/vara.ts';

export interface VedicDayFrame {
  /** What the day-division functions take. */
  input: DayInput;
  /** Where the day starts (sunrise, or the stated fallback's start), JD UT: the instant the answer is read at. */
  startJdUt: number;
  timezone: string;
  offsetIso: string;
  rule: DayRule;
  warnings: string[];
}

/** The instants of a day window (JD UT), as the panchanga and the day window both hold them. */
export interface WindowInstants {
  rule: DayRule;
  startJdUt: number;
  endJdUt: number;
  sunriseJdUt: number | null;
  sunsetJdUt: number | null;
  nextSunriseJdUt: number | null;
  /** Why the fallback rule applies (the window's detail); null on the normal rule. */
  reason: string | null;
}

export const FALLBACK_DIVISION_RULE = 'local civil midnight to midnight, halved at its middle (no sunrise)';

/**
 * The day-division input of a window. On the normal rule the Sun's own instants (a sunset missing between two
 * sunrises, which the sky does not allow, leaves its halves empty rather than guessed); in the polar fallback the
 * civil day, with every solar instant left out so the division rests on the stated rule alone.
 */
export function divisionInput(w: WindowInstants, weekday: number): DayInput {
  const ms = (jd: number | null) => (jd === null ? null : epochMsFromJulianDay(jd));
  if (w.rule === 'sunrise_to_sunrise') {
    return { sunrise: ms(w.sunriseJdUt), sunset: ms(w.sunsetJdUt), nextSunrise: ms(w.nextSunriseJdUt), weekday };
  }
  const start = epochMsFromJulianDay(w.startJdUt);
  const end = epochMsFromJulianDay(w.endJdUt);
  return {
    sunrise: null,
    sunset: null,
    nextSunrise: null,
    weekday,
    fallback: {
      sunrise: start,
      sunset: (start + end) / 2,
      nextSunrise: end,
      rule: FALLBACK_DIVISION_RULE,
      ...(w.reason === null ? {} : { reason: w.reason }),
    },
  };
}

export function vedicDayFrame(place: Omit<MomentInput, 'time'>, sunriseRule: SunriseRule): VedicDayFrame {
  const day = localDay(place);
  const window = dayWindow(day, place.latitude, place.longitude, sunriseRule);
  const warnings = [...day.warnings];
  if (window.rule !== 'sunrise_to_sunrise') warnings.push(window.detail ?? DAY_RULE_TEXT.civil_midnight_fallback);
  const input = divisionInput(
    {
      rule: window.rule,
      startJdUt: window.startJdUt,
      endJdUt: window.endJdUt,
      sunriseJdUt: window.sunrise.jdUt,
      sunsetJdUt: window.sunset.jdUt,
      nextSunriseJdUt: window.nextSunrise?.jdUt ?? null,
      reason: window.detail,
    },
    civilWeekday(place.date),
  );
  return {
    input,
    startJdUt: window.startJdUt,
    timezone: day.timezone,
    offsetIso: day.offsetIso,
    rule: window.rule,
    warnings,
  };
}
