// The eclipse wrappers never return a Moshier result, and searches that leave the supported range say so.
// Runs in its own process (vitest forks per file), so switching the ephemeris path here touches no other test.
import { afterAll, describe, expect, test } from 'vitest';
import { EPHE_PATH } from '../../../../test/reference/eclipse/fixtures.ts';
import { END_JD_UT, MIN_JD_UT } from '../range.ts';
import { lunEclipseHow, lunEclipseWhen, solEclipseHow, solEclipseWhenGlob, solEclipseWhere } from '../sweph/eclipse.ts';
import { initEphemeris } from '../sweph/index.ts';
import { nextEclipses, previousEclipses } from './index.ts';

const JD_2018 = 2458119.5;
const LUNAR_2018_MAX = 2458150.0623875;
const DELHI = { latitude: 28.6139, longitude: 77.209 };

afterAll(() => {
  initEphemeris(EPHE_PATH);
});

describe('eclipse wrappers without the Swiss files', () => {
  test('every call is EPHEMERIS_UNAVAILABLE, including those sweph reports no warning for', () => {
    expect(initEphemeris('/nonexistent/ephe').usesSwissFiles).toBe(false);
    expect(() => solEclipseWhenGlob(JD_2018, false)).toThrow(
      expect.objectContaining({ code: 'EPHEMERIS_UNAVAILABLE' }),
    );
    expect(() => solEclipseWhere(2458165.369)).toThrow(expect.objectContaining({ code: 'EPHEMERIS_UNAVAILABLE' }));
    expect(() => solEclipseHow(2458165.369, 28.6, 77.2, 0)).toThrow(
      expect.objectContaining({ code: 'EPHEMERIS_UNAVAILABLE' }),
    );
    expect(() => lunEclipseWhen(JD_2018, false)).toThrow(expect.objectContaining({ code: 'EPHEMERIS_UNAVAILABLE' }));
    // sweph 2.10.3 returns a Moshier result here with an empty error string: caught by the calc_ut confirmation.
    expect(() => lunEclipseHow(LUNAR_2018_MAX, 28.6, 77.2, 0)).toThrow(/did not use the Swiss files/);
    expect(() => nextEclipses({ fromJdUt: JD_2018, count: 1, ...DELHI })).toThrow(
      expect.objectContaining({ code: 'EPHEMERIS_UNAVAILABLE' }),
    );
  });
});

describe('with the files', () => {
  test('the penumbral leftover message of lun_eclipse_when is not an error', () => {
    initEphemeris(EPHE_PATH);
    const r = lunEclipseWhen(2452244.5, false); // 2001-12-01: the penumbral eclipse of 2001-12-30
    expect(r.partialStart).toBeNull();
    expect(r.penumbralStart).not.toBeNull();
  });

  test('a start outside the range, or an eclipse beyond it, is DATE_OUT_OF_RANGE', () => {
    initEphemeris(EPHE_PATH);
    expect(() => nextEclipses({ fromJdUt: END_JD_UT + 1, count: 1, ...DELHI })).toThrow(
      expect.objectContaining({ code: 'DATE_OUT_OF_RANGE' }),
    );
    expect(() => previousEclipses({ fromJdUt: MIN_JD_UT - 1, count: 1, ...DELHI })).toThrow(
      expect.objectContaining({ code: 'DATE_OUT_OF_RANGE' }),
    );
    // Eclipses of late 2399 are served; the next ones fall after 2399-12-31.
    const last = nextEclipses({ fromJdUt: END_JD_UT - 200, count: 1, ...DELHI });
    expect(last[0]!.maximum.jdUt).toBeLessThan(END_JD_UT);
    expect(() => nextEclipses({ fromJdUt: END_JD_UT - 200, count: 12, ...DELHI })).toThrow(
      /outside the supported range/,
    );
    expect(() => previousEclipses({ fromJdUt: MIN_JD_UT + 200, count: 12, ...DELHI })).toThrow(
      expect.objectContaining({ code: 'DATE_OUT_OF_RANGE' }),
    );
  });
});
