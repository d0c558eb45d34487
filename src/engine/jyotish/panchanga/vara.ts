/**
 * Vara: the weekday of the Vedic day, which runs from sunrise to the next sunrise (Surya Siddhanta 1.12, the
 * savana day). A moment after local midnight but before that date's sunrise still belongs to the previous weekday.
 * Where the date has no sunrise (polar day or night) the civil weekday is used, and the result says so.
 */
import { localDay } from '../../astro/local-day.ts';
import { resolveMoment, type MomentInput } from '../../astro/moment.ts';
import { DEFAULT_SUNRISE_RULE, sunrise, type SunriseRule } from '../../astro/riseset.ts';
import { cite, type Citation } from '../../tables/sources.ts';
import { WEEKDAYS } from '../../vocabulary/names.ts';
import { at } from '../../errors.ts';

export const VARA_CITES: readonly Citation[] = [
  cite('surya_siddhanta', {
    chapter: 1,
    verses: '12',
    status: 'pending',
    note: 'the civil (savana) day reckoned from sunrise to sunrise',
  }),
];

type Weekday = (typeof WEEKDAYS)[number];

export interface VaraValue {
  /** 0 Sunday .. 6 Saturday. */
  index: number;
  name: Weekday['name'];
  vara: Weekday['vara'];
  lord: Weekday['lord'];
}

export function varaValue(index: number): VaraValue {
  const i = ((index % 7) + 7) % 7;
  const w = at(WEEKDAYS, i, 'weekday');
  return { index: i, name: w.name, vara: w.vara, lord: w.lord };
}

/** Civil weekday of a YYYY-MM-DD date (proleptic Gregorian), 0 Sunday. */
export function civilWeekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/**
 * The Vedic weekday of an instant whose local civil date is `localDate`, given that date's sunrise (null when there
 * is none: the civil weekday then stands).
 */
export function vedicWeekday(localDate: string, jdUt: number, sunriseJdUt: number | null): VaraValue {
  const civil = civilWeekday(localDate);
  return varaValue(sunriseJdUt !== null && jdUt < sunriseJdUt ? civil - 1 : civil);
}

export interface VaraAt {
  vara: VaraValue;
  /** Sunrise of the local date, JD UT; null in polar day or night. */
  sunriseJdUt: number | null;
  /** 'sunrise': the Vedic rule applied; 'civil_date': no sunrise that date, so the civil weekday. */
  rule: 'sunrise' | 'civil_date';
  detail: string | null;
  warnings: string[];
}

/** Vara of a local date and time at a place. */
export function varaAt(input: MomentInput & { sunriseRule?: SunriseRule }): VaraAt {
  const moment = resolveMoment(input);
  const day = localDay(input);
  const rise = sunrise(day.startJdUt, input.latitude, input.longitude, input.sunriseRule ?? DEFAULT_SUNRISE_RULE, {
    endJdUt: day.endJdUt,
  });
  return {
    vara: vedicWeekday(input.date, moment.jdUt, rise.jdUt),
    sunriseJdUt: rise.jdUt,
    rule: rise.jdUt === null ? 'civil_date' : 'sunrise',
    detail: rise.detail,
    warnings: moment.warnings,
  };
}
