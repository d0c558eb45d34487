// Fixtures: test/reference/astro/tithi.json (tithi ends found by bisection on swetest's Moon - Sun, generate.py)
// and published.json (Jagannatha Hora).
import { beforeAll, describe, expect, test } from 'vitest';
import {
  EPHE_PATH,
  fixture,
  type PublishedFixture,
  type TithiFixture,
} from '../../../test/reference/astro/fixtures.ts';
import { record, report, worst } from '../../../test/support/accuracy.ts';
import { signedDiff } from '../vocabulary/angles.ts';
import { resolveMoment } from './moment.ts';
import { initEphemeris } from './sweph/index.ts';
import { elongation, tithiAt, tithiEnd } from './tithi.ts';
import { tithiName } from '../vocabulary/names.ts';
import { SECONDS_PER_DAY } from './time.ts';

/** Named tolerances, seconds of time. */
const TOL = {
  /** Event times to 1 s. */
  swetest: 1,
  consistency: 1,
  /** Jagannatha Hora, whole seconds, its own ephemeris code; generous as the brief sets it. */
  jhora: 60,
};

const fx = fixture<TithiFixture>('tithi.json');
const published = fixture<PublishedFixture>('published.json');

beforeAll(() => {
  initEphemeris(EPHE_PATH);
});

describe('tithi names (names.md)', () => {
  test('Shukla 1-15 then Krishna 1-15, Purnima 14, Amavasya 29', () => {
    expect(tithiName(0)).toBe('Pratipada');
    expect(tithiName(8)).toBe('Navami');
    expect(tithiName(13)).toBe('Chaturdashi');
    expect(tithiName(14)).toBe('Purnima');
    expect(tithiName(15)).toBe('Pratipada');
    expect(tithiName(25)).toBe('Ekadashi');
    expect(tithiName(29)).toBe('Amavasya');
  });

  test('Drik Panchang at Bangalore sunrise: 2025-10-01 Navami, 10-07 Purnima, 10-21 Amavasya', () => {
    const at = (date: string, time: string) =>
      resolveMoment({ date, time, latitude: 12.9716, longitude: 77.5946 }).jdUt;
    expect(tithiAt(at('2025-10-01', '06:10'))).toMatchObject({ index: 8, name: 'Navami', paksha: 'Shukla' });
    expect(tithiAt(at('2025-10-07', '06:10'))).toMatchObject({ index: 14, name: 'Purnima', paksha: 'Shukla' });
    expect(tithiAt(at('2025-10-21', '06:10'))).toMatchObject({ index: 29, name: 'Amavasya', paksha: 'Krishna' });
  });
});

describe('tithi end (Newton on the elongation with ephemeris speeds)', () => {
  test(`against ends found by bisection on swetest, within ${TOL.swetest} s`, () => {
    const w = worst();
    for (const c of fx.cases) {
      const t = tithiAt(c.start_jd_ut);
      expect(t.index, c.start).toBe(c.index);
      expect(t.fractionElapsed).toBeGreaterThanOrEqual(0);
      expect(t.fractionElapsed).toBeLessThan(1);
      const end = tithiEnd(c.start_jd_ut);
      record(w, Math.abs(end - c.end_jd_ut) * SECONDS_PER_DAY, c.start);
      // The boundary really is a boundary.
      expect(tithiAt(end - 2 / SECONDS_PER_DAY).index).toBe(c.index);
      expect(tithiAt(end + 2 / SECONDS_PER_DAY).index).toBe((c.index + 1) % 30);
    }
    report(
      {
        id: 'astro.tithi-end.swetest',
        quantity: 'tithi end, 1800-2399',
        reference: 'swetestBisection',
        unit: 's',
        tolerance: TOL.swetest,
      },
      w,
    );
    expect(w.count).toBe(fx.cases.length);
    expect(w.max).toBeLessThanOrEqual(TOL.swetest);
  });

  test(
    `consistency check (same ephemeris, not an independent reference): Newton vs brute-force bisection ` +
      `within ${TOL.consistency} ` +
      `s`,
    () => {
      const w = worst();
      // 240 starts spread over 1800-2399 with irregular phase.
      for (let i = 0; i < 240; i++) {
        const start = 2378497.5 + i * 912.345 + (i % 7) * 0.137;
        const end = tithiEnd(start);
        const target = (Math.floor(elongation(start) / 12) + 1) * 12;
        let lo = start;
        let hi = start + 1.25;
        while ((hi - lo) * SECONDS_PER_DAY > 0.001) {
          const mid = (lo + hi) / 2;
          if (signedDiff(elongation(mid), target) < 0) lo = mid;
          else hi = mid;
        }
        record(w, Math.abs(end - (lo + hi) / 2) * SECONDS_PER_DAY, `JD ${start}`);
      }
      report(
        {
          id: 'astro.tithi-end.own-bisection',
          quantity: 'tithi end by Newton',
          reference: 'ownBisection',
          unit: 's',
          tolerance: TOL.consistency,
        },
        w,
      );
      expect(w.count).toBe(240);
      expect(w.max).toBeLessThanOrEqual(TOL.consistency);
    },
  );

  test(`published: Bangalore 2009-07-15, tithi 23 ends 03:08:16 IST next day, within ${TOL.jhora} s`, () => {
    const w = worst();
    for (const p of published.tithi_end) {
      const m = resolveMoment({
        date: p.date,
        time: p.time,
        latitude: p.latitude,
        longitude: p.longitude,
        utcOffset: p.utc_offset,
      });
      const t = tithiAt(m.jdUt);
      expect(t.index + 1).toBe(p.tithi_number);
      expect(t).toMatchObject({ name: 'Ashtami', paksha: 'Krishna' });
      const want = Date.parse(`${p.ends_local}${p.utc_offset}`);
      const got = (tithiEnd(m.jdUt) - 2440587.5) * 86_400_000;
      record(w, Math.abs(got - want) / 1000, `${p.place} ${p.date}`);
    }
    report(
      {
        id: 'astro.tithi-end.jagannatha-hora',
        quantity: 'tithi end, Bangalore 2009-07-15',
        reference: 'jagannathaHora',
        unit: 's',
        tolerance: TOL.jhora,
      },
      w,
    );
    expect(w.count).toBe(1);
    expect(w.max).toBeLessThanOrEqual(TOL.jhora);
  });
});
