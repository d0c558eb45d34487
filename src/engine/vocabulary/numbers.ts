/**
 * The numbers and letters numerology works with. A "root" number is a single digit 1-9 (zero never results from
 * reducing a positive number); master numbers are the two-digit values the Western (Pythagorean) convention keeps
 * unreduced.
 */

export const ROOT_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export type RootNumber = (typeof ROOT_NUMBERS)[number];

export const MASTER_NUMBERS = [11, 22, 33] as const;
export type MasterNumber = (typeof MASTER_NUMBERS)[number];

/** A life path: a root number, or a master number kept unreduced. */
export type LifePathNumber = RootNumber | MasterNumber;

export const LETTERS = [
  'A',
  'B',
  'C',
  'D',
  'E',
  'F',
  'G',
  'H',
  'I',
  'J',
  'K',
  'L',
  'M',
  'N',
  'O',
  'P',
  'Q',
  'R',
  'S',
  'T',
  'U',
  'V',
  'W',
  'X',
  'Y',
  'Z',
] as const;
export type Letter = (typeof LETTERS)[number];

export function isRootNumber(n: number): n is RootNumber {
  return Number.isInteger(n) && n >= 1 && n <= 9;
}

export function isMasterNumber(n: number): n is MasterNumber {
  return (MASTER_NUMBERS as readonly number[]).includes(n);
}

export function isLetter(c: string): c is Letter {
  return c.length === 1 && c >= 'A' && c <= 'Z';
}
