// Day or night of an annual chart: the last sunrise/sunset rule against the birth panchanga's own reading (sunrise
// and sunset of the local date, an independent path) for births round the clock; polar day and night.
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { initEphemeris } from '../../astro/sweph/index.ts';
import { computeChart } from '../chart/compute.ts';
import { annualChartAt, dayOrNight } from './annual-chart.ts';

beforeAll(() => initEphemeris(path.resolve(import.meta.dirname, '../../../../data/ephe')));

describe('day or night', () => {
  test('agrees with the chart panchanga (sunrise <= t < sunset of the local date) at 24 hours of one day', () => {
    for (let h = 0; h < 24; h++) {
      const chart = computeChart({
        date: '2021-03-14',
        time: `${String(h).padStart(2, '0')}:30`,
        latitude: 40.71,
        longitude: -74.0,
      });
      expect(dayOrNight(chart.moment.jdUt, chart).isDay).toBe(chart.panchanga.dayBirth);
    }
  });

  test('polar day (Longyearbyen in June) and polar night (in December)', () => {
    expect(
      dayOrNight(computeChart({ date: '2000-06-10', time: '00:30', latitude: 78.2, longitude: 15.6 }).moment.jdUt, {
        latitude: 78.2,
        longitude: 15.6,
        sunriseRule: 'upper_limb',
      }),
    ).toEqual({ isDay: true, dayNightBasis: 'polar_day' });
    expect(
      dayOrNight(computeChart({ date: '2000-12-10', time: '12:30', latitude: 78.2, longitude: 15.6 }).moment.jdUt, {
        latitude: 78.2,
        longitude: 15.6,
        sunriseRule: 'upper_limb',
      }),
    ).toEqual({ isDay: false, dayNightBasis: 'polar_night' });
  });

  test("the annual chart keeps the birth place, ayanamsa and node type, in the birth zone's clock time", () => {
    const natal = computeChart(
      { date: '1985-03-10', time: '02:30', latitude: 40.71, longitude: -74.0 },
      { nodeType: 'true' },
    );
    const jd = natal.moment.jdUt + 39 * 365.256363;
    const a = annualChartAt(natal, jd);
    expect(a.chart.nodeType).toBe('true');
    expect(a.chart.latitude).toBe(natal.latitude);
    expect(Math.abs(a.chart.moment.jdUt - jd) * 86_400).toBeLessThanOrEqual(0.5);
    expect(a.chart.moment.offsetMinutes).toBe(-240); // 2024-03-10 after 02:00 local: New York on daylight time
  });
});
