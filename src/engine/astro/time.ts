/**
 * Time scales. A JS instant is UTC without leap seconds; it is used as UT (UT1 - UTC stays under 0.9 s, below the
 * 1 s resolution of every event time here). TT adds the Swiss Ephemeris Delta T.
 */
import { assertInstantInRange } from './range.ts';
import { deltaTDays } from './sweph/deltat.ts';

/** JD of the Unix epoch, 1970-01-01T00:00Z. */
export const JD_UNIX_EPOCH = 2440587.5;
export const MS_PER_DAY = 86_400_000;
export const SECONDS_PER_DAY = 86_400;

/** Julian day (UT) of an instant; throws DATE_OUT_OF_RANGE outside 1800-01-01..2399-12-31. */
export function julianDayUT(instant: Date | number): number {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  assertInstantInRange(ms);
  return JD_UNIX_EPOCH + ms / MS_PER_DAY;
}

/** Julian day (TT) of an instant, via Delta T from the ephemeris. */
export function julianDayTT(instant: Date | number): number {
  const jdUt = julianDayUT(instant);
  return jdUt + deltaTDays(jdUt);
}

/**
 * Epoch milliseconds of a JD UT, rounded to the millisecond (no range check: results of searches may sit at an edge).
 */
export function epochMsFromJulianDay(jdUt: number): number {
  return Math.round((jdUt - JD_UNIX_EPOCH) * MS_PER_DAY);
}

export function dateFromJulianDay(jdUt: number): Date {
  return new Date(epochMsFromJulianDay(jdUt));
}
