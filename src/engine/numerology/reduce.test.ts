import { describe, expect, test } from 'vitest';
import { digitSum, reduceKeepingMaster, reduceToRoot } from './reduce.ts';

describe('reduction by digit sums', () => {
  test('hand-worked: 23 -> 5, 1990 -> 19 -> 10 -> 1, 29 -> 11 -> 2, 9 -> 9, 10 -> 1', () => {
    expect(digitSum(1990)).toBe(19);
    expect(reduceToRoot(23)).toBe(5);
    expect(reduceToRoot(1990)).toBe(1);
    expect(reduceToRoot(29)).toBe(2);
    expect(reduceToRoot(9)).toBe(9);
    expect(reduceToRoot(10)).toBe(1);
  });

  test('stepwise reduction equals the closed form 1 + (n - 1) mod 9 for n = 1..200000', () => {
    let mismatches = 0;
    for (let n = 1; n <= 200000; n++) if (reduceToRoot(n) !== 1 + ((n - 1) % 9)) mismatches++;
    expect(mismatches).toBe(0);
    console.info(`reduceToRoot: ${mismatches} mismatches against 1 + (n-1) mod 9 over 200000 integers (exact)`);
  });

  test(
    'master numbers are kept where the reduction meets them: 11, 22, 33, 29 -> 11, 38 -> 11, 1975 -> 22; 36 -> 9, ' +
      '44 -> 8',
    () => {
      expect(reduceKeepingMaster(11)).toBe(11);
      expect(reduceKeepingMaster(22)).toBe(22);
      expect(reduceKeepingMaster(33)).toBe(33);
      expect(reduceKeepingMaster(29)).toBe(11); // 2 + 9 = 11
      expect(reduceKeepingMaster(38)).toBe(11); // 3 + 8 = 11
      expect(reduceKeepingMaster(1975)).toBe(22); // 1 + 9 + 7 + 5 = 22
      expect(reduceKeepingMaster(36)).toBe(9);
      expect(reduceKeepingMaster(44)).toBe(8); // 44 is not one of 11, 22, 33 in this convention
    },
  );

  test('reduced further, a kept master number always gives the plain root', () => {
    let mismatches = 0;
    for (let n = 1; n <= 20000; n++) if (reduceToRoot(reduceKeepingMaster(n)) !== reduceToRoot(n)) mismatches++;
    expect(mismatches).toBe(0);
  });

  test('zero and negative numbers are refused (nothing reduces to 0 in a name or date)', () => {
    expect(() => reduceToRoot(0)).toThrow(RangeError);
    expect(() => reduceKeepingMaster(-3)).toThrow(RangeError);
  });
});
