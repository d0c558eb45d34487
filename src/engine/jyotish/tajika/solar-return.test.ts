// Solar returns against bisection on swetest (test/reference/tajika/solar-returns.json): 5 births, 3 ages each.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { signedDiff } from '../../vocabulary/angles.ts';
import { siderealPosition } from '../../astro/positions.ts';
import { initEphemeris } from '../../astro/sweph/index.ts';
import { solarReturn } from './solar-return.ts';
import { record, report, worst } from '../../../../test/support/accuracy.ts';

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
    const ret = worst();
    const sun = worst();
    for (const c of fixture.cases) {
      const natal = siderealPosition(c.birth_jd_ut, 'Sun').longitude;
      record(sun, Math.abs(signedDiff(natal, c.natal_sun)) * 3600, `birth JD ${c.birth_jd_ut}`);
      const jd = solarReturn(c.birth_jd_ut, natal, c.age);
      record(ret, Math.abs(jd - c.return_jd_ut) * 86_400, `birth JD ${c.birth_jd_ut} age ${c.age}`);
    }
    report(
      {
        id: 'tajika.solar-return.swetest',
        quantity: 'solar return (varsha pravesha), 5 births x 3 ages, 1825-2100',
        reference: 'swetestBisection',
        unit: 's',
        tolerance: RETURN_TOL_S,
      },
      ret,
    );
    report(
      {
        id: 'tajika.natal-sun.swetest',
        quantity: 'natal Sun of the solar-return births',
        reference: 'swetest',
        unit: 'arcsec',
        tolerance: NATAL_SUN_TOL_ARCSEC,
      },
      sun,
    );
    expect(sun.max).toBeLessThanOrEqual(NATAL_SUN_TOL_ARCSEC);
    expect(ret.max).toBeLessThanOrEqual(RETURN_TOL_S);
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
