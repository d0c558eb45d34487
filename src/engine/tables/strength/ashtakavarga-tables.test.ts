// Invariants of the ashtakavarga tables: well-formed rows, the classical totals, partitions of the zodiac.
import { describe, expect, test } from 'vitest';
import { SIGN_LORDS, SIGNS } from '../../jyotish/primitives/names.ts';
import { AV_SOURCES, BENEFIC_PLACES } from './ashtakavarga-benefic-places.ts';
import { GRAHA_MULTIPLIERS, RASHI_MULTIPLIERS } from './ashtakavarga-pinda.ts';
import { EKADHIPATYA_PAIRS, TRIKONA_GROUPS } from './ashtakavarga-shodhana.ts';

describe('ashtakavarga tables', () => {
  test('benefic places: houses 1-12, strictly increasing; row counts give the classical totals', () => {
    // Totals as every source states them: Sun 48, Moon 49, Mars 39, Mercury 54, Jupiter 56, Venus 52, Saturn 39
    // (sarva 337), lagna 49.
    const TOTALS = { Sun: 48, Moon: 49, Mars: 39, Mercury: 54, Jupiter: 56, Venus: 52, Saturn: 39, Ascendant: 49 };
    for (const of of AV_SOURCES) {
      let total = 0;
      for (const from of AV_SOURCES) {
        const row: readonly number[] = BENEFIC_PLACES.data[of][from];
        row.forEach((h, i) => {
          expect(h >= 1 && h <= 12).toBe(true);
          if (i > 0) expect(h).toBeGreaterThan(row[i - 1] ?? 0);
        });
        total += row.length;
      }
      expect(total).toBe(TOTALS[of]);
    }
  });

  test('trikona groups and ekadhipatya pairs partition the signs as stated', () => {
    const trine = TRIKONA_GROUPS.data.flat();
    expect(new Set(trine).size).toBe(12);
    for (const g of TRIKONA_GROUPS.data) {
      const idx = g.map((s) => SIGNS.indexOf(s));
      expect(((idx[1] ?? 0) - (idx[0] ?? 0) + 12) % 12).toBe(4);
      expect(((idx[2] ?? 0) - (idx[1] ?? 0) + 12) % 12).toBe(4);
    }
    const paired = Object.entries(EKADHIPATYA_PAIRS.data).flatMap(([lord, pair]) => pair.map((s) => [lord, s] as const));
    expect(paired).toHaveLength(10);
    for (const [lord, sign] of paired) expect(SIGN_LORDS[sign]).toBe(lord);
    expect(paired.map(([, s]) => s)).not.toContain('Cancer');
    expect(paired.map(([, s]) => s)).not.toContain('Leo');
  });

  test('pinda measures: one per sign and per graha, as listed in the source comment', () => {
    expect(SIGNS.map((s) => RASHI_MULTIPLIERS.data[s])).toEqual([7, 10, 8, 4, 10, 5, 7, 8, 9, 5, 11, 12]);
    expect(Object.values(GRAHA_MULTIPLIERS.data)).toEqual([5, 5, 8, 5, 10, 7, 5]);
    for (const c of [...BENEFIC_PLACES.cites, ...RASHI_MULTIPLIERS.cites]) expect(c.status).toBe('pending');
  });
});
