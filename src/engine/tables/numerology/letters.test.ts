import { describe, expect, test } from 'vitest';
import { LETTERS } from '../../vocabulary/numbers.ts';
import { CHALDEAN_LETTERS, PYTHAGOREAN_LETTERS } from './letters.ts';

describe('letter tables', () => {
  test('each table gives a value to exactly the 26 letters A-Z', () => {
    for (const table of [CHALDEAN_LETTERS, PYTHAGOREAN_LETTERS]) {
      expect(Object.keys(table.data).sort()).toEqual([...LETTERS]);
    }
  });

  test('Chaldean (Cheiro): values 1-8, no letter has 9; group sizes 5,3,4,3,4,3,2,2', () => {
    const values = Object.values(CHALDEAN_LETTERS.data) as number[];
    expect(values.every((v) => v >= 1 && v <= 8)).toBe(true);
    expect(values).not.toContain(9);
    const sizes = [1, 2, 3, 4, 5, 6, 7, 8].map((v) => values.filter((x) => x === v).length);
    // Cheiro's groups: 1 AIJQY, 2 BKR, 3 CGLS, 4 DMT, 5 EHNX, 6 UVW, 7 OZ, 8 FP.
    expect(sizes).toEqual([5, 3, 4, 3, 4, 3, 2, 2]);
    console.info('chaldean letters: 26 letters, values 1-8, no 9 (exact)');
  });

  test('Pythagorean: the rule A=1 .. I=9 repeating, re-derived from alphabet position', () => {
    let mismatches = 0;
    LETTERS.forEach((l, i) => {
      if (PYTHAGOREAN_LETTERS.data[l] !== (i % 9) + 1) mismatches++;
    });
    expect(mismatches).toBe(0);
    console.info(`pythagorean letters: ${mismatches} mismatches against (position mod 9) + 1 over 26 letters (exact)`);
  });

  test('citations are pending, never verified', () => {
    for (const c of [...CHALDEAN_LETTERS.cites, ...PYTHAGOREAN_LETTERS.cites]) expect(c.status).toBe('pending');
  });
});
