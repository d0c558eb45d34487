// Fixture: test/reference/panchanga/boundaries.json (limb boundaries and new moons from a scan of swetest's
// sidereal longitudes plus bisection, generate.py).
import { beforeAll, describe, expect, test } from 'vitest';
import { EPHE_PATH, fixture, type BoundariesFixture } from '../../../../test/reference/panchanga/fixtures.ts';
import { record, report, worst } from '../../../../test/support/accuracy.ts';
import { signedDiff } from '../../vocabulary/angles.ts';
import { initEphemeris } from '../../astro/sweph/index.ts';
import { SECONDS_PER_DAY } from '../../astro/time.ts';
import { angleAt, crossing, limbEnd, limbSpan, limbStart } from './boundary.ts';
import { arcIndex, LIMB_ANGLES, LIMB_IDS } from './limb-angle.ts';

/** Named tolerances, seconds of time. */
const TOL = {
  /** Event times to 1 s. */
  swetest: 1,
  /** Same ephemeris, brute-force bisection: a consistency check, not an independent reference. */
  consistency: 1,
};

const fx = fixture<BoundariesFixture>('boundaries.json');

beforeAll(() => {
  initEphemeris(EPHE_PATH);
});

describe('limb start and end at an instant', () => {
  test(`at each fixture's sunrise, within ${TOL.swetest} s of the swetest scan`, () => {
    const w = worst();
    for (const c of fx.cases) {
      for (const limb of LIMB_IDS) {
        const want = c.limbs[limb];
        const span = limbSpan(c.sunrise_jd_ut, limb);
        expect(span.index, `${c.label} ${limb}`).toBe(want.index);
        record(w, Math.abs(span.startJdUt - want.start_jd_ut) * SECONDS_PER_DAY, `${c.label} ${limb} start`);
        record(w, Math.abs(span.endJdUt - want.end_jd_ut) * SECONDS_PER_DAY, `${c.label} ${limb} end`);
        expect(limbStart(c.sunrise_jd_ut, limb)).toBe(span.startJdUt);
        expect(limbEnd(c.sunrise_jd_ut, limb)).toBe(span.endJdUt);
      }
    }
    report(
      {
        id: 'panchanga.limb-span.swetest',
        quantity: 'limb span (start and end) of the four limbs at the fixture sunrises',
        reference: 'swetestBisection',
        unit: 's',
        tolerance: TOL.swetest,
      },
      w,
    );
    expect(w.count).toBe(8 * fx.cases.length);
    expect(w.max).toBeLessThanOrEqual(TOL.swetest);
  });

  test('each boundary is one: the arc before it is the limb, the arc after it the next', () => {
    const twoSeconds = 2 / SECONDS_PER_DAY;
    for (let i = 0; i < 60; i++) {
      const jd = 2378500.5 + i * 3650.9 + (i % 3) * 0.31;
      for (const limb of LIMB_IDS) {
        const angle = LIMB_ANGLES[limb];
        const s = limbSpan(jd, limb);
        const arcAt = (t: number) => arcIndex(angle, angleAt(angle, t, 'lahiri').angle);
        expect(arcAt(s.startJdUt - twoSeconds), `${limb} JD ${jd}`).toBe((s.index + angle.count - 1) % angle.count);
        expect(arcAt(s.startJdUt + twoSeconds), `${limb} JD ${jd}`).toBe(s.index);
        expect(arcAt(s.endJdUt - twoSeconds), `${limb} JD ${jd}`).toBe(s.index);
        expect(arcAt(s.endJdUt + twoSeconds), `${limb} JD ${jd}`).toBe((s.index + 1) % angle.count);
      }
    }
  });

  test(`consistency check: Newton vs brute-force bisection on the same angle, within ${TOL.consistency} s`, () => {
    const w = worst();
    for (let i = 0; i < 120; i++) {
      const jd = 2378497.5 + i * 1824.77 + (i % 7) * 0.137;
      for (const limb of LIMB_IDS) {
        const angle = LIMB_ANGLES[limb];
        const end = limbEnd(jd, limb);
        const a0 = angleAt(angle, jd, 'lahiri');
        const target = ((arcIndex(angle, a0.angle) + 1) * 360) / angle.count;
        let lo = jd;
        let hi = jd + 1.25;
        while ((hi - lo) * SECONDS_PER_DAY > 0.001) {
          const mid = (lo + hi) / 2;
          if (signedDiff(angleAt(angle, mid, 'lahiri').angle, target) < 0) lo = mid;
          else hi = mid;
        }
        record(w, Math.abs(end - (lo + hi) / 2) * SECONDS_PER_DAY, `${limb} JD ${jd}`);
      }
    }
    report(
      {
        id: 'panchanga.limb-end.own-bisection',
        quantity: 'limb end by Newton',
        reference: 'ownBisection',
        unit: 's',
        tolerance: TOL.consistency,
      },
      w,
    );
    expect(w.count).toBe(480);
    expect(w.max).toBeLessThanOrEqual(TOL.consistency);
  });

  test('the ayanamsa option reaches the search: a Raman nakshatra boundary comes before the Lahiri one', () => {
    const jd = 2460949.53;
    const lahiri = limbSpan(jd, 'nakshatra', { ayanamsa: 'lahiri' });
    expect(limbSpan(jd, 'tithi', { ayanamsa: 'raman' })).toEqual(limbSpan(jd, 'tithi', { ayanamsa: 'lahiri' }));
    // Raman's ayanamsa is 1.45 degrees smaller: at about 13 degrees a day the same boundary comes some 2.6 h sooner,
    // so an hour before Lahiri's end the Raman Moon is already in the next nakshatra.
    const raman = limbSpan(lahiri.endJdUt - 1 / 24, 'nakshatra', { ayanamsa: 'raman' });
    expect(raman.index).toBe((lahiri.index + 1) % 27);
    const hoursEarlier = (lahiri.endJdUt - raman.startJdUt) * 24;
    expect(hoursEarlier).toBeGreaterThan(2);
    expect(hoursEarlier).toBeLessThan(3.2);
  });
});

describe('long crossings (new moons a month away) through the same finder', () => {
  test(`new moons either side of each fixture sunrise within ${TOL.swetest} s of swetest`, () => {
    const w = worst();
    const limb = LIMB_ANGLES.tithi;
    for (const c of fx.cases) {
      const a = angleAt(limb, c.sunrise_jd_ut, 'lahiri');
      const before = crossing(limb, 'lahiri', a, -a.angle);
      const after = crossing(limb, 'lahiri', a, 360 - a.angle);
      record(w, Math.abs(before - c.new_moon_before.jd_ut) * SECONDS_PER_DAY, `${c.label} before`);
      record(w, Math.abs(after - c.new_moon_after.jd_ut) * SECONDS_PER_DAY, `${c.label} after`);
    }
    report(
      {
        id: 'panchanga.new-moon.swetest',
        quantity: 'new moons either side of sunrise',
        reference: 'swetestBisection',
        unit: 's',
        tolerance: TOL.swetest,
      },
      w,
    );
    expect(w.count).toBe(2 * fx.cases.length);
    expect(w.max).toBeLessThanOrEqual(TOL.swetest);
  });
});
