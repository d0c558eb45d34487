import { beforeAll, describe, expect, test } from 'vitest';
import { LIMITS } from '../../limits.ts';
import { EPHE_PATH } from '../../../test/reference/astro/fixtures.ts';
import { FIRST_DATE, LAST_DATE } from './range.ts';
import { initEphemeris } from './sweph/index.ts';
import { dateFromJulianDay, julianDayTT, julianDayUT } from './time.ts';

beforeAll(() => {
  initEphemeris(EPHE_PATH);
});

describe('julian days', () => {
  test('J2000.0 and the Unix epoch', () => {
    expect(julianDayUT(new Date('2000-01-01T12:00:00Z'))).toBe(2451545);
    expect(julianDayUT(Date.UTC(1990, 4, 15, 9))).toBe(2448026.875);
    expect(dateFromJulianDay(2451545).toISOString()).toBe('2000-01-01T12:00:00.000Z');
  });

  test('TT - UT is the Swiss Ephemeris Delta T (63.8 s at J2000, 1.7 s-ish in 1900)', () => {
    const j2000 = new Date('2000-01-01T12:00:00Z');
    expect((julianDayTT(j2000) - julianDayUT(j2000)) * 86400).toBeCloseTo(63.8, 0);
    const y1900 = new Date('1900-01-01T00:00:00Z');
    expect(Math.abs((julianDayTT(y1900) - julianDayUT(y1900)) * 86400)).toBeLessThan(5);
  });

  test('range: 1800-01-01 02:00 UTC .. 2399-12-31 23:59:59 UTC', () => {
    expect(() => julianDayUT(new Date('1799-12-31T23:59:59Z'))).toThrow(
      expect.objectContaining({ code: 'DATE_OUT_OF_RANGE' }),
    );
    // Planet files need the light-time instant too: the first hours of 1800 are refused with a clear message.
    expect(() => julianDayUT(new Date('1800-01-01T01:00:00Z'))).toThrow(
      /outside the supported range 1800-01-01 02:00 UTC/,
    );
    expect(julianDayUT(new Date('1800-01-01T02:00:00Z'))).toBeCloseTo(2378496.5833, 4);
    expect(julianDayUT(new Date('2399-12-31T23:59:59Z'))).toBeLessThan(2597641.5);
    expect(() => julianDayUT(new Date('2400-01-01T00:00:00Z'))).toThrow(
      expect.objectContaining({ code: 'DATE_OUT_OF_RANGE' }),
    );
    expect(() => julianDayUT(Number.NaN)).toThrow(expect.objectContaining({ code: 'DATE_OUT_OF_RANGE' }));
  });

  test('the published limits name the same dates', () => {
    expect(LIMITS.ephemerisRange).toEqual({ first: FIRST_DATE, last: LAST_DATE });
  });
});
