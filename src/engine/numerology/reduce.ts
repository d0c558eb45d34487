/**
 * Reduction by digit sums, the one arithmetic of numerology: 1990 -> 1+9+9+0 = 19 -> 1+9 = 10 -> 1+0 = 1.
 * Done step by step, as a practitioner does, so a master number met on the way can be kept.
 */
import { isMasterNumber, isRootNumber, type LifePathNumber, type RootNumber } from '../vocabulary/numbers.ts';

/** Sum of the decimal digits of a non-negative integer. */
export function digitSum(n: number): number {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`digitSum needs a non-negative integer, got ${n}`);
  let s = 0;
  for (let m = n; m > 0; m = Math.floor(m / 10)) s += m % 10;
  return s;
}

function rootOf(n: number): RootNumber {
  if (!isRootNumber(n)) throw new RangeError(`${n} did not reduce to 1-9`);
  return n;
}

/** Sum digits until one digit remains (Indian practice, Cheiro): 23 -> 5, 29 -> 11 -> 2. Needs n >= 1. */
export function reduceToRoot(n: number): RootNumber {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`only a positive integer reduces to 1-9, got ${n}`);
  let m = n;
  while (m > 9) m = digitSum(m);
  return rootOf(m);
}

/**
 * Sum digits until one digit remains, stopping at 11, 22 or 33 if met on the way (the Western convention):
 * 29 -> 11 (kept), 38 -> 11 (kept), 1975 -> 22 (kept), 47 -> 11 (kept), 36 -> 9.
 */
export function reduceKeepingMaster(n: number): LifePathNumber {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`only a positive integer reduces, got ${n}`);
  let m = n;
  while (m > 9 && !isMasterNumber(m)) m = digitSum(m);
  return isMasterNumber(m) ? m : rootOf(m);
}
