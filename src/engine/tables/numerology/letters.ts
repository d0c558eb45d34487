/**
 * Letter values of the two name-number systems. Both cover the 26 letters A-Z; letters of other alphabets are
 * transliterated or ignored before these tables are read (numerology/name-letters.ts).
 */
import type { Letter, RootNumber } from '../../vocabulary/numbers.ts';
import { cite, type CitedTable } from '../sources.ts';

/** Chaldean values as Cheiro gives them: by sound, 1-8 only (he holds 9 apart and assigns it to no letter). */
export const CHALDEAN_LETTERS = {
  id: 'numerology.chaldean_letters',
  cites: [
    cite('cheiro_numbers', {
      status: 'pending',
      note: "Cheiro's table of letter values (1-8, no 9). Chapter and page in the 1926 edition not yet located.",
    }),
  ],
  data: {
    A: 1,
    I: 1,
    J: 1,
    Q: 1,
    Y: 1,
    B: 2,
    K: 2,
    R: 2,
    C: 3,
    G: 3,
    L: 3,
    S: 3,
    D: 4,
    M: 4,
    T: 4,
    E: 5,
    H: 5,
    N: 5,
    X: 5,
    U: 6,
    V: 6,
    W: 6,
    O: 7,
    Z: 7,
    F: 8,
    P: 8,
  },
} as const satisfies CitedTable<Record<Letter, Exclude<RootNumber, 9>>>;

/**
 * Pythagorean (modern Western) values: the alphabet in order against 1-9, repeating (A=1 .. I=9, J=1 .. R=9, S=1 ..
 * Z=8).
 */
export const PYTHAGOREAN_LETTERS = {
  id: 'numerology.pythagorean_letters',
  cites: [
    cite('almanac_practice', {
      status: 'pending',
      note:
        'Modern Western ("Pythagorean") practice; no source key for it yet. The project has no text attributing ' +
        'this table to Pythagoras; the name is the conventional one.',
    }),
  ],
  data: {
    A: 1,
    B: 2,
    C: 3,
    D: 4,
    E: 5,
    F: 6,
    G: 7,
    H: 8,
    I: 9,
    J: 1,
    K: 2,
    L: 3,
    M: 4,
    N: 5,
    O: 6,
    P: 7,
    Q: 8,
    R: 9,
    S: 1,
    T: 2,
    U: 3,
    V: 4,
    W: 5,
    X: 6,
    Y: 7,
    Z: 8,
  },
} as const satisfies CitedTable<Record<Letter, RootNumber>>;
