// Invariants of the longevity tables: the classical sums, monotone reductions, ordered bands.
import { describe, expect, test } from 'vitest';
import { AYU_BANDS, SYSTEM_BY_STRONGEST } from './ayurdaya-bands.ts';
import { AMSAYU_BHARANA, CHAKRAPATA, NATURAL_NATURE, OTHER_HARANAS } from './ayurdaya-haranas.ts';
import { NISARGAYU_YEARS, PINDAYU_YEARS } from './ayurdaya-years.ts';

describe('ayurdaya tables', () => {
  test('pindayu years total 127 and nisargayu years 120 (the sums the texts give)', () => {
    expect(Object.values(PINDAYU_YEARS.data).reduce((a, b) => a + b, 0)).toBe(127);
    expect(Object.values(NISARGAYU_YEARS.data).reduce((a, b) => a + b, 0)).toBe(120);
  });

  test("chakrapata falls from the 12th to the 7th; a benefic loses half a malefic's part", () => {
    const parts = [12, 11, 10, 9, 8, 7].map((h) => CHAKRAPATA.data.malefic[h as 7 | 8 | 9 | 10 | 11 | 12]);
    expect(parts).toEqual([1, 1 / 2, 1 / 3, 1 / 4, 1 / 5, 1 / 6]);
    expect(CHAKRAPATA.data.beneficFactor).toBe(1 / 2);
    expect(Object.values(NATURAL_NATURE.data).filter((n) => n === 'benefic')).toHaveLength(4);
  });

  test('other haranas and bharanas as stated; bands ascend from 0; each strongest picks a different system', () => {
    expect(OTHER_HARANAS.data.astangata).toEqual({ fraction: 1 / 2, exempt: ['Venus', 'Saturn'] });
    expect(OTHER_HARANAS.data.shatrukshetra.fraction).toBe(1 / 3);
    expect(Math.max(...Object.values(AMSAYU_BHARANA.data))).toBe(3);
    expect(AYU_BANDS.data.map((b) => b.from)).toEqual([0, 32, 64]);
    expect(new Set(Object.values(SYSTEM_BY_STRONGEST.data)).size).toBe(3);
  });
});
