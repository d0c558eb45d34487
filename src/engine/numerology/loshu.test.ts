import { describe, expect, test } from 'vitest';
import { dateDigits, daysInMonth } from './birth-date.ts';
import { dateNumbers } from './date-numbers.ts';
import { loShu } from './loshu.ts';

function gridFor(day: number, month: number, year: number, addMoolankBhagyank = false) {
  const d = { day, month, year };
  const n = dateNumbers(d);
  return loShu({ dateDigits: dateDigits(d), moolank: n.moolank, bhagyank: n.bhagyank, addMoolankBhagyank });
}

const counts = (grid: { num: number; count: number }[][]) => grid.map((row) => row.map((c) => [c.num, c.count]));

describe('Lo Shu grid', () => {
  test('20-11-1990 by hand: digits 2 0 1 1 1 9 9 0 -> 1 x3, 2 x1, 9 x2, zeros dropped; no complete plane', () => {
    const r = gridFor(20, 11, 1990);
    expect(counts(r.grid)).toEqual([
      [
        [4, 0],
        [9, 2],
        [2, 1],
      ],
      [
        [3, 0],
        [5, 0],
        [7, 0],
      ],
      [
        [8, 0],
        [1, 3],
        [6, 0],
      ],
    ]);
    expect(r.analysis.missingNumbers).toEqual([3, 4, 5, 6, 7, 8]);
    expect(r.analysis.repeated).toEqual([
      { num: 1, count: 3 },
      { num: 9, count: 2 },
    ]);
    expect(r.analysis.completePlanes).toEqual([]);
    expect(r.analysis.added).toBeNull();
    const status = Object.fromEntries(r.analysis.planes.map((p) => [p.id, p.status]));
    expect(status).toEqual({
      row_top: 'partial',
      row_middle: 'empty',
      row_bottom: 'partial',
      column_left: 'empty',
      column_middle: 'partial',
      column_right: 'partial',
      diagonal_4_5_6: 'empty',
      diagonal_2_5_8: 'partial',
    });
  });

  test('with the option on, moolank 2 and bhagyank 5 are added: the Will plane 9-5-1 becomes complete', () => {
    const r = gridFor(20, 11, 1990, true);
    expect(counts(r.grid)).toEqual([
      [
        [4, 0],
        [9, 2],
        [2, 2],
      ],
      [
        [3, 0],
        [5, 1],
        [7, 0],
      ],
      [
        [8, 0],
        [1, 3],
        [6, 0],
      ],
    ]);
    expect(r.analysis.added).toEqual({ moolank: 2, bhagyank: 5 });
    expect(r.analysis.completePlanes).toEqual(['column_middle']);
    expect(r.analysis.planes.find((p) => p.id === 'column_middle')?.name).toBe('Will plane');
  });

  // Published example (vaastuinternational.com "Lo Shu grid"): 12 July 1977 fills 9, 2, 777 and 11.
  test('12-07-1977 matches the published grid: 1 x2, 2 x1, 7 x3, 9 x1', () => {
    const r = gridFor(12, 7, 1977);
    const byNum = Object.fromEntries(r.grid.flat().map((c) => [c.num, c.count]));
    expect(byNum).toEqual({ 1: 2, 2: 1, 3: 0, 4: 0, 5: 0, 6: 0, 7: 3, 8: 0, 9: 1 });
  });

  test('every date of every 3rd year 1800-2399: counts sum to the non-zero digits (+2 with the option); 9 cells', () => {
    let failures = 0;
    let dates = 0;
    for (let year = 1800; year <= 2399; year += 3) {
      for (let month = 1; month <= 12; month++) {
        for (let day = 1; day <= daysInMonth(year, month); day++) {
          const nonZero = dateDigits({ day, month, year }).filter((x) => x !== 0).length;
          const plain = gridFor(day, month, year).grid.flat();
          const added = gridFor(day, month, year, true).grid.flat();
          const sum = (cells: { count: number }[]) => cells.reduce((s, c) => s + c.count, 0);
          if (plain.length !== 9 || sum(plain) !== nonZero || sum(added) !== nonZero + 2) failures++;
          dates++;
        }
      }
    }
    expect(failures).toBe(0);
    console.info(`lo shu: ${failures} count-sum failures over ${dates} dates (exact)`);
  });
});
