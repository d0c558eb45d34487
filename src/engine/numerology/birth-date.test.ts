import { describe, expect, test } from 'vitest';
import { dateDigits, validateBirthDate, YEAR_MAX, YEAR_MIN } from './birth-date.ts';
import { EngineError } from '../errors.ts';

function fieldOf(f: () => unknown): string | null {
  try {
    f();
    return null;
  } catch (e) {
    if (e instanceof EngineError) return e.field;
    throw e;
  }
}

describe('birth date validation', () => {
  test('accepts exactly the real Gregorian dates of 1800-2399 (reference: Date.UTC round trip)', () => {
    let mismatches = 0;
    let checked = 0;
    for (let year = YEAR_MIN; year <= YEAR_MAX; year++) {
      for (let month = 1; month <= 12; month++) {
        for (let day = 1; day <= 31; day++) {
          const t = new Date(Date.UTC(year, month - 1, day));
          const real = t.getUTCFullYear() === year && t.getUTCMonth() === month - 1 && t.getUTCDate() === day;
          const field = fieldOf(() => validateBirthDate({ day, month, year }));
          if ((field === null) !== real || (!real && field !== 'day')) mismatches++;
          checked++;
        }
      }
    }
    expect(mismatches).toBe(0);
    console.info(
      `birth date validation: ${mismatches} disagreements with Date.UTC over ${checked} day/month/year triples (exact)`,
    );
  });

  test('29 February only in leap years: 2000 and 2024 yes; 1900, 2100 and 2023 no (field day)', () => {
    expect(fieldOf(() => validateBirthDate({ day: 29, month: 2, year: 2000 }))).toBeNull();
    expect(fieldOf(() => validateBirthDate({ day: 29, month: 2, year: 2024 }))).toBeNull();
    for (const year of [1900, 2100, 2023])
      expect(fieldOf(() => validateBirthDate({ day: 29, month: 2, year }))).toBe('day');
    expect(() => validateBirthDate({ day: 29, month: 2, year: 1900 })).toThrow(/not a leap year/);
  });

  test('each bad field is named: day 31 April, day 0, month 13, month 0, year 1799 and 2400, non-integers', () => {
    expect(fieldOf(() => validateBirthDate({ day: 31, month: 4, year: 1990 }))).toBe('day');
    expect(fieldOf(() => validateBirthDate({ day: 0, month: 4, year: 1990 }))).toBe('day');
    expect(fieldOf(() => validateBirthDate({ day: 1, month: 13, year: 1990 }))).toBe('month');
    expect(fieldOf(() => validateBirthDate({ day: 1, month: 0, year: 1990 }))).toBe('month');
    expect(fieldOf(() => validateBirthDate({ day: 1, month: 1, year: 1799 }))).toBe('year');
    expect(fieldOf(() => validateBirthDate({ day: 1, month: 1, year: 2400 }))).toBe('year');
    expect(fieldOf(() => validateBirthDate({ day: 1.5, month: 1, year: 1990 }))).toBe('day');
    expect(fieldOf(() => validateBirthDate({ day: 1, month: Number.NaN, year: 1990 }))).toBe('month');
    expect(fieldOf(() => validateBirthDate({ day: 1, month: 1, year: 1990.2 }))).toBe('year');
  });

  test('DD MM YYYY digits keep leading zeros: 5 March 1990 -> 0 5 0 3 1 9 9 0', () => {
    expect(dateDigits({ day: 5, month: 3, year: 1990 })).toEqual([0, 5, 0, 3, 1, 9, 9, 0]);
  });
});
