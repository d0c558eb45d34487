// Fixtures: test/reference/panchanga/boundaries.json (swetest 2.10.03: sunrise by -rise, limb boundaries by a
// 10-minute scan of swetest's sidereal longitudes and bisection, generate.py) and published.json (Jagannatha Hora).
import { beforeAll, describe, expect, test } from 'vitest';
import {
  EPHE_PATH,
  fixture,
  type BoundariesFixture,
  type FixtureLimb,
  type PublishedFixture,
} from '../../../../test/reference/panchanga/fixtures.ts';
import { record, report, worst } from '../../../../test/support/accuracy.ts';
import { initEphemeris } from '../../astro/sweph/index.ts';
import { SECONDS_PER_DAY } from '../../astro/time.ts';
import { panchangaForDay } from './day.ts';
import type { PanchangaDay } from './types.ts';

/** Named tolerances, seconds of time. */
const TOL = {
  /** Every limb end to 1 s. */
  boundary: 1,
  /** swetest prints rise times to 0.1 s; the astro rise/set tests hold 1 s. */
  sunrise: 1,
  /** Jagannatha Hora, whole seconds, its own ephemeris code. */
  jhora: 60,
};

const fx = fixture<BoundariesFixture>('boundaries.json');
const published = fixture<PublishedFixture>('published.json');
const LIMBS: readonly FixtureLimb[] = ['tithi', 'karana', 'nakshatra', 'yoga'];

beforeAll(() => {
  initEphemeris(EPHE_PATH);
});

const secondsBetween = (a: number, b: number): number => Math.abs(a - b) * SECONDS_PER_DAY;

describe('daily panchanga against swetest boundaries', () => {
  const days = new Map<string, PanchangaDay>();
  const dayOf = (c: BoundariesFixture['cases'][number]): PanchangaDay => {
    const key = `${c.label} ${c.date}`;
    let p = days.get(key);
    if (p === undefined) {
      p = panchangaForDay({
        date: c.date,
        latitude: c.latitude,
        longitude: c.longitude,
        timezone: c.timezone,
        sunriseRule: c.rule,
        ayanamsa: 'lahiri',
      });
      days.set(key, p);
    }
    return p;
  };

  test('the fixtures cover at least 40 place-dates, 1900-2100, latitudes 0-60 N and S', () => {
    const years = fx.cases.map((c) => Number(c.date.slice(0, 4)));
    expect(fx.cases.length).toBeGreaterThanOrEqual(40);
    expect(Math.min(...years)).toBe(1900);
    expect(Math.max(...years)).toBe(2100);
    expect(Math.max(...fx.cases.map((c) => c.latitude))).toBeGreaterThan(59);
    expect(Math.min(...fx.cases.map((c) => c.latitude))).toBeLessThan(-59);
    expect(fx.cases.some((c) => Math.abs(c.latitude) < 1)).toBe(true);
  });

  test(`sunrise and next sunrise within ${TOL.sunrise} s of swetest -rise`, () => {
    const w = worst();
    for (const c of fx.cases) {
      const p = dayOf(c);
      expect(p.day.rule, c.label).toBe('sunrise_to_sunrise');
      record(w, secondsBetween(p.sunrise.jdUt ?? NaN, c.sunrise_jd_ut), `${c.label} ${c.date} sunrise`);
      record(w, secondsBetween(p.nextSunrise?.jdUt ?? NaN, c.next_sunrise_jd_ut), `${c.label} ${c.date} next sunrise`);
    }
    report(
      {
        id: 'panchanga.sunrise.swetest',
        quantity: 'sunrise and next sunrise of the panchanga day, 51 place-dates, both rules',
        reference: 'swetest',
        unit: 's',
        tolerance: TOL.sunrise,
      },
      w,
    );
    expect(w.count).toBe(2 * fx.cases.length);
    expect(w.max).toBeLessThanOrEqual(TOL.sunrise);
  });

  test(`limbs at sunrise: same arcs, start and end within ${TOL.boundary} s of the swetest scan`, () => {
    const w = worst();
    for (const c of fx.cases) {
      const p = dayOf(c);
      for (const limb of LIMBS) {
        const got = p.limbs[limb];
        const want = c.limbs[limb];
        const at = `${c.label} ${c.date} ${limb}`;
        expect(got.index, at).toBe(want.index);
        record(w, secondsBetween(got.start.jdUt, want.start_jd_ut), `${at} start`);
        record(w, secondsBetween(got.end.jdUt, want.end_jd_ut), `${at} end`);
      }
    }
    report(
      {
        id: 'panchanga.limb-ends.swetest',
        quantity: 'start and end of tithi, karana, nakshatra and yoga at sunrise',
        reference: 'swetestBisection',
        unit: 's',
        tolerance: TOL.boundary,
      },
      w,
    );
    expect(w.count).toBe(8 * fx.cases.length);
    expect(w.max).toBeLessThanOrEqual(TOL.boundary);
  });

  test(
    `transitions to the next sunrise: same limbs and values in the same order, instants within ${TOL.boundary} ` + `s`,
    () => {
      const w = worst();
      for (const c of fx.cases) {
        const p = dayOf(c);
        const at = `${c.label} ${c.date}`;
        // Simultaneous changes (a tithi end is also a karana end) may be listed in either order: compare per limb.
        for (const limb of LIMBS) {
          const got = p.transitions.filter((t) => t.limb === limb);
          const want = c.transitions.filter((t) => t.limb === limb);
          expect(
            got.map((t) => t.value.index),
            `${at} ${limb}`,
          ).toEqual(want.map((t) => t.index));
          got.forEach((t, i) => record(w, secondsBetween(t.at.jdUt, want[i]?.jd_ut ?? NaN), `${at} ${limb} #${i}`));
        }
        expect(p.transitions.length, at).toBe(c.transitions.length);
      }
      report(
        {
          id: 'panchanga.transitions.swetest',
          quantity: 'limb changes from sunrise to the next sunrise (kshaya and vriddhi included)',
          reference: 'swetestBisection',
          unit: 's',
          tolerance: TOL.boundary,
        },
        w,
      );
      expect(w.count).toBe(fx.cases.reduce((n, c) => n + c.transitions.length, 0));
      expect(w.max).toBeLessThanOrEqual(TOL.boundary);
    },
  );

  test('kshaya and vriddhi tithis as the swetest boundaries imply', () => {
    let kshaya = 0;
    let vriddhi = 0;
    for (const c of fx.cases) {
      const p = dayOf(c);
      const tithiChanges = c.transitions.filter((t) => t.limb === 'tithi');
      expect(p.tithiFlags.vriddhiWithNext, c.label).toBe(tithiChanges.length === 0);
      expect(
        p.tithiFlags.kshaya.map((k) => k.index),
        c.label,
      ).toEqual(tithiChanges.slice(0, -1).map((t) => t.index));
      kshaya += p.tithiFlags.kshaya.length;
      vriddhi += p.tithiFlags.vriddhiWithNext ? 1 : 0;
    }
    console.info(`fixtures hold ${kshaya} kshaya and ${vriddhi} vriddhi tithis`);
    expect(kshaya).toBeGreaterThan(0);
    expect(vriddhi).toBeGreaterThan(0);
  });
});

describe('published tithi end', () => {
  test(
    `Bangalore 2009-07-15: tithi 23 (Krishna Ashtami) ends 03:08:16 IST next day (Jagannatha Hora), within ` +
      `${TOL.jhora} ` +
      `s`,
    () => {
      const w = worst();
      for (const pub of published.tithi_end) {
        const p = panchangaForDay({
          date: pub.date,
          latitude: pub.latitude,
          longitude: pub.longitude,
          utcOffset: pub.utc_offset,
          sunriseRule: 'hindu',
          ayanamsa: 'lahiri',
        });
        expect(p.limbs.tithi.index + 1).toBe(pub.tithi_number);
        expect(p.limbs.tithi).toMatchObject({ name: 'Ashtami', paksha: 'Krishna' });
        const want = Date.parse(`${pub.ends_local}${pub.utc_offset}`);
        const got = Date.parse(p.limbs.tithi.end.iso);
        record(w, Math.abs(got - want) / 1000, `${pub.place} ${pub.date}`);
      }
      report(
        {
          id: 'panchanga.tithi-end.jagannatha-hora',
          quantity: 'tithi end through the daily panchanga, Bangalore 2009-07-15',
          reference: 'jagannathaHora',
          unit: 's',
          tolerance: TOL.jhora,
        },
        w,
      );
      expect(w.count).toBe(1);
      expect(w.max).toBeLessThanOrEqual(TOL.jhora);
    },
  );
});
