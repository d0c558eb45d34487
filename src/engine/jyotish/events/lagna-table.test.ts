// The rising-times lagna table against the root finder on the true ascendant (lagna-ingress.ts, itself tested
// against a 20 s scan with bisection): same signs in the same order, every entry within 1 s, over 3 days at five
// places from the equator to 64 degrees.
import path from 'node:path';
import { beforeAll, expect, test } from 'vitest';
import { initEphemeris } from '../../astro/sweph/index.ts';
import { lagnaSpans } from './lagna-ingress.ts';
import { lagnaTable } from './lagna-table.ts';
import { record, report, worst } from '../../../../test/support/accuracy.ts';

beforeAll(() => initEphemeris(path.resolve(import.meta.dirname, '../../../../data/ephe')));

const TOLERANCE_S = 1;
const PLACES = [
  { name: 'New Delhi 2024-03-20', jd: 2460389.5, lat: 28.6139, lon: 77.209 },
  { name: 'Chennai 1950-07-01', jd: 2433463.5, lat: 13.0827, lon: 80.2707 },
  { name: 'Quito 2000-01-01', jd: 2451544.5, lat: -0.18, lon: -78.47 },
  { name: 'Sydney 2031-12-21', jd: 2463221.5, lat: -33.87, lon: 151.21 },
  { name: 'Reykjavik 2099-09-23', jd: 2487775.5, lat: 64.15, lon: -21.94 },
];

test('rising-times lagna table agrees with the true-ascendant root finder within 1 s', () => {
  const w = worst();
  for (const p of PLACES) {
    const ref = lagnaSpans(p.jd, p.jd + 3, p.lat, p.lon);
    const ours = lagnaTable(p.jd, p.jd + 3, p.lat, p.lon);
    expect(
      ours.map((s) => s.signIndex),
      p.name,
    ).toEqual(ref.map((s) => s.signIndex));
    ours.forEach((s, i) =>
      record(w, Math.abs(s.endJdUt - (ref[i]?.endJdUt ?? Number.NaN)) * 86_400, `${p.name} span ${i}`),
    );
  }
  report(
    {
      id: 'events.lagna-table.own-root-finder',
      quantity: 'lagna table (rising times) span ends, 3 days at five places 0-64 deg',
      reference: 'ownLagnaRootFinder',
      unit: 's',
      tolerance: TOLERANCE_S,
    },
    w,
  );
  expect(w.max).toBeLessThanOrEqual(TOLERANCE_S);
});

test('refused beyond 65 degrees latitude', () => {
  expect(() => lagnaTable(2460389.5, 2460390.5, 69.65, 18.96)).toThrow(/never rise/);
});
