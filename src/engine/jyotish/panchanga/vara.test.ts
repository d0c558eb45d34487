// Vara: the Vedic day runs sunrise to sunrise.
import { beforeAll, describe, expect, test } from 'vitest';
import { EPHE_PATH } from '../../../../test/reference/panchanga/fixtures.ts';
import { initEphemeris } from '../../astro/sweph/index.ts';
import { civilWeekday, varaAt, vedicWeekday } from './vara.ts';

beforeAll(() => {
  initEphemeris(EPHE_PATH);
});

const BANGALORE = { latitude: 12.9716, longitude: 77.5946 };

describe('vara', () => {
  test('civil weekdays', () => {
    expect(civilWeekday('2025-10-01')).toBe(3);
    expect(civilWeekday('1900-01-01')).toBe(1);
    expect(civilWeekday('2000-02-29')).toBe(2);
  });

  test('before sunrise the previous weekday, after it the civil one (Wednesday 2025-10-01, sunrise 06:08:57)', () => {
    expect(varaAt({ date: '2025-10-01', time: '03:15', ...BANGALORE }).vara.name).toBe('Tuesday');
    expect(varaAt({ date: '2025-10-01', time: '06:08', ...BANGALORE }).vara.name).toBe('Tuesday');
    expect(varaAt({ date: '2025-10-01', time: '06:10', ...BANGALORE }).vara).toMatchObject({
      name: 'Wednesday',
      vara: 'Budhavara',
      lord: 'Mercury',
    });
    expect(varaAt({ date: '2025-10-01', time: '23:59', ...BANGALORE }).vara.name).toBe('Wednesday');
    // The disc-centre rule rises about 3.5 minutes later.
    expect(varaAt({ date: '2025-10-01', time: '06:10', ...BANGALORE, sunriseRule: 'hindu' }).vara.name).toBe('Tuesday');
  });

  test('Sunday before sunrise is Saturday; with no sunrise the civil weekday stands', () => {
    expect(vedicWeekday('2025-10-05', 0, 1).name).toBe('Saturday');
    expect(vedicWeekday('2025-10-05', 0, null).name).toBe('Sunday');
    const polar = varaAt({ date: '2024-12-21', time: '03:00', latitude: 69.6496, longitude: 18.956 });
    expect(polar).toMatchObject({ rule: 'civil_date', sunriseJdUt: null, vara: { name: 'Saturday' } });
    expect(polar.detail).toMatch(/polar night/);
  });
});
