// The scan timeline against independent readings: each segment's limbs against the limbs computed afresh from the
// Sun and Moon at its midpoint (panchanga/limbs.ts limbsAt), the rising sign against the true ascendant there, each
// limb change bracketed within 2 s (boundaries are found to 1 s), sunrises against the daily panchanga (same rise
// search) and the lunar month against the published adhika Jyeshtha of 2026 (17 May to 15 June in North Indian
// almanacs; amanta months begin at the new moon).
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { ascendant } from '../../astro/houses.ts';
import { initEphemeris } from '../../astro/sweph/index.ts';
import { limbsAt } from '../panchanga/limbs.ts';
import { panchangaForDay } from '../panchanga/day.ts';
import { buildTimeline } from './timeline.ts';
import { record, report, worst } from '../../../../test/support/accuracy.ts';

beforeAll(() => initEphemeris(path.resolve(import.meta.dirname, '../../../../data/ephe')));

const DELHI = { latitude: 28.6139, longitude: 77.209, sunriseRule: 'upper_limb' as const, ayanamsa: 'lahiri' as const };
const TWO_SECONDS = 2 / 86_400;

describe('scan timeline', () => {
  test(
    "30 days at Delhi: every segment's limbs and lagna are " +
      'those computed at its midpoint; changes bracketed to 2 s',
    () => {
      const t = buildTimeline({ ...DELHI, startDate: '2026-04-01', days: 30, lagna: true });
      let checked = 0;
      for (const s of t.segments) {
        expect(s.end).toBeGreaterThan(s.start);
        const mid = (s.start + s.end) / 2;
        const l = limbsAt(mid);
        expect([s.tithi, s.nakshatra, s.yoga, s.karana], `segment at ${mid}`).toEqual([
          l.tithi.index,
          l.nakshatra.index,
          l.yoga.index,
          l.karana.index,
        ]);
        expect(s.moonSign).toBe(Math.floor(l.moon.longitude / 30));
        expect(s.sunSign).toBe(Math.floor(l.sun.longitude / 30));
        expect(s.lagna).toBe(Math.floor(ascendant(mid, DELHI.latitude, DELHI.longitude) / 30));
        checked++;
      }
      for (let i = 1; i < t.segments.length; i++) {
        const [a, b] = [t.segments[i - 1]!, t.segments[i]!];
        expect(a.end).toBe(b.start);
        if (a.tithi !== b.tithi)
          expect([limbsAt(b.start - TWO_SECONDS).tithi.index, limbsAt(b.start + TWO_SECONDS).tithi.index]).toEqual([
            a.tithi,
            b.tithi,
          ]);
        if (a.nakshatra !== b.nakshatra)
          expect([
            limbsAt(b.start - TWO_SECONDS).nakshatra.index,
            limbsAt(b.start + TWO_SECONDS).nakshatra.index,
          ]).toEqual([a.nakshatra, b.nakshatra]);
      }
      console.info(`timeline: ${checked} segments over 30 days checked at their midpoints`);
    },
  );

  test("sunrise and sunset of each day are the daily panchanga's within 1 s", () => {
    const t = buildTimeline({ ...DELHI, startDate: '2026-11-01', days: 10, lagna: false });
    const w = worst();
    for (const d of t.days) {
      const p = panchangaForDay({ ...DELHI, date: d.date });
      record(w, Math.abs(d.sunrise - p.sunrise.jdUt!) * 86_400, `${d.date} sunrise`);
      record(w, Math.abs(d.sunset - p.sunset.jdUt!) * 86_400, `${d.date} sunset`);
      record(w, Math.abs(d.nextSunrise - p.nextSunrise!.jdUt!) * 86_400, `${d.date} next sunrise`);
    }
    report(
      {
        id: 'muhurta.timeline-sunrise.own-daily-panchanga',
        quantity: 'sunrise, sunset and next sunrise of the muhurta scan timeline, Delhi, 10 days',
        reference: 'ownDailyPanchanga',
        unit: 's',
        tolerance: 1,
      },
      w,
    );
    expect(w.max).toBeLessThanOrEqual(1);
  });

  test('2026 holds adhika Jyeshtha, from the new moon of 16/17 May to that of 15 June', () => {
    const t = buildTimeline({ ...DELHI, startDate: '2026-05-01', days: 60, lagna: false });
    const adhika = t.months.filter((m) => m.amanta.adhika);
    expect(adhika.map((m) => m.amanta.name)).toEqual(['Jyeshtha']);
    const iso = (jd: number) => new Date((jd - 2440587.5) * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);
    expect([iso(adhika[0]!.start), iso(adhika[0]!.end)]).toEqual(['2026-05-17', '2026-06-15']);
  });

  test('refused beyond 65 degrees latitude, with the reason', () => {
    expect(() => buildTimeline({ ...DELHI, latitude: 70, startDate: '2026-05-01', days: 2, lagna: false })).toThrow(
      /sunrise every day/,
    );
  });
});
