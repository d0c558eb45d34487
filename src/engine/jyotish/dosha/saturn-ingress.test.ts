// Saturn's sign crossings against bisection on swetest (fixtures/saturn-ingress.json, see fixtures/README.md):
// every crossing in three windows (1900-1915, 1985-2045, 2200-2215), retrograde ones and the 10-day 2041 re-entry
// included, must be found, in the same direction, within 1 s.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { initEphemeris } from '../../astro/sweph/index.ts';
import { clearSaturnCrossingCache, saturnCrossingsCached } from './saturn-crossing-cache.ts';
import { saturnCrossings } from './saturn-ingress.ts';
import { record, report, worst } from '../../../../test/support/accuracy.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
interface FixtureCase {
  jd_ut: number;
  from_sign: number;
  to_sign: number;
  forward: boolean;
}
const fixture = JSON.parse(readFileSync(path.join(import.meta.dirname, 'fixtures/saturn-ingress.json'), 'utf8')) as {
  meta: { windows_jd_ut: [number, number][] };
  cases: FixtureCase[];
};

beforeAll(() => initEphemeris(path.join(ROOT, 'data/ephe')));

describe('Saturn sign crossings', () => {
  test.each([
    ['the direct scan', 'dosha.saturn-crossings.swetest', saturnCrossings],
    ['the ten-year block memo', 'dosha.saturn-crossings-memo.swetest', saturnCrossingsCached],
  ])('every crossing swetest shows, and no other, within 1 s: %s', (label, id, crossings) => {
    const w = worst();
    let count = 0;
    for (const [start, days] of fixture.meta.windows_jd_ut) {
      // The fixture lists days start, start + 1, ..., start + days - 1.
      const end = start + days - 1;
      const expected = fixture.cases.filter((c) => c.jd_ut >= start && c.jd_ut <= end);
      const found = crossings(start, end, 'lahiri');
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
        id,
        quantity:
          `Saturn entering a sidereal sign (retrograde crossings included), 1900-1915, 1985-2045, 2200-2215, ` +
          `by ${label}`,
        reference: 'swetestBisection',
        unit: 's',
        tolerance: 1,
      },
      w,
    );
    expect(count).toBe(fixture.cases.length);
    expect(w.max).toBeLessThanOrEqual(1);
  });

  test('the memo answers the same whatever was asked first (blocks on a fixed grid)', () => {
    const windows: [number, number][] = [
      [2450000, 2469000],
      [2455123.4, 2457000.1],
      [2440000, 2452000],
    ];
    const answer = () => windows.map(([a, b]) => saturnCrossingsCached(a, b, 'lahiri'));
    clearSaturnCrossingCache();
    const first = answer();
    clearSaturnCrossingCache();
    saturnCrossingsCached(2452000, 2453000, 'lahiri'); // warm one block from another request
    expect(answer()).toEqual(first);
    // and the same as one direct scan over each window, within the 1 s tolerance
    windows.forEach(([a, b], i) => {
      const direct = saturnCrossings(a, b, 'lahiri');
      expect(first[i]!.map((c) => [c.fromSign, c.toSign, c.direct])).toEqual(
        direct.map((c) => [c.fromSign, c.toSign, c.direct]),
      );
      direct.forEach((c, j) => expect(Math.abs(c.jdUt - first[i]![j]!.jdUt) * 86_400).toBeLessThan(1));
    });
  });

  test(
    'the fixture holds retrograde crossings, one of them 10 days after the forward one (a station near the ' +
      'boundary)',
    () => {
      // Checks the fixture exercises what the bracketing must survive: 2041-01-27 forward into Libra, 2041-02-06 back.
      const retro = fixture.cases.filter((c) => !c.forward);
      expect(retro.length).toBeGreaterThan(10);
      const gaps = fixture.cases.slice(1).map((c, i) => c.jd_ut - (fixture.cases[i]?.jd_ut ?? 0));
      expect(Math.min(...gaps)).toBeLessThan(STEP_CHECK_DAYS);
    },
  );
});

/** The engine brackets with 30-day steps; the fixture must contain a pair of crossings much closer than that. */
const STEP_CHECK_DAYS = 11;
