// Yogini dasha by the rule (nakshatra number + 3, divided by 8; remainder 0 = Sankata), worked by hand, and its
// invariants.
import { describe, expect, test } from 'vitest';
import { YOGINI_CYCLE_YEARS, YOGINIS } from '../../tables/dasha/yogini.ts';
import { NAKSHATRA_ARC } from '../../vocabulary/names.ts';
import { firstYoginiIndex, yoginiDasha } from './yogini.ts';

const name = (nakshatraIndex: number) => YOGINIS.data[firstYoginiIndex(nakshatraIndex)]?.yogini;

describe('yogini dasha', () => {
  test('eight yoginis, 1..8 years, 36 in all', () => {
    expect(YOGINIS.data.map((y) => y.years)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(YOGINIS.data.reduce((s, y) => s + y.years, 0)).toBe(YOGINI_CYCLE_YEARS);
  });

  test(
    'first yogini: Ashwini (1 + 3 = 4) Bhramari; Ardra (6 + 3 = 9, rem 1) Mangala; Revati (27 + 3 = 30, rem 6) ' +
      'Ulka; Pushya (8 + 3 = 11, rem 3) Dhanya; Bharani (2 + 3 = 5) Bhadrika; Mrigashira (5 + 3 = 8, rem 0) Sankata',
    () => {
      expect([0, 5, 26, 7, 1, 4].map(name)).toEqual(['Bhramari', 'Mangala', 'Ulka', 'Dhanya', 'Bhadrika', 'Sankata']);
    },
  );

  test(
    'balance: half of Ashwini crossed leaves half of Bhramari (2 years); three cycles of 36 years; antardashas tile ' +
      'each period',
    () => {
      const d = yoginiDasha(NAKSHATRA_ARC / 2, 2_450_000);
      expect(d.firstYogini).toBe('Bhramari');
      expect(d.balanceYears).toBeCloseTo(2, 12);
      expect(d.periods).toHaveLength(24);
      expect(d.periods[0]?.endJdUt).toBeCloseTo(2_450_000 + 2 * d.yearDays, 6);
      const span = (d.periods.at(-1)?.endJdUt ?? 0) - (d.periods[0]?.startJdUt ?? 0);
      expect(span / d.yearDays).toBeCloseTo(108, 9);
      for (const p of d.periods) {
        expect(p.antardashas?.[0]?.yogini).toBe(p.yogini);
        expect(p.antardashas?.at(-1)?.endJdUt).toBeCloseTo(p.endJdUt, 6);
      }
    },
  );
});
