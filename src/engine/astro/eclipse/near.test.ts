// eclipseNear against the full search (nextEclipses): for each eclipse of 2025-2028 seen from three places, asked
// at its maximum give or take a few hours it answers the same kind, maximum, visibility and sutak; asked half a
// lunation later (the opposite syzygy) it answers an eclipse exactly when the full search finds one within the day.
import { beforeAll, describe, expect, test } from 'vitest';
import { EPHE_PATH } from '../../../../test/reference/eclipse/fixtures.ts';
import { initEphemeris } from '../sweph/index.ts';
import { eclipseNear, nextEclipses, type Eclipse } from './index.ts';

beforeAll(() => initEphemeris(EPHE_PATH));

const JD_2025 = 2460676.5;
const HALF_LUNATION = 29.530589 / 2;
const PLACES = [
  { latitude: 28.6139, longitude: 77.209, elevation: 0 },
  { latitude: 40.71, longitude: -74.0, elevation: 0 },
  { latitude: -33.87, longitude: 151.21, elevation: 0 },
];

const sutakOf = (e: Eclipse) =>
  e.sutak.start === null || e.sutak.end === null ? null : { start: e.sutak.start.jdUt, end: e.sutak.end.jdUt };

describe('eclipseNear', () => {
  test.each(PLACES)('as nextEclipses at %o', (place) => {
    const all = nextEclipses({ fromJdUt: JD_2025, count: 16, ...place });
    let visible = 0;
    for (const [k, e] of all.entries()) {
      const at = e.maximum.jdUt + ((k % 3) - 1) * 0.2;
      expect(eclipseNear(e.kind, at, 1, place)).toEqual({
        kind: e.kind,
        maximumJdUt: e.maximum.jdUt,
        locallyVisible: e.locallyVisible,
        sutak: sutakOf(e),
      });
      if (e.locallyVisible) visible++;
      const later = e.maximum.jdUt + HALF_LUNATION;
      const [next] = nextEclipses({ fromJdUt: later - 1, count: 1, kinds: [e.kind], ...place });
      const expected =
        next !== undefined && Math.abs(next.maximum.jdUt - later) < 1
          ? { kind: e.kind, maximumJdUt: next.maximum.jdUt, locallyVisible: next.locallyVisible, sutak: sutakOf(next) }
          : null;
      expect(eclipseNear(e.kind, later, 1, place)).toEqual(expected);
    }
    expect(visible).toBeGreaterThan(0);
  });
});
