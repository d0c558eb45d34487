/**
 * The solar month and its day, as the calendars that count solar months keep them: a month begins on the civil day
 * its sankranti is kept on by the calendar's rule, and runs to the day before the next. Tamil almanacs begin the
 * month on the day of the sankranti when it falls before sunset; Kerala almanacs when it falls before three fifths
 * of the daytime (the end of madhyahna); otherwise both on the next day.
 */
import type { Ayanamsa } from '../../astro/bodies.ts';
import { julianDayUT } from '../../astro/time.ts';
import type { SankrantiRule } from '../../tables/festivals/index.ts';
import type { Sign } from '../../vocabulary/names.ts';
import { localClock } from '../panchanga/local-clock.ts';
import { PlaceDays } from './days.ts';
import { sankrantiDay, sankrantisBetween } from './solar-festival.ts';

export const SOLAR_CALENDARS = {
  tamil: 'before_sunset',
  malayalam: 'before_madhyahna_end',
} as const satisfies Record<string, SankrantiRule>;
export type SolarCalendar = keyof typeof SOLAR_CALENDARS;

export interface SolarMonth {
  calendar: SolarCalendar;
  /** The sign the Sun entered at the sankranti that opened the month; labels name the month by it. */
  sign: Sign;
  /** Day of the month, 1 on the day the month began. */
  day: number;
  /** The civil date the month began, and why that day. */
  began: string;
  fact: string;
  rule: SankrantiRule;
}

export interface SolarMonthInput {
  date: string;
  latitude: number;
  longitude: number;
  timezone: string;
  ayanamsa: Ayanamsa;
}

const DAY_MS = 86_400_000;

/** The solar month running on `date` in each calendar; an empty list when no sankranti can be found (ephemeris end). */
export function solarMonths(input: SolarMonthInput): SolarMonth[] {
  const days = new PlaceDays(input.latitude, input.longitude, input.timezone, localClock(input.timezone));
  const jd = julianDayUT(Date.parse(`${input.date}T00:00:00Z`));
  // A solar month lasts 29.3 to 31.5 days: the sankranti that opened it lies within the 34 days before the date.
  const sankrantis = sankrantisBetween(jd - 34, jd + 2, input.ayanamsa);
  const out: SolarMonth[] = [];
  for (const [calendar, rule] of Object.entries(SOLAR_CALENDARS) as [SolarCalendar, SankrantiRule][]) {
    const kept = sankrantis.map((s) => ({ s, ...sankrantiDay(s.jdUt, rule, days) }));
    const opened = kept.filter((k) => k.date <= input.date).at(-1);
    if (opened === undefined) continue;
    const day = Math.round((Date.parse(input.date) - Date.parse(opened.date)) / DAY_MS) + 1;
    out.push({ calendar, sign: opened.s.sign, day, began: opened.date, fact: opened.fact, rule });
  }
  return out;
}
