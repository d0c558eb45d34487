// Solar returns against bisection on swetest (test/reference/tajika/solar-returns.json): 5 births, 3 ages each.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { signedDiff } from '../../vocabulary/angles.ts';
import { siderealPosition } from '../../astro/positions.ts';
import { initEphemeris } from '../../astro/sweph/index.ts';
import { solarReturn } from './solar-return.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const fixture = JSON.parse(readFileSync(path.join(ROOT, 'test/reference/tajika/solar-returns.json'), 'utf8')) as {
  cases: { birth: string; birth_jd_ut: number; natal_sun: number; age: number; return_jd_ut: number }[];
};

/** The fixture prints longitudes to 1e-7 degree (0.01 s of the Sun's motion); 1 s is the event-time standard. */
const RETURN_TOL_S = 1;
const NATAL_SUN_TOL_ARCSEC = 0.01;

beforeAll(() => initEphemeris(path.join(ROOT, 'data/ephe')));

describe('solar return (varsha pravesha)', () => {
  test(`${fixture.cases.length} returns 1825-2100 within ${RETURN_TOL_S} s of swetest bisection`, () => {
    let worst = 0;
    let worstSun = 0;
    for (const c of fixture.cases) {
      const natal = siderealPosition(c.birth_jd_ut, 'Sun').longitude;
      worstSun = Math.max(worstSun, Math.abs(signedDiff(natal, c.natal_sun)) * 3600);
      const jd = solarReturn(c.birth_jd_ut, natal, c.age);
      worst = Math.max(worst, Math.abs(jd - c.return_jd_ut) * 86_400);
    }
    console.info(`solar return vs swetest: max error ${worst.toFixed(3)} s over ${fixture.cases.length} (tolerance ${RETURN_TOL_S} s); natal Sun max ${worstSun.toFixed(4)}"`);
    expect(worstSun).toBeLessThanOrEqual(NATAL_SUN_TOL_ARCSEC);
    expect(worst).toBeLessThanOrEqual(RETURN_TOL_S);
  });

  test('age 0 is the birth itself; the Sun is back at its natal longitude at every return', () => {
    const c = fixture.cases[0];
    if (c === undefined) throw new Error('empty fixture');
    const natal = siderealPosition(c.birth_jd_ut, 'Sun').longitude;
    expect(solarReturn(c.birth_jd_ut, natal, 0)).toBe(c.birth_jd_ut);
    const jd = solarReturn(c.birth_jd_ut, natal, 40);
    expect(Math.abs(signedDiff(siderealPosition(jd, 'Sun').longitude, natal))).toBeLessThan(1e-4); // 0.36", 9 s of motion
  });
});
