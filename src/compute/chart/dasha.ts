/** Vimshottari periods as responses show them: lord, level, start and end in local ISO and "15 Mar 2031". */
import { epochMsFromJulianDay } from '../../engine/astro/time.ts';
import { at } from '../../engine/errors.ts';
import type { DashaPeriod, Vimshottari } from '../../engine/jyotish/dasha/vimshottari.ts';
import type { LocalTime } from '../local-time.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2031-03-15" -> "15 Mar 2031" (the interface's current-dasha format). */
export function dayMonthYear(isoDate: string): string {
  return `${Number(isoDate.slice(8, 10))} ${at(MONTHS, Number(isoDate.slice(5, 7)) - 1, 'month')} ${isoDate.slice(0, 4)}`;
}

/** `clock` is the response's local clock (local-time.ts localClock), shared by every period of the response. */
export function presentPeriod(p: DashaPeriod, clock: (epochMs: number) => LocalTime) {
  const start = clock(epochMsFromJulianDay(p.startJdUt));
  const end = clock(epochMsFromJulianDay(p.endJdUt));
  return {
    level: p.level,
    planet: p.lord,
    start: start.iso,
    end: end.iso,
    start_date: dayMonthYear(start.date),
    end_date: dayMonthYear(end.date),
    years: p.years,
  };
}

export function presentBalance(v: Vimshottari) {
  return {
    lord: v.balance.lord,
    years: v.balance.years,
    ymd: v.balance.ymd,
    elapsed_fraction: v.balance.elapsedFraction,
  };
}
