// Invariants of the daily panchanga, no reference data: limbs change in order, the transitions of a day lead from
// the limbs at one sunrise to the limbs at the next, and a year at one place shows kshaya and vriddhi tithis.
import { beforeAll, describe, expect, test } from 'vitest';
import { EPHE_PATH } from '../../../../test/reference/panchanga/fixtures.ts';
import { initEphemeris } from '../../astro/sweph/index.ts';
import { panchangaForDay } from './day.ts';
import { limbsAt } from './limbs.ts';
import type { PanchangaDay } from './types.ts';
import { record, report, worst } from '../../../../test/support/accuracy.ts';

const COUNTS = { tithi: 30, karana: 60, nakshatra: 27, yoga: 27 } as const;
const LIMBS = ['tithi', 'karana', 'nakshatra', 'yoga'] as const;
const UJJAIN = { latitude: 23.1765, longitude: 75.7885 };

beforeAll(() => {
  initEphemeris(EPHE_PATH);
});

function addDays(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** A year of days at Ujjain, computed once for the tests below. */
let year: PanchangaDay[] = [];

function yearAtUjjain(): PanchangaDay[] {
  if (year.length === 0) {
    year = Array.from({ length: 366 }, (_, i) =>
      panchangaForDay({ date: addDays('2023-01-01', i), ...UJJAIN, sunriseRule: 'upper_limb', ayanamsa: 'lahiri' }),
    );
  }
  return year;
}

describe('a year of days at Ujjain (2023)', () => {
  test('within a day every limb steps by one arc, in time order, and its first step is the end of its sunrise limb', () => {
    for (const p of yearAtUjjain()) {
      const times = p.transitions.map((t) => t.at.jdUt);
      expect(times, p.date).toEqual([...times].sort((a, b) => a - b));
      for (const limb of LIMBS) {
        const steps = p.transitions.filter((t) => t.limb === limb);
        let index = p.limbs[limb].index;
        for (const s of steps) {
          expect(s.value.index, `${p.date} ${limb}`).toBe((index + 1) % COUNTS[limb]);
          index = s.value.index;
        }
        if (steps[0] !== undefined) expect(steps[0].at.jdUt).toBe(p.limbs[limb].end.jdUt);
        else expect(p.limbs[limb].end.jdUt).toBeGreaterThanOrEqual(p.day.end.jdUt - 1 / 86_400);
        expect(p.limbs[limb].start.jdUt).toBeLessThanOrEqual(p.day.start.jdUt);
        for (const s of steps) {
          expect(s.at.jdUt).toBeGreaterThan(p.day.start.jdUt);
          expect(s.at.jdUt).toBeLessThanOrEqual(p.day.end.jdUt + 1 / 86_400);
        }
      }
    }
  });

  test('the transitions of a day lead exactly to the limbs at the next sunrise', () => {
    const days = yearAtUjjain();
    const gap = worst();
    for (let i = 0; i + 1 < days.length; i++) {
      const p = days[i];
      const q = days[i + 1];
      if (p === undefined || q === undefined) continue;
      // The next day starts where this one ends.
      record(gap, Math.abs((q.day.start.jdUt - p.day.end.jdUt) * 86_400), `${p.date} -> ${q.date}`);
      const atNext = limbsAt(p.day.end.jdUt + 2 / 86_400);
      for (const limb of LIMBS) {
        const last = p.transitions.filter((t) => t.limb === limb).at(-1);
        const expected = last === undefined ? p.limbs[limb].index : last.value.index;
        expect(q.limbs[limb].index, `${p.date} -> ${q.date} ${limb}`).toBe(expected);
        expect(atNext[limb].index).toBe(expected);
      }
      expect(q.limbs.vara.index).toBe((p.limbs.vara.index + 1) % 7);
      expect(p.tithiFlags.vriddhiWithNext).toBe(q.tithiFlags.vriddhiWithPrevious);
    }
    report(
      {
        id: 'panchanga.day-gap.own-next-day',
        quantity: "gap between a panchanga day's end and the next day's start, Ujjain 2023",
        reference: 'ownNextDay',
        unit: 's',
        tolerance: 0.001,
      },
      gap,
    );
    expect(gap.max).toBeLessThanOrEqual(0.001);
  });

  test('kshaya and vriddhi tithis both occur, and they balance the tithi count', () => {
    const days = yearAtUjjain();
    const kshaya = days.flatMap((p) => p.tithiFlags.kshaya.map((k) => `${p.date} ${k.paksha} ${k.name}`));
    const vriddhi = days
      .filter((p) => p.tithiFlags.vriddhiWithNext)
      .map((p) => `${p.date} ${p.limbs.tithi.paksha} ${p.limbs.tithi.name}`);
    console.info(`2023 at Ujjain: ${kshaya.length} kshaya tithis, ${vriddhi.length} vriddhi tithis`);
    expect(kshaya.length).toBeGreaterThan(0);
    expect(vriddhi.length).toBeGreaterThan(0);
    // Over the year, tithis passed = days + kshaya - vriddhi (each day one sunrise tithi, mod 30).
    const first = days[0];
    const last = days.at(-1);
    const passed = days.reduce((n, p) => n + p.transitions.filter((t) => t.limb === 'tithi').length, 0);
    expect(passed).toBe(days.length + kshaya.length - vriddhi.length);
    if (first !== undefined && last !== undefined) {
      const lastNext = last.transitions.filter((t) => t.limb === 'tithi').at(-1)?.value.index ?? last.limbs.tithi.index;
      expect((first.limbs.tithi.index + passed) % 30).toBe(lastNext);
    }
  });

  test('the amanta months of 2023 (to 2024-01-01), with Shravana twice: adhika, then nija', () => {
    const names: string[] = [];
    for (const p of yearAtUjjain()) {
      const m = p.lunarMonth?.amanta;
      const label = m === undefined ? 'none' : `${m.adhika ? 'Adhika ' : ''}${m.name}`;
      if (names.at(-1) !== label) names.push(label);
    }
    expect(names).toEqual([
      'Pausha',
      'Magha',
      'Phalguna',
      'Chaitra',
      'Vaishakha',
      'Jyeshtha',
      'Ashadha',
      'Adhika Shravana',
      'Shravana',
      'Bhadrapada',
      'Ashwin',
      'Kartika',
      'Margashirsha',
    ]);
  });
});

describe('polar day and night, time zones, range', () => {
  const tromso = { latitude: 69.6496, longitude: 18.956, sunriseRule: 'upper_limb', ayanamsa: 'lahiri' } as const;

  test('midnight sun and polar night: civil day fallback, stated, no crash', () => {
    for (const date of ['2024-06-21', '2024-12-21']) {
      const p = panchangaForDay({ date, ...tromso });
      expect(p.day.rule, date).toBe('civil_midnight_fallback');
      expect(p.sunrise.jdUt).toBeNull();
      expect(p.sunrise.reason).toBe(date.endsWith('06-21') ? 'always_above' : 'always_below');
      expect(p.warnings.join(' ')).toMatch(/polar (day|night).*midnight to the next midnight/);
      expect(p.day.start.iso).toBe(`${date}T00:00:00${date.endsWith('06-21') ? '+02:00' : '+01:00'}`);
      expect(p.limbs.vara.name).toBe(date === '2024-06-21' ? 'Friday' : 'Saturday');
      expect(p.limbs.tithi.start.jdUt).toBeLessThanOrEqual(p.day.start.jdUt);
      expect(p.limbs.tithi.end.jdUt).toBeGreaterThan(p.day.start.jdUt);
      expect(p.lunarMonth).not.toBeNull();
    }
  });

  test('the last sunrise before the polar night: no next sunrise, so the fallback, with the reason', () => {
    const reasons = new Set<string>();
    for (let d = 0; d < 10; d++) {
      const p = panchangaForDay({ date: addDays('2024-11-22', d), ...tromso });
      if (p.day.rule === 'civil_midnight_fallback')
        reasons.add(p.sunrise.jdUt === null ? 'no sunrise' : 'no next sunrise');
    }
    expect([...reasons].sort()).toEqual(['no next sunrise', 'no sunrise']);
  });

  test('local times carry the offset in force at each instant (London, clocks forward on 2024-03-31)', () => {
    const p = panchangaForDay({
      date: '2024-03-31',
      latitude: 51.5074,
      longitude: -0.1278,
      sunriseRule: 'upper_limb',
      ayanamsa: 'lahiri',
    });
    expect(p.conventions.utcOffset).toBe('+00:00');
    expect(p.sunrise.iso).toMatch(/^2024-03-31T06:\d\d:\d\d\+01:00$/);
    expect(p.limbs.vara.name).toBe('Sunday');
  });

  test('a fixed utc_offset override, and Madras time (+05:21:10) before 1906 from the zone history', () => {
    const fixed = panchangaForDay({
      date: '2025-10-01',
      latitude: 12.9716,
      longitude: 77.5946,
      utcOffset: '+05:00',
      sunriseRule: 'upper_limb',
      ayanamsa: 'lahiri',
    });
    expect(fixed.sunrise.iso).toBe('2025-10-01T05:38:57+05:00');
    expect(fixed.conventions.timezone).toBe('UTC+05:00');
    const madras = panchangaForDay({
      date: '1900-01-15',
      latitude: 13.0878,
      longitude: 80.2785,
      sunriseRule: 'upper_limb',
      ayanamsa: 'lahiri',
    });
    expect(madras.sunrise.iso).toMatch(/\+05:21:10$/);
  });

  test('at the edges of the files: a month bounded by a new moon outside them is left out with a warning', () => {
    for (const date of ['1800-01-20', '2399-12-31']) {
      const p = panchangaForDay({ date, ...UJJAIN, sunriseRule: 'upper_limb', ayanamsa: 'lahiri' });
      expect(p.lunarMonth, date).toBeNull();
      expect(p.samvat, date).toBeNull();
      expect(p.warnings.join(' ')).toMatch(/lunar month and samvat not computed/);
      expect(p.limbs.tithi.end.jdUt).toBeGreaterThan(p.day.start.jdUt);
    }
    const inside = panchangaForDay({ date: '2399-12-15', ...UJJAIN, sunriseRule: 'upper_limb', ayanamsa: 'lahiri' });
    expect(inside.lunarMonth?.amanta.name).toBe('Margashirsha');
    // New York's 1800-01-01 sunrise limbs began before the files start: refused with the reason, never Moshier.
    expect(() =>
      panchangaForDay({
        date: '1800-01-01',
        latitude: 40.7,
        longitude: -74,
        sunriseRule: 'upper_limb',
        ayanamsa: 'lahiri',
      }),
    ).toThrow(/began before the ephemeris files start/);
  });

  test('dates outside the ephemeris files are refused', () => {
    expect(() =>
      panchangaForDay({ date: '1799-12-31', ...UJJAIN, sunriseRule: 'upper_limb', ayanamsa: 'lahiri' }),
    ).toThrow(expect.objectContaining({ code: 'DATE_OUT_OF_RANGE' }));
    expect(() =>
      panchangaForDay({ date: '2400-01-01', ...UJJAIN, sunriseRule: 'upper_limb', ayanamsa: 'lahiri' }),
    ).toThrow(expect.objectContaining({ code: 'DATE_OUT_OF_RANGE' }));
  });
});
