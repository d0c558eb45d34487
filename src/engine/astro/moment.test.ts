import { beforeAll, describe, expect, test } from 'vitest';
import { EPHE_PATH } from '../../../test/reference/astro/fixtures.ts';
import { localDay } from './local-day.ts';
import { EngineError } from '../errors.ts';
import { resolveMoment, zoneAt } from './moment.ts';
import { formatOffset, parseOffset } from './offset.ts';
import { initEphemeris } from './sweph/index.ts';
import { dateFromJulianDay } from './time.ts';

beforeAll(() => {
  initEphemeris(EPHE_PATH);
});

const CHENNAI = { latitude: 13.0878, longitude: 80.2785 };
const NEW_YORK = { latitude: 40.7128, longitude: -74.006 };

describe('zone from coordinates', () => {
  test('cities', () => {
    expect(zoneAt(28.6139, 77.209)).toBe('Asia/Kolkata');
    expect(zoneAt(40.7128, -74.006)).toBe('America/New_York');
    expect(zoneAt(69.6496, 18.956)).toBe('Europe/Oslo');
  });

  test('open sea and poles resolve to nautical zones, with a warning', () => {
    expect(zoneAt(0, -150)).toBe('Etc/GMT+10');
    expect(zoneAt(90, 100)).toBe('Etc/GMT-7');
    const sea = resolveMoment({ date: '2020-01-01', time: '12:00', latitude: 0, longitude: -150 });
    expect(sea).toMatchObject({ timezone: 'Etc/GMT+10', offsetIso: '-10:00', utcIso: '2020-01-01T22:00:00Z' });
    expect(sea.warnings.join()).toMatch(/nautical zone/);
    const pole = resolveMoment({ date: '2020-01-01', time: '12:00', latitude: 90, longitude: 0 });
    expect(pole).toMatchObject({ timezone: 'Etc/GMT', offsetMinutes: 0, utcIso: '2020-01-01T12:00:00Z' });
  });
});

describe('IANA history (Asia/Kolkata)', () => {
  test('1905: Madras time +05:21:10', () => {
    const m = resolveMoment({ date: '1905-06-01', time: '12:00', ...CHENNAI });
    expect(m).toMatchObject({
      timezone: 'Asia/Kolkata',
      offsetIso: '+05:21:10',
      utcIso: '1905-06-01T06:38:50Z',
      localIso: '1905-06-01T12:00:00+05:21:10',
      warnings: [],
    });
    expect(m.offsetMinutes).toBeCloseTo(321.1667, 4);
    expect(m.utc.getTime()).toBe(Date.UTC(1905, 5, 1, 6, 38, 50));
  });

  test('1943: war time +06:30; 1950: +05:30', () => {
    expect(resolveMoment({ date: '1943-03-01', time: '12:00', ...CHENNAI })).toMatchObject({
      offsetIso: '+06:30',
      offsetMinutes: 390,
    });
    expect(resolveMoment({ date: '1950-03-01', time: '12:00:30', ...CHENNAI })).toMatchObject({
      offsetIso: '+05:30',
      utcIso: '1950-03-01T06:30:30Z',
      localIso: '1950-03-01T12:00:30+05:30',
    });
  });

  test('jdUt is the julian day of the UTC instant', () => {
    const m = resolveMoment({ date: '1990-05-15', time: '14:30', latitude: 28.6, longitude: 77.2 });
    expect(m.jdUt).toBe(2448026.875);
  });
});

describe('DST changes: the earlier offset, with a warning', () => {
  test('gap: 2021-03-14 02:30 in New York does not exist', () => {
    const m = resolveMoment({ date: '2021-03-14', time: '02:30', ...NEW_YORK });
    expect(m).toMatchObject({ timezone: 'America/New_York', offsetIso: '-05:00', utcIso: '2021-03-14T07:30:00Z' });
    expect(m.warnings).toHaveLength(1);
    expect(m.warnings[0]).toMatch(/does not exist/);
  });

  test('overlap: 2021-11-07 01:30 in New York happens twice; the first (EDT) is taken', () => {
    const m = resolveMoment({ date: '2021-11-07', time: '01:30', ...NEW_YORK });
    expect(m).toMatchObject({ offsetIso: '-04:00', utcIso: '2021-11-07T05:30:00Z' });
    expect(m.warnings).toHaveLength(1);
    expect(m.warnings[0]).toMatch(/occurs twice/);
  });

  test('the 1906 change to IST skipped 8 min 50 s after midnight', () => {
    const m = resolveMoment({ date: '1906-01-01', time: '00:05', ...CHENNAI });
    expect(m).toMatchObject({ offsetIso: '+05:21:10', utcIso: '1905-12-31T18:43:50Z' });
    expect(m.warnings[0]).toMatch(/does not exist/);
  });

  test('a midnight that does not exist (Santiago 2022-09-11): the day starts at 01:00 new time', () => {
    const day = localDay({ date: '2022-09-11', latitude: -33.45, longitude: -70.67 });
    expect(day.timezone).toBe('America/Santiago');
    expect(dateFromJulianDay(day.startJdUt).toISOString()).toBe('2022-09-11T04:00:00.000Z');
    expect((day.endJdUt - day.startJdUt) * 24).toBeCloseTo(23, 6);
    expect(day.warnings.join()).toMatch(/does not exist/);
  });

  test('ordinary times around the changes carry no warning', () => {
    expect(resolveMoment({ date: '2021-03-14', time: '03:30', ...NEW_YORK })).toMatchObject({
      offsetIso: '-04:00',
      warnings: [],
    });
    expect(resolveMoment({ date: '2021-11-07', time: '02:30', ...NEW_YORK })).toMatchObject({
      offsetIso: '-05:00',
      warnings: [],
    });
  });
});

describe('overrides', () => {
  test('IANA timezone override', () => {
    const m = resolveMoment({ date: '2024-07-01', time: '12:00', ...CHENNAI, timezone: 'Europe/London' });
    expect(m).toMatchObject({ timezone: 'Europe/London', offsetIso: '+01:00', utcIso: '2024-07-01T11:00:00Z' });
  });

  test('utc offset override as text or hours, and it wins over timezone', () => {
    expect(resolveMoment({ date: '2024-07-01', time: '12:00', ...NEW_YORK, utcOffset: '+05:30' })).toMatchObject({
      timezone: 'UTC+05:30',
      offsetMinutes: 330,
      offsetIso: '+05:30',
      utcIso: '2024-07-01T06:30:00Z',
    });
    expect(resolveMoment({ date: '2024-07-01', time: '12:00', ...NEW_YORK, utcOffset: -3.5 })).toMatchObject({
      timezone: 'UTC-03:30',
      offsetIso: '-03:30',
      localIso: '2024-07-01T12:00:00-03:30',
    });
    const both = resolveMoment({
      date: '2024-07-01',
      time: '12:00',
      ...NEW_YORK,
      timezone: 'Asia/Tokyo',
      utcOffset: '+05:21:10',
    });
    expect(both).toMatchObject({ timezone: 'UTC+05:21:10', offsetIso: '+05:21:10' });
    expect(both.warnings.join()).toMatch(/ignored/);
  });

  test('offset parsing and formatting', () => {
    expect(parseOffset('+05:30')).toBe(19800);
    expect(parseOffset('-0330')).toBe(-12600);
    expect(parseOffset('+05:21:10')).toBe(19270);
    expect(parseOffset(5.5)).toBe(19800);
    expect(formatOffset(0)).toBe('+00:00');
    expect(formatOffset(-12600)).toBe('-03:30');
    expect(formatOffset(19270)).toBe('+05:21:10');
    for (const bad of ['5:30', '+05:60', '+19:00', 'IST']) expect(() => parseOffset(bad)).toThrow();
  });
});

describe('input errors name the field', () => {
  const ok = { date: '2024-07-01', time: '12:00', ...CHENNAI };
  const cases: [Record<string, unknown>, string][] = [
    [{ date: '2023-02-29' }, 'date'],
    [{ date: '01-07-2024' }, 'date'],
    [{ time: '24:00' }, 'time'],
    [{ time: '12h30' }, 'time'],
    [{ latitude: 91 }, 'latitude'],
    [{ longitude: Number.NaN }, 'longitude'],
    [{ timezone: 'Mars/Olympus' }, 'timezone'],
    [{ utcOffset: '+25:00' }, 'utc_offset'],
  ];
  test.each(cases)('%o -> %s', (patch, field) => {
    let caught: unknown;
    try {
      resolveMoment({ ...ok, ...patch });
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(EngineError);
    expect((caught as EngineError).field).toBe(field);
  });

  test('dates outside the ephemeris range', () => {
    expect(() => resolveMoment({ ...ok, date: '1799-12-31' })).toThrow(
      expect.objectContaining({ code: 'DATE_OUT_OF_RANGE' }),
    );
    expect(() => resolveMoment({ ...ok, date: '2400-01-01', utcOffset: '-05:00' })).toThrow(
      expect.objectContaining({ code: 'DATE_OUT_OF_RANGE' }),
    );
    expect(resolveMoment({ ...ok, date: '2399-12-31', time: '23:59:59' }).utcIso).toBe('2399-12-31T18:29:59Z');
  });
});
