// The Sun's horizon crossings by Newton (sun-horizon.ts) against sweph's rise_trans, and against the definition:
// at the instant returned, sweph's own azalt puts the Sun on the rule's horizon.
import { beforeAll, describe, expect, test } from 'vitest';
import { EPHE_PATH } from '../../../test/reference/astro/fixtures.ts';
import { sunHorizonCrossing } from './sun-horizon.ts';
import { swe, SE } from './sweph/binding.ts';
import { initEphemeris } from './sweph/index.ts';
import { riseTrans } from './sweph/rise.ts';
import { horizonRefraction } from './sweph/sky.ts';
import { SECONDS_PER_DAY } from './time.ts';

/** Named tolerances. */
const TOL = {
  /** Seconds from rise_trans where its two fixed steps converge (upper limb, |latitude| <= 52). */
  riseTrans: 0.05,
  /** Arcseconds of altitude left at the instant returned: the definition of the root. */
  altitude: 0.01,
};

const PLACES = [
  [28.61, 77.21],
  [13.08, 80.27],
  [51.5, -0.12],
  [-33.9, 151.2],
  [0, 0],
  [40.7, -74],
  [35.7, 139.7],
  [-52, -70],
] as const;
const geopos: [number, number, number] = [0, 0, 0];

/** The Sun's true altitude above the rule's horizon at `t`, arcseconds, by sweph's azalt (not the solver's trig). */
function altitudeOffHorizon(t: number, rule: 'upper_limb' | 'hindu', lat: number, lon: number): number {
  geopos[0] = lon;
  geopos[1] = lat;
  if (rule === 'hindu') {
    const x = swe.calc_ut(t, SE.SE_SUN, SE.SEFLG_SWIEPH).data;
    return (swe.azalt(t, SE.SE_ECL2HOR, geopos, 0, 0, [x[0] ?? NaN, 0, 1])[1] ?? NaN) * 3600;
  }
  swe.set_topo(lon, lat, 0);
  const x = swe.calc_ut(t, SE.SE_SUN, SE.SEFLG_SWIEPH | SE.SEFLG_EQUATORIAL | SE.SEFLG_TOPOCTR).data;
  const semidiameter = (Math.asin(1_392_000_000 / 2 / 1.495978707e11 / (x[2] ?? NaN)) * 180) / Math.PI;
  const alt = swe.azalt(t, SE.SE_EQU2HOR, geopos, 1013.25, 15, [x[0] ?? NaN, x[1] ?? NaN, 1])[1] ?? NaN;
  return (alt + semidiameter + horizonRefraction(1013.25, 15)) * 3600;
}

beforeAll(() => {
  initEphemeris(EPHE_PATH);
});

describe('Sun rise and set by Newton', () => {
  test(`upper limb: within ${TOL.riseTrans} s of rise_trans, and on the horizon within ${TOL.altitude}"`, () => {
    let maxSeconds = 0;
    let maxAltitude = 0;
    for (const [lat, lon] of PLACES) {
      for (let d = 0; d < 120; d++) {
        const start = 2451545 + d * 30.43 - lon / 360 - 0.5;
        for (const event of ['rise', 'set'] as const) {
          const ours = sunHorizonCrossing(start, event, 'upper_limb', lat, lon, 0);
          const theirs = riseTrans(start, { ipl: SE.SE_SUN, event, hindu: false }, lat, lon, 0);
          expect(ours).toBeGreaterThanOrEqual(start);
          maxSeconds = Math.max(maxSeconds, Math.abs((ours ?? NaN) - (theirs ?? NaN)) * SECONDS_PER_DAY);
          maxAltitude = Math.max(maxAltitude, Math.abs(altitudeOffHorizon(ours ?? NaN, 'upper_limb', lat, lon)));
        }
      }
    }
    expect(maxSeconds).toBeLessThanOrEqual(TOL.riseTrans);
    expect(maxAltitude).toBeLessThanOrEqual(TOL.altitude);
  });

  test('hindu rule: on the horizon where rise_trans stops short (New York, 2001-12-21 set: 2 s)', () => {
    // rise_trans's instant leaves the centre 20" below the horizon, about 2 s of time at that latitude.
    const start = 2451891.3955555554;
    const ours = sunHorizonCrossing(start, 'set', 'hindu', 40.7, -74, 0) ?? NaN;
    const theirs = riseTrans(start, { ipl: SE.SE_SUN, event: 'set', hindu: true }, 40.7, -74, 0) ?? NaN;
    expect(Math.abs(altitudeOffHorizon(ours, 'hindu', 40.7, -74))).toBeLessThanOrEqual(TOL.altitude);
    expect(Math.abs(altitudeOffHorizon(theirs, 'hindu', 40.7, -74))).toBeGreaterThan(10);
    expect(Math.abs(ours - theirs) * SECONDS_PER_DAY).toBeLessThan(3);
  });

  test('the event found is the first at or after the start, even when the start is minutes after one', () => {
    const first = sunHorizonCrossing(2451545.0, 'rise', 'upper_limb', 28.61, 77.21, 0) ?? NaN;
    const next = sunHorizonCrossing(first + 60 / SECONDS_PER_DAY, 'rise', 'upper_limb', 28.61, 77.21, 0) ?? NaN;
    expect(next - first).toBeGreaterThan(0.99);
    expect(next - first).toBeLessThan(1.01);
    expect(sunHorizonCrossing(first - 1 / SECONDS_PER_DAY, 'rise', 'upper_limb', 28.61, 77.21, 0)).toBeCloseTo(
      first,
      9,
    );
  });

  test('beyond 60 degrees of latitude and at the ends of the files it steps aside for rise_trans', () => {
    expect(sunHorizonCrossing(2451545, 'rise', 'upper_limb', 64, 20, 0)).toBeUndefined();
    expect(sunHorizonCrossing(2597641.3, 'rise', 'upper_limb', 23.18, 75.78, 0)).toBeUndefined();
  });
});
