// Jupiter's sign crossings against bisection on swetest (fixtures/jupiter-ingress.json, see fixtures/README.md):
// every crossing in two windows (1985-2045, 2200-2212), retrograde ones included, found in the same direction
// within 1 s; the stays between them tile the window.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { initEphemeris } from '../../astro/sweph/index.ts';
import { clearCrossingCache, signCrossingsCached, signStaysCached } from './crossing-cache.ts';
import { signCrossings, signStays } from './sign-crossings.ts';
import { record, report, worst } from '../../../../test/support/accuracy.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
interface FixtureCase {
  jd_ut: number;
  from_sign: number;
  to_sign: number;
  forward: boolean;
}
const fixture = JSON.parse(readFileSync(path.join(import.meta.dirname, 'fixtures/jupiter-ingress.json'), 'utf8')) as {
  meta: { windows_jd_ut: [number, number][] };
  cases: FixtureCase[];
};

beforeAll(() => initEphemeris(path.join(ROOT, 'data/ephe')));

describe('Jupiter sign crossings', () => {
  test('every crossing swetest shows, and no other, within 1 s', () => {
    const w = worst();
    let count = 0;
    for (const [start, days] of fixture.meta.windows_jd_ut) {
      const end = start + days - 1;
      const expected = fixture.cases.filter((c) => c.jd_ut >= start && c.jd_ut <= end);
      const found = signCrossings('Jupiter', start, end, 'lahiri');
      expect(found.map((c) => [c.fromSign, c.toSign, c.direct])).toEqual(
        expected.map((c) => [c.from_sign, c.to_sign, c.forward]),
      );
      found.forEach((c, i) =>
        record(
          w,
          Math.abs(c.jdUt - (expected[i]?.jd_ut ?? NaN)) * 86_400,
          `JD ${c.jdUt.toFixed(4)} ${c.fromSign} -> ${c.toSign}`,
        ),
      );
      count += found.length;
    }
    report(
      {
        id: 'transit.jupiter-crossings.swetest',
        quantity: 'Jupiter entering a sidereal sign (retrograde crossings included), 1985-2045 and 2200-2212',
        reference: 'swetestBisection',
        unit: 's',
        tolerance: 1,
      },
      w,
    );
    expect(count).toBe(fixture.cases.length);
    expect(fixture.cases.some((c) => !c.forward)).toBe(true);
    expect(w.max).toBeLessThanOrEqual(1);
  });

  test('the stays tile the window and change sign at each crossing', () => {
    const [start, days] = fixture.meta.windows_jd_ut[0] ?? [0, 0];
    const stays = signStays('Jupiter', start, start + days - 1, 'lahiri');
    expect(stays[0]?.startJdUt).toBe(start);
    expect(stays.at(-1)?.endJdUt).toBe(start + days - 1);
    for (let i = 1; i < stays.length; i++) {
      expect(stays[i]?.startJdUt).toBe(stays[i - 1]?.endJdUt);
      expect(stays[i]?.signIndex).not.toBe(stays[i - 1]?.signIndex);
    }
  });

  test("the ten-year block memo gives the direct scan's crossings and stays, whatever was asked first", () => {
    const windows: [number, number][] = [
      [2450000, 2469000],
      [2455123.4, 2457000.1],
      [2440000, 2452000],
    ];
    const answer = () =>
      windows.map(([a, b]) => ({
        crossings: signCrossingsCached('Jupiter', a, b, 'lahiri'),
        stays: signStaysCached('Jupiter', a, b, 'lahiri'),
      }));
    clearCrossingCache();
    const first = answer();
    clearCrossingCache();
    signCrossingsCached('Jupiter', 2452000, 2453000, 'lahiri'); // warm one block from another request
    expect(answer()).toEqual(first);
    let worst = 0;
    windows.forEach(([a, b], i) => {
      const direct = signCrossings('Jupiter', a, b, 'lahiri');
      const memo = first[i]?.crossings ?? [];
      expect(memo.map((c) => [c.fromSign, c.toSign, c.direct])).toEqual(
        direct.map((c) => [c.fromSign, c.toSign, c.direct]),
      );
      memo.forEach((c, k) => (worst = Math.max(worst, Math.abs(c.jdUt - (direct[k]?.jdUt ?? NaN)) * 86_400)));
      expect((first[i]?.stays ?? []).map((s) => s.signIndex)).toEqual(
        signStays('Jupiter', a, b, 'lahiri').map((s) => s.signIndex),
      );
    });
    expect(worst).toBeLessThanOrEqual(1);
  });
});
