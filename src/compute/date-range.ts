/**
 * A range of civil dates asked in a query (`start`, `end`, both included): its length in days, refused naming the
 * field when it runs backwards, longer than the route allows, or past the dates the ephemeris files cover. Dates
 * are counted as days of the proleptic Gregorian calendar, whatever the place's clocks do.
 */
import { LIMITS } from '../limits.ts';
import { InputError } from './input-error.ts';

const DAY_MS = 86_400_000;
export const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
export const dateOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
export const addDays = (date: string, days: number) => dateOfDay(dayNumber(date) + days);

export function rangeDays(start: string, end: string, maxYears: number): number {
  const { first, last } = LIMITS.ephemerisRange;
  for (const [field, date] of [
    ['start', start],
    ['end', end],
  ] as const) {
    if (date < first || date > last)
      throw InputError.at(['query', field], `${field} must be within ${first}..${last}, the dates the files cover`);
  }
  const days = dayNumber(end) - dayNumber(start) + 1;
  if (days < 1) throw InputError.at(['query', 'end'], `end (${end}) is before start (${start})`);
  const [y = 0, m = 0, d = 0] = start.split('-').map(Number);
  const limit = new Date(Date.UTC(y + maxYears, m - 1, d)).toISOString().slice(0, 10);
  if (dayNumber(end) >= dayNumber(limit))
    throw InputError.at(['query', 'end'], `A range is at most ${maxYears} years: end before ${limit}`);
  return days;
}
