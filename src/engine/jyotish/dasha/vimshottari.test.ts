import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { resolveMoment } from '../../astro/moment.ts';
import { siderealPosition } from '../../astro/positions.ts';
import { initEphemeris } from '../../astro/sweph/index.ts';
import { epochMsFromJulianDay } from '../../astro/time.ts';
import { VIMSHOTTARI, VIMSHOTTARI_TOTAL_YEARS } from '../../tables/dasha/vimshottari.ts';
import { currentDasha, dashaBalance, subPeriods, vimshottari } from './vimshottari.ts';
import { record, report, worst } from '../../../../test/support/accuracy.ts';

beforeAll(() => initEphemeris(path.resolve(import.meta.dirname, '../../../../data/ephe')));

const moonAt = (date: string, time: string, latitude: number, longitude: number) => {
  const m = resolveMoment({ date, time, latitude, longitude, utcOffset: '+05:30' });
  return { jd: m.jdUt, moon: siderealPosition(m.jdUt, 'Moon').longitude };
};
const days = (ymd: { years: number; months: number; days: number }) => ymd.years * 360 + ymd.months * 30 + ymd.days;
const isoDay = (jd: number) => new Date(epochMsFromJulianDay(jd) + 5.5 * 3_600_000).toISOString().slice(0, 10);
const dayDiff = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / 86_400_000;

describe('Vimshottari table (BPHS ch. 46)', () => {
  test('nine lords summing to 120 years', () => {
    expect(VIMSHOTTARI.data).toHaveLength(9);
    expect(VIMSHOTTARI.data.reduce((s, e) => s + e.years, 0)).toBe(VIMSHOTTARI_TOTAL_YEARS);
  });

  test('balance is the whole period at a nakshatra start and nothing at its end', () => {
    expect(dashaBalance(0).years).toBeCloseTo(7, 12); // Ashwini, Ketu
    expect(dashaBalance(40 / 3 - 1e-9).years).toBeCloseTo(0, 6);
    expect(dashaBalance(40 / 3).lord).toBe('Venus');
  });

  test('sub-periods tile their parent exactly, own lord first', () => {
    const v = vimshottari(100, 2_450_000);
    for (const maha of v.mahadashas) {
      const antars = subPeriods(maha, v.yearDays);
      expect(antars[0]?.lord).toBe(maha.lord);
      expect(antars[0]?.startJdUt).toBe(maha.startJdUt);
      expect(antars.at(-1)?.endJdUt).toBeCloseTo(maha.endJdUt, 6);
    }
    const total = (v.mahadashas.at(-1)?.endJdUt ?? 0) - (v.mahadashas[0]?.startJdUt ?? 0);
    expect(total / v.yearDays).toBeCloseTo(120, 9);
  });
});

// P.V.R. Narasimha Rao, Vedic Astrology: An Integrated Approach, dasha exercises (shared/reference/published.md).
// The book states balances to the day (years of 12 months of 30 days); our Lahiri (true) ayanamsa may differ from the
// book's software by some arc-seconds of the Moon, which moves a balance by about a day: tolerance 3 days.
describe('balances at birth, published (PVR Rao)', () => {
  const cases = [
    { date: '1972-06-01', time: '04:16', lat: 16.25, lon: 81.2, lord: 'Sun', ymd: { years: 4, months: 8, days: 27 } },
    {
      date: '1963-08-07',
      time: '21:14',
      lat: 21.45,
      lon: 83.9667,
      lord: 'Rahu',
      ymd: { years: 0, months: 0, days: 13 },
    },
    { date: '1954-11-12', time: '07:52', lat: 12.5, lon: 78.8333, lord: 'Moon', ymd: { years: 4, months: 7, days: 3 } },
  ] as const;
  test('lord exact, balance within 3 days', () => {
    const w = worst();
    for (const c of cases) {
      const { moon } = moonAt(c.date, c.time, c.lat, c.lon);
      const b = dashaBalance(moon);
      expect(b.lord).toBe(c.lord);
      record(w, Math.abs(b.years * 360 - days(c.ymd)), `${c.date} ${c.time}`); // both in 360-day textbook years
    }
    report(
      {
        id: 'dasha.vimshottari-balance.pvr',
        quantity: 'Vimshottari balance at birth, three exercises (lord exact)',
        reference: 'pvrIntegrated',
        unit: 'days',
        tolerance: 3,
      },
      w,
    );
    expect(w.max).toBeLessThanOrEqual(3);
  });
});

// Jagannatha Hora screenshot, Lucknow 1990-11-20 16:00 IST, Lahiri (shared/reference/published.md). Skipped: the
// quoted periods do not follow from the quoted birth. With the Moon at 247.24 deg (Mula, 54% crossed) the Moon
// mahadasha runs 2020-02-01..2030-02-01; the quoted 2019-02-24 needs the Moon 1.8 deg further on, i.e. a birth near
// 19:42 IST (or another date). The same three PVR Rao balances above agree within a day, so the quote's birth data is
// suspect, not the method; kept here, skipped, until the screenshot's inputs are known.
test.skip('Lucknow 1990: Moon mahadasha 2019-02-24..2029-02-24, Ketu antardasha 2026-05-27..2026-12-27 within 2 days', () => {
  const { jd, moon } = moonAt('1990-11-20', '16:00', 26.85, 80.95);
  const v = vimshottari(moon, jd);
  const maha = v.mahadashas.find((p) => p.lord === 'Moon');
  expect(maha).toBeDefined();
  const path = currentDasha(v, jd + (Date.parse('2026-08-01') - Date.parse('1990-11-20')) / 86_400_000, 2);
  expect(path.map((p) => p.lord)).toEqual(['Moon', 'Ketu']);
  const errs = [
    dayDiff(isoDay(maha?.startJdUt ?? 0), '2019-02-24'),
    dayDiff(isoDay(maha?.endJdUt ?? 0), '2029-02-24'),
    dayDiff(isoDay(path[1]?.startJdUt ?? 0), '2026-05-27'),
    dayDiff(isoDay(path[1]?.endJdUt ?? 0), '2026-12-27'),
  ];
  console.info(`vimshottari vs Jagannatha Hora: max error ${Math.max(...errs)} days`);
  expect(Math.max(...errs)).toBeLessThanOrEqual(2);
});
