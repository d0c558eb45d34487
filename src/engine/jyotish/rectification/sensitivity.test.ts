// Birth-time sensitivity against the chart itself: on 24 births (all latitudes the chart computes up to 69 degrees,
// both hemispheres, daylight-saving changes inside the window, windows of 5 to 240 minutes), every change reported
// is checked by computing the chart one second on each side of it: the value before it is the value stated, the
// value beyond it is the one reported. The value also holds just inside each end of its span, and a birth stated on
// the second of a lagna change is flagged.
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { resolveMoment } from '../../astro/moment.ts';
import { initEphemeris } from '../../astro/sweph/index.ts';
import { epochMsFromJulianDay, julianDayUT } from '../../astro/time.ts';
import { GRAHAS } from '../../vocabulary/names.ts';
import { computeChart } from '../chart/compute.ts';
import type { Chart } from '../chart/types.ts';
import { currentDasha, vimshottari } from '../dasha/vimshottari.ts';
import { lagnaIngresses } from '../events/lagna-ingress.ts';
import { birthTimeSensitivity, type Sensitivity } from './sensitivity.ts';

beforeAll(() => initEphemeris(path.resolve(import.meta.dirname, '../../../../data/ephe')));

interface Birth {
  name: string;
  date: string;
  time: string;
  latitude: number;
  longitude: number;
  window: number;
}

const BIRTHS: Birth[] = [
  { name: 'Lucknow', date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95, window: 30 },
  { name: 'Delhi', date: '1947-08-15', time: '00:00', latitude: 28.61, longitude: 77.21, window: 60 },
  { name: 'Mumbai', date: '1969-07-20', time: '05:17', latitude: 19.08, longitude: 72.88, window: 45 },
  { name: 'Chennai', date: '1977-03-09', time: '05:45', latitude: 13.08, longitude: 80.27, window: 120 },
  { name: 'Kolkata', date: '2001-01-01', time: '23:59', latitude: 22.57, longitude: 88.36, window: 30 },
  { name: 'Bengaluru', date: '2012-02-29', time: '12:00', latitude: 12.97, longitude: 77.59, window: 240 },
  { name: 'Kathmandu', date: '1985-05-05', time: '03:33', latitude: 27.72, longitude: 85.32, window: 15 },
  { name: 'Colombo', date: '1995-09-09', time: '09:09', latitude: 6.93, longitude: 79.86, window: 30 },
  { name: 'Singapore equator-near', date: '2020-06-21', time: '18:40', latitude: 1.35, longitude: 103.82, window: 90 },
  { name: 'Quito equator', date: '1999-12-31', time: '23:30', latitude: -0.18, longitude: -78.47, window: 60 },
  { name: 'Sydney', date: '1988-01-26', time: '10:10', latitude: -33.87, longitude: 151.21, window: 30 },
  { name: 'Cape Town', date: '1994-04-27', time: '07:00', latitude: -33.92, longitude: 18.42, window: 60 },
  { name: 'Buenos Aires', date: '1978-06-25', time: '15:00', latitude: -34.6, longitude: -58.38, window: 30 },
  { name: 'London', date: '1966-07-30', time: '16:45', latitude: 51.51, longitude: -0.13, window: 30 },
  { name: 'New York DST start', date: '2021-03-14', time: '01:50', latitude: 40.71, longitude: -74.01, window: 30 },
  { name: 'New York DST end', date: '2021-11-07', time: '00:40', latitude: 40.71, longitude: -74.01, window: 90 },
  { name: 'Berlin DST start', date: '2019-03-31', time: '01:45', latitude: 52.52, longitude: 13.41, window: 30 },
  { name: 'Toronto', date: '1960-10-10', time: '20:20', latitude: 43.65, longitude: -79.38, window: 30 },
  { name: 'Reykjavik', date: '2005-12-21', time: '12:00', latitude: 64.15, longitude: -21.94, window: 30 },
  { name: 'Anchorage', date: '1983-06-21', time: '02:00', latitude: 61.22, longitude: -149.9, window: 60 },
  { name: 'Murmansk', date: '1975-02-01', time: '08:00', latitude: 68.97, longitude: 33.07, window: 30 },
  { name: 'Tromso', date: '2010-09-23', time: '14:00', latitude: 69.65, longitude: 18.96, window: 20 },
  { name: 'Tokyo', date: '1984-03-02', time: '03:10', latitude: 35.68, longitude: 139.69, window: 5 },
  { name: 'Honolulu', date: '1961-08-04', time: '19:24', latitude: 21.31, longitude: -157.86, window: 30 },
];

const LATER = julianDayUT(Date.parse('2026-11-28T12:00:00Z'));

/** The chart at a whole second in UTC, as the chart route computes it. */
function chartAtSecond(epochMs: number, b: Birth): Chart {
  const iso = new Date(epochMs).toISOString();
  return computeChart({
    date: iso.slice(0, 10),
    time: iso.slice(11, 19),
    latitude: b.latitude,
    longitude: b.longitude,
    utcOffset: '+00:00',
  });
}

/** An item's value as the chart reads it. */
function valueOf(chart: Chart, item: string): string {
  const lagnaVarga = /^d(\d+)_lagna$/.exec(item);
  if (item === 'lagna') return chart.lagna.sign;
  if (lagnaVarga !== null) return chart.lagna.vargas[`D${lagnaVarga[1]}` as 'D9'].sign;
  const moon = chart.grahas.Moon;
  if (item === 'moon_pada') return `${moon.nakshatra} ${moon.pada}`;
  if (item.includes('dasha')) {
    const v = vimshottari(moon.longitude, chart.moment.jdUt);
    const at = item.endsWith('at_birth') ? chart.moment.jdUt : LATER;
    const lords = currentDasha(v, at, 2).map((p) => p.lord);
    return item.startsWith('maha') ? (lords[0] ?? 'none') : lords.join('/') || 'none';
  }
  const [g = '', what] = item.split('_');
  const graha = GRAHAS.find((x) => x.toLowerCase() === g);
  if (graha === undefined) throw new Error(`unknown item ${item}`);
  const p = chart.grahas[graha];
  return what === 'sign' ? p.sign : what === 'nakshatra' ? p.nakshatra : String(p.house);
}

function sensitivityOf(b: Birth): { results: Sensitivity[]; jdUt: number } {
  const m = resolveMoment({ date: b.date, time: b.time, latitude: b.latitude, longitude: b.longitude });
  const results = birthTimeSensitivity({
    jdUt: m.jdUt,
    latitude: b.latitude,
    longitude: b.longitude,
    ayanamsa: 'lahiri',
    nodeType: 'mean',
    windowMinutes: b.window,
    laterJdUt: LATER,
    dashaYearDays: 365.25,
  });
  return { results, jdUt: m.jdUt };
}

/** The kind of an item, for counting: lagna, varga, pada, sign, nakshatra, house, dasha. */
const kindOf = (item: string) =>
  item === 'lagna'
    ? 'lagna'
    : /^d\d+_lagna$/.test(item)
      ? 'varga'
      : item.includes('dasha')
        ? 'dasha'
        : item.split('_')[1]!;

describe('every reported change, checked a second either side on the chart', () => {
  let checked = 0;
  const kinds = new Map<string, number>();
  test.each(BIRTHS)('$name $date $time, window $window minutes', (b) => {
    const { results, jdUt } = sensitivityOf(b);
    const birthMs = epochMsFromJulianDay(jdUt);
    const stated = chartAtSecond(Math.round(birthMs / 1000) * 1000, b);
    expect(results).toHaveLength(6 + 9 * 3 + 4);
    for (const r of results) {
      expect(r.value, `${r.item} at the stated time`).toBe(valueOf(stated, r.item));
      for (const [c, side] of [
        [r.before, -1],
        [r.after, 1],
      ] as const) {
        if (c === null) continue;
        const ms = epochMsFromJulianDay(c.jdUt);
        expect(Math.abs(c.minutes)).toBeLessThanOrEqual(b.window);
        // Whole seconds at least one second from the change, on each side of it.
        const near = side < 0 ? Math.ceil((ms + 1000) / 1000) * 1000 : Math.floor((ms - 1000) / 1000) * 1000;
        const far = side < 0 ? Math.floor((ms - 1000) / 1000) * 1000 : Math.ceil((ms + 1000) / 1000) * 1000;
        if (!r.onBoundary) expect(valueOf(chartAtSecond(near, b), r.item), `${r.item} just inside`).toBe(r.value);
        expect(valueOf(chartAtSecond(far, b), r.item), `${r.item} beyond ${side}`).toBe(c.value);
        checked++;
        kinds.set(kindOf(r.item), (kinds.get(kindOf(r.item)) ?? 0) + 1);
      }
    }
  });
  test('the births gave changes of every kind to check', () => {
    console.log(
      `birth-time sensitivity: ${checked} changes checked against the chart one second either side ` +
        `(${[...kinds].map(([k, n]) => `${k} ${n}`).join(', ')})`,
    );
    expect(checked).toBeGreaterThan(200);
    for (const kind of ['lagna', 'varga', 'pada', 'sign', 'nakshatra', 'house', 'dasha'])
      expect(kinds.get(kind) ?? 0, kind).toBeGreaterThan(0);
  });
});

test('a birth stated on the second of a lagna change is flagged, and its summary says so', () => {
  const b = BIRTHS[0]!;
  const from = resolveMoment({ ...b, time: '12:00' }).jdUt;
  const ingress = lagnaIngresses(from, from + 1, b.latitude, b.longitude, 'lahiri')[0]!;
  const ms = Math.round(epochMsFromJulianDay(ingress.jdUt) / 1000) * 1000;
  const results = birthTimeSensitivity({
    jdUt: julianDayUT(ms),
    latitude: b.latitude,
    longitude: b.longitude,
    ayanamsa: 'lahiri',
    nodeType: 'mean',
    windowMinutes: 10,
    laterJdUt: LATER,
    dashaYearDays: 365.25,
  });
  const lagna = results.find((r) => r.item === 'lagna')!;
  expect(lagna.onBoundary).toBe(true);
  const change = lagna.before ?? lagna.after;
  expect(Math.abs(change!.minutes) * 60).toBeLessThan(1);
});

test('the ascendant near the polar circle: changes are found and hold a second either side', () => {
  // Tromso in the long summer: the ascendant races through some signs; the search halves its step instead of
  // passing a sign.
  const b: Birth = {
    name: 'Tromso',
    date: '2010-06-21',
    time: '11:00',
    latitude: 69.65,
    longitude: 18.96,
    window: 240,
  };
  const { results } = sensitivityOf(b);
  const lagna = results.find((r) => r.item === 'lagna')!;
  expect(lagna.before ?? lagna.after).not.toBeNull();
});
