// Invariants of the muhurta tables: partitions, one entry per weekday and sign, stars and signs spelled as names.md.
import { describe, expect, test } from 'vitest';
import { NAKSHATRAS, SIGNS, WEEKDAYS } from '../../vocabulary/names.ts';
import { KARMA_RULES } from './karma-rules.ts';
import { KARMAS } from './keys.ts';
import { NAKSHATRA_NATURE } from './nakshatra-nature.ts';
import { DAGDHA_BY_SUN_SIGN, DAGDHA_BY_WEEKDAY } from './panchanga-doshas.ts';
import { AMRITA_SIDDHI, PUSHKAR, SARVARTHA_SIDDHI, SIDDHA_BY_TITHI } from './special-yogas.ts';
import { CHANDRABALA, TARAS } from './tara.ts';
import { TITHI_GROUP } from './tithi-groups.ts';
import { DIRECTIONS, DISHA_SHOOL, MOON_DIRECTION, NAKSHATRA_SHOOL, SHOOL_REMEDY } from './travel.ts';

const DAYS = WEEKDAYS.map((w) => w.name);

describe('muhurta tables', () => {
  test('the seven natures partition the 27 nakshatras (4, 5, 5, 2, 3, 4, 4)', () => {
    const all = Object.values(NAKSHATRA_NATURE.data).flat();
    expect(all).toHaveLength(27);
    expect(new Set(all)).toEqual(new Set(NAKSHATRAS));
    expect(Object.values(NAKSHATRA_NATURE.data).map((g) => g.length)).toEqual([4, 5, 5, 2, 3, 4, 4]);
  });

  test('the five tithi groups partition 1-15, each n, n+5, n+10', () => {
    expect(
      Object.values(TITHI_GROUP.data)
        .flat()
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    for (const g of Object.values(TITHI_GROUP.data)) expect([g[1] - g[0], g[2] - g[1]]).toEqual([5, 5]);
  });

  test('nine taras, bad exactly at 3, 5, 7; chandrabala has 12 houses, bad at 4, 8, 12', () => {
    expect(TARAS.data).toHaveLength(9);
    expect(TARAS.data.flatMap((t, i) => (t.quality === 'bad' ? [i + 1] : []))).toEqual([3, 5, 7]);
    expect(Object.keys(CHANDRABALA.data).map(Number)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(
      Object.entries(CHANDRABALA.data)
        .filter(([, q]) => q === 'bad')
        .map(([h]) => Number(h)),
    ).toEqual([4, 8, 12]);
  });

  test('weekday tables cover the seven days; sign tables the twelve signs', () => {
    for (const t of [SARVARTHA_SIDDHI, AMRITA_SIDDHI, SIDDHA_BY_TITHI, DAGDHA_BY_WEEKDAY, DISHA_SHOOL, SHOOL_REMEDY])
      expect(Object.keys(t.data).sort()).toEqual([...DAYS].sort());
    for (const t of [DAGDHA_BY_SUN_SIGN, MOON_DIRECTION]) expect(Object.keys(t.data).sort()).toEqual([...SIGNS].sort());
  });

  test(
    'Moon direction: three signs a direction, one of each element (signs 4 apart); nakshatra shool one star a ' +
      'direction',
    () => {
      for (const d of DIRECTIONS) {
        const signs = SIGNS.filter((s) => MOON_DIRECTION.data[s] === d).map((s) => SIGNS.indexOf(s));
        expect(signs).toHaveLength(3);
        expect([signs[1]! - signs[0]!, signs[2]! - signs[1]!]).toEqual([4, 4]);
      }
      expect(new Set(Object.values(NAKSHATRA_SHOOL.data)).size).toBe(4);
    },
  );

  test('dagdha tithis by Sun sign: even numbers 2-12, each for two signs', () => {
    const counts = new Map<number, number>();
    for (const n of Object.values(DAGDHA_BY_SUN_SIGN.data)) counts.set(n, (counts.get(n) ?? 0) + 1);
    expect([...counts.entries()].sort((a, b) => a[0] - b[0])).toEqual([
      [2, 2],
      [4, 2],
      [6, 2],
      [8, 2],
      [10, 2],
      [12, 2],
    ]);
  });

  test('dwipushkar stars span two signs and tripushkar stars three padas across a sign boundary', () => {
    // A star k spans a sign boundary when its arc [k*40, (k+1)*40) padas/... in quarters: starts at 4k quarters, signs
    // are 9 quarters.
    const crosses = (n: string) => {
      const k = NAKSHATRAS.indexOf(n as never);
      return Math.floor((4 * k) / 9) !== Math.floor((4 * k + 3) / 9);
    };
    for (const n of [...PUSHKAR.data.dwipushkar, ...PUSHKAR.data.tripushkar]) expect(crosses(n), n).toBe(true);
    expect(PUSHKAR.data.dwipushkar.length + PUSHKAR.data.tripushkar.length).toBe(9);
  });

  test('every act: stars spelled as names.md, no star both favoured and in the sharp group for marriage, tithis 1-15', () => {
    for (const k of KARMAS) {
      const r = KARMA_RULES[k];
      for (const n of r.nakshatras) expect(NAKSHATRAS).toContain(n);
      for (const n of [...r.tithis.shukla, ...r.tithis.krishna]) expect(n >= 1 && n <= 15).toBe(true);
      for (const n of [...r.tithis.shukla, ...r.tithis.krishna])
        expect(TITHI_GROUP.data.rikta as readonly number[], `${k} ${n}`).not.toContain(n);
      for (const d of [...r.varas.good, ...r.varas.avoid]) expect(DAYS).toContain(d);
      expect(r.varas.good.filter((d) => (r.varas.avoid as readonly string[]).includes(d))).toEqual([]);
      expect(r.cites.length).toBeGreaterThan(0);
    }
    expect(KARMA_RULES.vivah.nakshatras).toHaveLength(11);
  });
});
