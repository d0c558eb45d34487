/**
 * The birth date numerology reads: a real Gregorian calendar date (29 February only in leap years) within the
 * service's date range, 1800-01-01..2399-12-31. Numerology needs no ephemeris, so the range is a choice, made to
 * match every other route; widening it means changing YEAR_MIN/YEAR_MAX only.
 */
import { at, EngineError } from '../errors.ts';

export const YEAR_MIN = 1800;
export const YEAR_MAX = 2399;

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export interface BirthDate {
  day: number;
  month: number;
  year: number;
}

/** Gregorian rule: every 4th year, except centuries not divisible by 400 (1900 is not leap, 2000 is). */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Checks year, then month, then day (so the day's message can name the month's length); throws naming the field. */
export function validateBirthDate(d: BirthDate): BirthDate {
  const { day, month, year } = d;
  if (!Number.isInteger(year)) throw new EngineError('INVALID_VALUE', 'year', { expected: 'an integer', got: year });
  if (year < YEAR_MIN || year > YEAR_MAX) {
    throw new EngineError('VALUE_OUT_OF_RANGE', 'year', {
      range: `the supported years ${YEAR_MIN}-${YEAR_MAX}`,
      got: year,
    });
  }
  if (!Number.isInteger(month)) throw new EngineError('INVALID_VALUE', 'month', { expected: 'an integer', got: month });
  if (month < 1 || month > 12) throw new EngineError('VALUE_OUT_OF_RANGE', 'month', { range: '1-12', got: month });
  if (!Number.isInteger(day)) throw new EngineError('INVALID_VALUE', 'day', { expected: 'an integer', got: day });
  const last = daysInMonth(year, month);
  if (day < 1 || day > last) {
    const range = `1-${last} in ${at(MONTH_NAMES, month - 1, 'month')} ${year}`;
    throw new EngineError(
      'VALUE_OUT_OF_RANGE',
      'day',
      month === 2 && day === 29 ? { range, got: day, note: `${year} is not a leap year` } : { range, got: day },
    );
  }
  return { day, month, year };
}

/** DD MM YYYY as eight digits, leading zeros kept: 5 March 1990 -> [0,5,0,3,1,9,9,0]. */
export function dateDigits(d: BirthDate): number[] {
  const text = `${String(d.day).padStart(2, '0')}${String(d.month).padStart(2, '0')}${String(d.year).padStart(4, '0')}`;
  return [...text].map(Number);
}

export function isoDate(d: BirthDate): string {
  return `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}
