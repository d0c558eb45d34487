/** An eclipse instant as both JD UT and ISO UTC (the route formats local time from either). */
import { dateFromJulianDay } from '../time.ts';
import type { Instant } from './types.ts';

export function instant(jdUt: number): Instant {
  return { jdUt, utc: dateFromJulianDay(jdUt).toISOString() };
}

export function instantOrNull(jdUt: number | null): Instant | null {
  return jdUt === null ? null : instant(jdUt);
}
