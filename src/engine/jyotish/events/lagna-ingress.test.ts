// Ascendant sign entries against an independent scan: the ascendant sampled every 20 s, each change of sign then
// bisected to 0.01 s (no Newton, no bracketing by steps). The ascendant itself agrees with swetest within 0.0002"
// over 30 births (test/reference/charts). Tolerance 1 s, as for every boundary.
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { ascendant } from '../../astro/houses.ts';
import { initEphemeris } from '../../astro/sweph/index.ts';
import { lagnaIngresses, lagnaSpans } from './lagna-ingress.ts';
import { record, report, worst } from '../../../../test/support/accuracy.ts';

beforeAll(() => initEphemeris(path.resolve(import.meta.dirname, '../../../../data/ephe')));

const TOLERANCE_S = 1;
const PLACES = [
  { name: 'New Delhi 2024-03-20', jd: 2460389.5, lat: 28.6139, lon: 77.209 },
  { name: 'Chennai 1950-07-01', jd: 2433463.5, lat: 13.0827, lon: 80.2707 },
  { name: 'Quito 2000-01-01 (equator)', jd: 2451544.5, lat: -0.18, lon: -78.47 },
  { name: 'Sydney 2031-12-21', jd: 2463221.5, lat: -33.87, lon: 151.21 },
  { name: 'Oslo 1900-06-21', jd: 2415191.5, lat: 59.91, lon: 10.75 },
  { name: 'Reykjavik 2099-09-23 (64 deg)', jd: 2487775.5, lat: 64.15, lon: -21.94 },
];

function scan(from: number, to: number, lat: number, lon: number): { jdUt: number; signIndex: number }[] {
  const step = 20 / 86400;
  const sign = (t: number) => Math.floor(ascendant(t, lat, lon) / 30);
  const found: { jdUt: number; signIndex: number }[] = [];
  let a = from;
  let sa = sign(a);
  for (let b = from + step; a < to; b += step) {
    const sb = sign(Math.min(b, to));
    if (sb !== sa) {
      let lo = a;
      let hi = Math.min(b, to);
      while ((hi - lo) * 86400 > 0.01) {
        const mid = (lo + hi) / 2;
        if (sign(mid) === sa) lo = mid;
        else hi = mid;
      }
      found.push({ jdUt: hi, signIndex: sb });
    }
    a = b;
    sa = sb;
  }
  return found;
}

describe('lagna ingresses', () => {
  test('every sign entry over a day at six places, 0 to 64 degrees, agrees with a fine scan', () => {
    const w = worst();
    for (const p of PLACES) {
      const ours = lagnaIngresses(p.jd, p.jd + 1, p.lat, p.lon);
      const ref = scan(p.jd, p.jd + 1, p.lat, p.lon);
      expect(
        ours.map((e) => e.signIndex),
        p.name,
      ).toEqual(ref.map((e) => e.signIndex));
      ours.forEach((e, i) => record(w, Math.abs(e.jdUt - (ref[i]?.jdUt ?? NaN)) * 86400, `${p.name} entry ${i}`));
      // In 24 h (a little more than one sidereal day) every sign rises, one of them twice at most.
      expect(new Set(ours.map((e) => e.signIndex)).size, p.name).toBe(12);
      expect(ours.length).toBeLessThanOrEqual(13);
    }
    report(
      {
        id: 'events.lagna-ingress.own-bisection',
        quantity: 'lagna (ascendant) sign entries, a day at six places 0-64 deg, against a 20 s scan and bisection',
        reference: 'ownBisection',
        unit: 's',
        tolerance: TOLERANCE_S,
      },
      w,
    );
    expect(w.max).toBeLessThanOrEqual(TOLERANCE_S);
  });

  test('spans tile the window: each ends where the next starts, the first and last are partial', () => {
    const p = PLACES[0]!;
    const spans = lagnaSpans(p.jd, p.jd + 1, p.lat, p.lon);
    expect(spans[0]!.startJdUt).toBe(p.jd);
    expect(spans.at(-1)!.endJdUt).toBe(p.jd + 1);
    expect([spans[0]!.complete, spans.at(-1)!.complete]).toEqual([false, false]);
    for (let i = 1; i < spans.length; i++) {
      expect(spans[i]!.startJdUt).toBe(spans[i - 1]!.endJdUt);
      expect(spans[i]!.signIndex).toBe((spans[i - 1]!.signIndex + 1) % 12);
    }
    // the sign rising at the window's start is the ascendant's sign then
    expect(spans[0]!.signIndex).toBe(Math.floor(ascendant(p.jd, p.lat, p.lon) / 30));
  });

  test('refused inside the polar circles, with the reason', () => {
    expect(() => lagnaIngresses(2460389.5, 2460390.5, 69.65, 18.96)).toThrow(
      expect.objectContaining({ code: 'VALUE_OUT_OF_RANGE' }),
    );
    expect(() => lagnaIngresses(2460389.5, 2460390.5, 69.65, 18.96)).toThrow(/never rise/);
  });
});
