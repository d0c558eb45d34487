// A graha within an arc-second of a sign edge is placed by its computed longitude, and the chart says how close it is.
import path from 'node:path';
import { beforeAll, expect, test } from 'vitest';
import { initEphemeris } from '../../astro/sweph/index.ts';
import { epochMsFromJulianDay } from '../../astro/time.ts';
import { SIGNS } from '../../vocabulary/names.ts';
import { nextSankranti } from '../events/solar-lunar.ts';
import { computeChart } from './compute.ts';

/** A JD UT as a UTC civil date and time to the second. */
function utcInput(jdUt: number) {
  const iso = new Date(Math.round(epochMsFromJulianDay(jdUt) / 1000) * 1000).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 19), latitude: 28.6139, longitude: 77.209, utcOffset: '+00:00' };
}

beforeAll(() => initEphemeris(path.resolve(import.meta.dirname, '../../../../data/ephe')));

test('the Sun a few seconds either side of its ingress: sign by longitude, margin under 1 arc-second', () => {
  const s = nextSankranti(2460676.5); // the first sankranti of 2025 (Makara, mid-January)
  for (const offsetSeconds of [-5, 5]) {
    const chart = computeChart(utcInput(s.jdUt + offsetSeconds / 86_400));
    const sun = chart.grahas.Sun;
    expect(sun.signMarginArcsec).toBeLessThan(1);
    expect(sun.signIndex).toBe(Math.floor(sun.longitude / 30));
    const entered = SIGNS.indexOf(s.sign);
    expect(sun.signIndex).toBe(offsetSeconds < 0 ? (entered + 11) % 12 : entered);
    expect(sun.vargas.D9.marginArcsec).toBeLessThan(1); // a sign edge is an edge of every varga part too
  }
});
