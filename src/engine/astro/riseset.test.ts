// Fixtures: test/reference/astro/riseset.json (swetest 2.10.03 -rise, generate.py) and published.json.
import { beforeAll, describe, expect, test } from 'vitest';
import {
  EPHE_PATH,
  fixture,
  type PublishedFixture,
  type RiseSetFixture,
} from '../../../test/reference/astro/fixtures.ts';
import { record, report, worst } from '../../../test/support/accuracy.ts';
import { localDay } from './local-day.ts';
import { resolveMoment } from './moment.ts';
import { moonrise, moonset, riseOf, setOf, sunrise, sunset } from './riseset.ts';
import { initEphemeris } from './sweph/index.ts';
import { SECONDS_PER_DAY } from './time.ts';

/** Named tolerances, seconds of time. */
const TOL = {
  /** swetest prints 0.1 s; same library and files. The service promises 1 s for sunrise and sunset. */
  swetest: 1,
  /** Published swetest values, whole seconds. */
  publishedSwetest: 1,
  /** Jagannatha Hora: whole seconds, its own ephemeris code. */
  jhora: 5,
};

const fx = fixture<RiseSetFixture>('riseset.json');
const published = fixture<PublishedFixture>('published.json');

beforeAll(() => {
  initEphemeris(EPHE_PATH);
});

describe('rise and set against swetest', () => {
  test('local midnight and day length (23/25 h on DST days) match Python zoneinfo', () => {
    for (const c of fx.cases) {
      const m = resolveMoment({ date: c.date, time: '00:00', latitude: c.latitude, longitude: c.longitude });
      expect(m.timezone, c.place).toBe(c.timezone);
      expect(Math.abs(m.jdUt - c.start_jd_ut) * SECONDS_PER_DAY, c.place).toBeLessThan(1e-3);
      expect(m.offsetMinutes * 60, c.place).toBe(c.utc_offset_at_midnight);
      const day = localDay({ date: c.date, latitude: c.latitude, longitude: c.longitude });
      expect(Math.abs(day.startJdUt - c.start_jd_ut) * SECONDS_PER_DAY, c.place).toBeLessThan(1e-3);
      expect(Math.abs(day.endJdUt - c.end_jd_ut) * SECONDS_PER_DAY, c.place).toBeLessThan(1e-3);
    }
  });

  test(`both rules, Sun and Moon, within ${TOL.swetest} s; no event gives null with a reason`, () => {
    const w = worst();
    let nulls = 0;
    for (const c of fx.cases) {
      const opts = { endJdUt: c.end_jd_ut };
      const got = {
        rise: riseOf(c.body, c.start_jd_ut, c.latitude, c.longitude, c.rule, opts),
        set: setOf(c.body, c.start_jd_ut, c.latitude, c.longitude, c.rule, opts),
      };
      for (const event of ['rise', 'set'] as const) {
        const want = event === 'rise' ? c.rise_jd_ut : c.set_jd_ut;
        const r = got[event];
        const label = `${c.body} ${event} ${c.place} ${c.date} ${c.rule}`;
        if (want === null) {
          nulls += 1;
          expect(r.jdUt, label).toBeNull();
          expect(r.reason, label).toBe(c.no_event_reason ?? 'not_this_day');
          expect(r.detail, label).toMatch(/^no (rising|setting)/);
        } else {
          expect(r.jdUt, label).not.toBeNull();
          record(w, Math.abs((r.jdUt ?? NaN) - want) * SECONDS_PER_DAY, label);
        }
      }
    }
    report(
      {
        id: 'astro.riseset.swetest',
        quantity: 'sunrise, sunset, moonrise and moonset, both sunrise rules, 16 places',
        reference: 'swetest',
        unit: 's',
        tolerance: TOL.swetest,
      },
      w,
    );
    expect(nulls).toBeGreaterThanOrEqual(8);
    expect(w.count + nulls).toBe(fx.cases.length * 2);
    expect(w.max).toBeLessThanOrEqual(TOL.swetest);
  });

  test('the named helpers agree with the generic ones', () => {
    const c = fx.cases.find((x) => x.place === 'Delhi, moon' && x.rule === 'upper_limb');
    expect(c).toBeDefined();
    if (c === undefined) return;
    expect(moonrise(c.start_jd_ut, c.latitude, c.longitude).jdUt).toBe(
      riseOf('Moon', c.start_jd_ut, c.latitude, c.longitude).jdUt,
    );
    expect(moonset(c.start_jd_ut, c.latitude, c.longitude).jdUt).toBe(
      setOf('Moon', c.start_jd_ut, c.latitude, c.longitude).jdUt,
    );
    expect(sunrise(c.start_jd_ut, c.latitude, c.longitude).jdUt).toBe(
      riseOf('Sun', c.start_jd_ut, c.latitude, c.longitude).jdUt,
    );
  });

  test('the hindu rule is later at sunrise and earlier at sunset (disc centre, no refraction)', () => {
    const m = resolveMoment({ date: '2026-11-22', time: '00:00', latitude: 28.6139, longitude: 77.209 });
    const up = sunrise(m.jdUt, 28.6139, 77.209, 'upper_limb').jdUt ?? NaN;
    const hi = sunrise(m.jdUt, 28.6139, 77.209, 'hindu').jdUt ?? NaN;
    expect((hi - up) * 1440).toBeGreaterThan(3);
    expect((hi - up) * 1440).toBeLessThan(5);
    expect(sunset(m.jdUt, 28.6139, 77.209, 'hindu').jdUt ?? NaN).toBeLessThan(
      sunset(m.jdUt, 28.6139, 77.209).jdUt ?? NaN,
    );
  });

  test('localDay at the last date: its end may pass 2400-01-01 (a bound only), its start may not precede the range', () => {
    const last = localDay({ date: '2399-12-31', latitude: 40.71, longitude: -74.0 });
    expect((last.endJdUt - last.startJdUt) * 24).toBeCloseTo(24, 6);
    expect(sunrise(last.startJdUt, 40.71, -74.0, 'upper_limb', { endJdUt: last.endJdUt }).jdUt).not.toBeNull();
    expect(() => localDay({ date: '1800-01-01', latitude: 22.57, longitude: 88.36 })).toThrow(
      expect.objectContaining({ code: 'DATE_OUT_OF_RANGE' }),
    );
  });

  test('a search starting before the ephemeris range is refused, not computed', () => {
    const start = 2378496.5 - 0.25; // local midnight of 1800-01-01 in India is still 1799 in UT
    expect(() => sunrise(start, 22.57, 88.36)).toThrow(expect.objectContaining({ code: 'DATE_OUT_OF_RANGE' }));
  });
});

describe('rise and set against published values', () => {
  test(
    `Delhi within ${TOL.publishedSwetest} s (swetest), Chennai and Bangalore within ${TOL.jhora} s (Jagannatha ` +
      `Hora)`,
    () => {
      const swe = worst();
      const jhora = worst();
      for (const p of published.riseset) {
        const m = resolveMoment({
          date: p.date,
          time: '00:00',
          latitude: p.latitude,
          longitude: p.longitude,
          utcOffset: p.utc_offset,
        });
        for (const event of ['rise', 'set'] as const) {
          const r = (event === 'rise' ? sunrise : sunset)(m.jdUt, p.latitude, p.longitude, p.rule);
          const [h, mi, s] = p[event].split(':').map(Number) as [number, number, number];
          const wantJd = m.jdUt + (h * 3600 + mi * 60 + s) / SECONDS_PER_DAY;
          const err = Math.abs((r.jdUt ?? NaN) - wantJd) * SECONDS_PER_DAY;
          record(p.source.startsWith('swetest') ? swe : jhora, err, `${p.place} ${p.date} ${event} ${p.rule}`);
        }
      }
      report(
        {
          id: 'astro.riseset.published-swetest',
          quantity: 'sunrise and sunset, Delhi 2026-11-22, both rules, as published',
          reference: 'swetest',
          unit: 's',
          tolerance: TOL.publishedSwetest,
        },
        swe,
      );
      report(
        {
          id: 'astro.riseset.jagannatha-hora',
          quantity: 'sunrise and sunset (disc centre, no refraction), Chennai and Bangalore',
          reference: 'jagannathaHora',
          unit: 's',
          tolerance: TOL.jhora,
        },
        jhora,
      );
      expect(swe.count).toBe(4);
      expect(jhora.count).toBe(4);
      expect(swe.max).toBeLessThanOrEqual(TOL.publishedSwetest);
      expect(jhora.max).toBeLessThanOrEqual(TOL.jhora);
    },
  );
});
