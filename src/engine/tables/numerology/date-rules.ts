/**
 * Where the date numbers come from. These are rules rather than tables; they are kept here so that the result's
 * refs name a source for each (all pending).
 */
import type { MasterNumber } from '../../vocabulary/numbers.ts';
import { cite, type CitedTable } from '../sources.ts';

/** Moolank (psychic or root number) and bhagyank (destiny number), Indian practice. */
export const MOOLANK_BHAGYANK = {
  id: 'numerology.moolank_bhagyank',
  cites: [
    cite('almanac_practice', {
      status: 'pending',
      note:
        'Indian numerology practice: moolank = day of birth reduced to one digit; bhagyank = all digits of the ' +
        'date (DD MM YYYY) summed and reduced to one digit, no master numbers kept.',
    }),
    cite('cheiro_numbers', {
      status: 'pending',
      note:
        "Cheiro's birth number (the day of the month reduced to one digit) is the same number as the moolank. " +
        'Chapter not yet located in the 1926 edition.',
    }),
  ],
  data: { moolank: 'day reduced', bhagyank: 'DD MM YYYY digits summed, reduced' },
} as const satisfies CitedTable<{ moolank: string; bhagyank: string }>;

/** Life path, modern Western (Pythagorean) practice, with master numbers. */
export const LIFE_PATH_RULE = {
  id: 'numerology.life_path',
  cites: [
    cite('almanac_practice', {
      status: 'pending',
      note:
        'Modern Western practice as taught by Hans Decoz and others: reduce month, day and year separately, ' +
        'each to 1-9 or a master number, add, reduce again; 11, 22 and 33 are kept. No source key for it yet.',
    }),
  ],
  data: { masterNumbers: [11, 22, 33] },
} as const satisfies CitedTable<{ masterNumbers: readonly MasterNumber[] }>;
