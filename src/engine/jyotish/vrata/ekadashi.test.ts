// Invariants of a year of ekadashis at one place (published New Delhi 2025 dates are checked in published.test.ts):
// 24-26 a year, the Vaishnava date is the Smarta date or the next day, every parana window lies inside dvadashi and
// after hari vasara, and the traces state rule, fact and outcome.
import { beforeAll, describe, expect, test } from 'vitest';
import { EPHE_PATH } from '../../../../test/reference/astro/fixtures.ts';
import { initEphemeris } from '../../astro/sweph/index.ts';
import { ekadashiVrata } from './index.ts';
import type { EkadashiObservance, EkadashiResult, Observance } from './types.ts';

const UJJAIN = { latitude: 23.1765, longitude: 75.7885 };
const NEW_YORK = { latitude: 40.7128, longitude: -74.006 };
const DAY_MS = 86_400_000;

beforeAll(() => {
  initEphemeris(EPHE_PATH);
});

function dayAfter(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

const years = new Map<string, EkadashiResult>();
function year(name: string, place: { latitude: number; longitude: number }, from: string, to: string): EkadashiResult {
  const key = `${name}${from}`;
  let r = years.get(key);
  if (r === undefined) {
    r = ekadashiVrata({ date: from, endDate: to, ...place });
    years.set(key, r);
  }
  return r;
}

const CASES = [
  ['Ujjain 2025', () => year('ujjain', UJJAIN, '2025-01-01', '2025-12-31')],
  ['Ujjain 2031', () => year('ujjain', UJJAIN, '2031-03-01', '2032-02-29')],
  ['New York 2026 (DST)', () => year('ny', NEW_YORK, '2026-01-01', '2026-12-31')],
] as const;

function observances(e: EkadashiObservance): Observance[] {
  return [e.smarta, e.vaishnava].filter((o): o is Observance => o !== null);
}

describe.each(CASES)('a year of ekadashis: %s', (_name, get) => {
  test('24 to 26 ekadashis, alternating paksha, in order and inside the span', () => {
    const r = get();
    expect(r.ekadashis.length).toBeGreaterThanOrEqual(24);
    expect(r.ekadashis.length).toBeLessThanOrEqual(26);
    expect(r.skipped).toEqual([]);
    r.ekadashis.forEach((e, i) => {
      const s = e.smarta?.date ?? '';
      expect(s >= r.from && s <= (r.to ?? '')).toBe(true);
      const prev = r.ekadashis[i - 1];
      if (prev !== undefined) {
        expect(e.paksha).not.toBe(prev.paksha);
        expect(e.tithis.dashami.start.jdUt).toBeGreaterThan(prev.tithis.dvadashi.end.jdUt);
      }
    });
  });

  test('tithi spans are contiguous and 19 to 27 hours long', () => {
    for (const e of get().ekadashis) {
      const { dashami, ekadashi, dvadashi } = e.tithis;
      expect(dashami.end).toEqual(ekadashi.start);
      expect(ekadashi.end).toEqual(dvadashi.start);
      expect([dashami.name, ekadashi.name, dvadashi.name]).toEqual(['Dashami', 'Ekadashi', 'Dwadashi']);
      expect(ekadashi.index).toBe(e.paksha === 'Shukla' ? 10 : 25);
      for (const t of [dashami, ekadashi, dvadashi]) {
        const hours = (t.end.jdUt - t.start.jdUt) * 24;
        expect(hours).toBeGreaterThan(19);
        expect(hours).toBeLessThan(27);
        expect(Math.abs(t.end.epochMs - (t.end.jdUt - 2440587.5) * DAY_MS)).toBeLessThan(1);
      }
    }
  });

  test('the Vaishnava date is the Smarta date or the next day', () => {
    for (const e of get().ekadashis) {
      const s = e.smarta?.date ?? '';
      expect([s, dayAfter(s)]).toContain(e.vaishnava?.date);
    }
  });

  test('the fast-day sunrise has ekadashi or dvadashi, and the Smarta sunrise is the first inside ekadashi', () => {
    for (const e of get().ekadashis) {
      const sm = e.smarta;
      expect(sm?.sunrise.jdUt).toBeGreaterThan(e.tithis.ekadashi.start.jdUt);
      for (const o of observances(e)) expect(['Ekadashi', 'Dwadashi']).toContain(o.tithiAtSunrise);
      if (e.arunodaya !== null) expect((sm?.sunrise.jdUt ?? 0) - e.arunodaya.jdUt).toBeCloseTo(96 / 1440, 9);
    }
  });

  test('every parana window lies inside dvadashi, after hari vasara and after the next sunrise', () => {
    for (const e of get().ekadashis) {
      const dv = e.tithis.dvadashi;
      for (const o of observances(e)) {
        const p = o.parana;
        expect(p.date).toBe(dayAfter(o.date));
        expect(p.sunrise.jdUt).toBeGreaterThan(o.sunrise.jdUt);
        expect(p.start.jdUt).toBeGreaterThanOrEqual(p.sunrise.jdUt);
        expect(p.hariVasaraEnd.jdUt).toBeCloseTo(dv.start.jdUt + (dv.end.jdUt - dv.start.jdUt) / 4, 9);
        if (p.end === null) {
          expect(dv.end.jdUt).toBeLessThanOrEqual(p.start.jdUt);
          continue;
        }
        expect(p.start.jdUt).toBeGreaterThanOrEqual(p.hariVasaraEnd.jdUt);
        expect(p.start.jdUt).toBeGreaterThan(dv.start.jdUt);
        expect(p.end.jdUt).toBe(dv.end.jdUt);
        expect(p.end.jdUt).toBeGreaterThan(p.start.jdUt);
      }
    }
  });

  test('every trace step states a rule, a fact and an outcome; mahadvadashi flags match the Vaishnava date', () => {
    for (const e of get().ekadashis) {
      for (const o of observances(e)) {
        expect(o.whyThisDate.length).toBeGreaterThanOrEqual(2);
        for (const s of o.whyThisDate) {
          expect(s.statement.length).toBeGreaterThan(20);
          expect(s.fact.length).toBeGreaterThan(10);
          expect(s.outcome.length).toBeGreaterThan(5);
        }
      }
      const moved = e.mahadvadashi.filter((m) => m.date === e.vaishnava?.date);
      if (e.mahadvadashi.some((m) => m.date <= (e.vaishnava?.date ?? ''))) expect(moved.length).toBeGreaterThan(0);
    }
  });

  test('lunar months: the Shukla and Krishna ekadashis of one amanta month share its name', () => {
    const list = get().ekadashis;
    for (let i = 1; i < list.length; i++) {
      const a = list[i - 1];
      const b = list[i];
      const am = a?.lunarMonth;
      const bm = b?.lunarMonth;
      expect(bm).not.toBeNull();
      if (a?.paksha === 'Shukla' && b?.paksha === 'Krishna') expect(bm?.amanta).toEqual(am?.amanta);
      if (b?.paksha === 'Krishna' && bm?.amanta.adhika === false) {
        expect(bm.purnimanta.index).toBe((bm.amanta.index + 1) % 12);
      }
    }
  });
});

describe('inputs', () => {
  test('without end_date: the next ekadashi on or after the date', () => {
    const r = ekadashiVrata({ date: '2025-01-11', ...UJJAIN });
    expect(r.ekadashis).toHaveLength(1);
    const all = year('ujjain', UJJAIN, '2025-01-01', '2025-12-31').ekadashis;
    const next = all.find((e) => (e.smarta?.date ?? '') >= '2025-01-11');
    expect(r.ekadashis[0]?.smarta?.date).toBe(next?.smarta?.date);
  });

  test('one tradition only', () => {
    const r = ekadashiVrata({ date: '2025-03-01', ...UJJAIN, tradition: 'vaishnava' });
    expect(r.traditions).toEqual(['vaishnava']);
    expect(r.ekadashis[0]?.smarta).toBeNull();
    expect(r.ekadashis[0]?.vaishnava).not.toBeNull();
  });

  test('a span longer than 366 days, an end before the date, a bad end date or tradition are refused', () => {
    const bad = [
      { endDate: '2026-01-03' },
      { endDate: '2024-12-31' },
      { endDate: '2025-02-30' },
      { tradition: 'jain' as 'smarta' },
    ];
    for (const extra of bad) {
      expect(() => ekadashiVrata({ date: '2025-01-01', ...UJJAIN, ...extra })).toThrow(
        expect.objectContaining({ name: 'EngineError' }),
      );
    }
    expect(ekadashiVrata({ date: '2025-01-01', endDate: '2026-01-02', ...UJJAIN }).ekadashis.length).toBeGreaterThan(
      23,
    );
  });

  test('citations are all pending', () => {
    const r = ekadashiVrata({ date: '2025-03-01', ...UJJAIN });
    expect(r.cites.length).toBeGreaterThan(0);
    for (const c of r.cites) expect(c.status).toBe('pending');
  });
});

describe('polar day and night', () => {
  test('Tromso 2025: ekadashis without a sunrise are skipped with a reason, never thrown', () => {
    const r = ekadashiVrata({ date: '2025-01-01', endDate: '2025-12-31', latitude: 69.65, longitude: 18.96 });
    const total = r.ekadashis.length + r.skipped.length;
    expect(total).toBeGreaterThanOrEqual(24);
    expect(total).toBeLessThanOrEqual(26);
    expect(r.skipped.length).toBeGreaterThan(0);
    for (const s of r.skipped) expect(s.reason).toContain('polar');
  });
});
