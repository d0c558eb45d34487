/**
 * The numbers read from the date of birth alone.
 *
 * - Moolank: the day reduced to one digit (20 -> 2).
 * - Bhagyank: every digit of DD MM YYYY summed, then reduced (20-11-1990: 2+0+1+1+1+9+9+0 = 23 -> 5).
 * - Life path (Western): day, month and year each reduced to 1-9 or a master number, added, reduced again; a
 *   reduction stops at 11, 22 or 33 (Decoz: 22-11-1992 -> 22 + 11 + 3 = 36 -> 9).
 *
 * Digit sums keep a number's remainder mod 9, so the life path reduced to one digit is always the bhagyank: the two
 * differ only when the life path is a master number (11, 22, 33 stand for bhagyank 2, 4, 6).
 */
import type { BirthDate } from './birth-date.ts';
import { dateDigits } from './birth-date.ts';
import type { LifePathNumber, RootNumber } from '../vocabulary/numbers.ts';
import { reduceKeepingMaster, reduceToRoot } from './reduce.ts';

export interface LifePathSteps {
  day: LifePathNumber;
  month: LifePathNumber;
  year: LifePathNumber;
  /** day + month + year before the final reduction. */
  total: number;
}

export interface DateNumbers {
  moolank: RootNumber;
  bhagyank: RootNumber;
  /** Sum of the eight digits of DD MM YYYY, before reduction (the bhagyank's compound). */
  dateDigitSum: number;
  lifePath: LifePathNumber;
  lifePathSteps: LifePathSteps;
  /** Computed, not assumed; by construction false only when the life path is a master number. */
  lifePathEqualsBhagyank: boolean;
}

export function moolank(day: number): RootNumber {
  return reduceToRoot(day);
}

export function lifePath(d: BirthDate): { lifePath: LifePathNumber; steps: LifePathSteps } {
  const day = reduceKeepingMaster(d.day);
  const month = reduceKeepingMaster(d.month);
  const year = reduceKeepingMaster(d.year);
  const total = day + month + year;
  return { lifePath: reduceKeepingMaster(total), steps: { day, month, year, total } };
}

export function dateNumbers(d: BirthDate): DateNumbers {
  const dateDigitSum = dateDigits(d).reduce((a, b) => a + b, 0);
  const bhagyank = reduceToRoot(dateDigitSum);
  const lp = lifePath(d);
  return {
    moolank: moolank(d.day),
    bhagyank,
    dateDigitSum,
    lifePath: lp.lifePath,
    lifePathSteps: lp.steps,
    lifePathEqualsBhagyank: lp.lifePath === bhagyank,
  };
}
