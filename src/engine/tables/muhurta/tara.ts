/**
 * Personal strength of a day: tarabala (the day's star counted from the birth star, in nines) and chandrabala (the
 * Moon's sign counted from the birth Moon sign).
 */
import type { CitedTable } from '../sources.ts';
import { chintamani, SHUBHASHUBHA } from './refs.ts';

export type TaraQuality = 'good' | 'bad' | 'mixed';

/** The nine taras in order; the count from the birth star (1 = the birth star itself) taken mod 9. */
export const TARAS = {
  id: 'muhurta.taras',
  cites: [
    chintamani(
      SHUBHASHUBHA,
      'tarabala: janma, sampat, vipat, kshema, pratyak, sadhana, naidhana, mitra, parama mitra; the 3rd, 5th and ' +
        '7th are bad, the 1st mixed',
    ),
  ],
  data: [
    { name: 'Janma', meaning: 'birth', quality: 'mixed' },
    { name: 'Sampat', meaning: 'wealth', quality: 'good' },
    { name: 'Vipat', meaning: 'danger', quality: 'bad' },
    { name: 'Kshema', meaning: 'well-being', quality: 'good' },
    { name: 'Pratyak', meaning: 'obstacles', quality: 'bad' },
    { name: 'Sadhana', meaning: 'achievement', quality: 'good' },
    { name: 'Naidhana', meaning: 'death', quality: 'bad' },
    { name: 'Mitra', meaning: 'friend', quality: 'good' },
    { name: 'Parama Mitra', meaning: 'great friend', quality: 'good' },
  ],
} as const satisfies CitedTable<readonly { name: string; meaning: string; quality: TaraQuality }[]>;

export type ChandrabalaQuality = 'good' | 'good_in_shukla' | 'bad';

/**
 * Chandrabala by the house of the transiting Moon from the birth Moon sign: 1, 3, 6, 7, 10, 11 good; 2, 5, 9 good
 * in the bright fortnight only; 4, 8, 12 bad.
 */
export const CHANDRABALA = {
  id: 'muhurta.chandrabala',
  cites: [
    chintamani(
      SHUBHASHUBHA,
      'chandrabala: the Moon in the 1st, 3rd, 6th, 7th, 10th or 11th from the birth sign is strong; the 2nd, 5th ' +
        'and 9th in the bright fortnight; the 4th, 8th and 12th weak',
    ),
  ],
  data: {
    1: 'good',
    2: 'good_in_shukla',
    3: 'good',
    4: 'bad',
    5: 'good_in_shukla',
    6: 'good',
    7: 'good',
    8: 'bad',
    9: 'good_in_shukla',
    10: 'good',
    11: 'good',
    12: 'bad',
  },
} as const satisfies CitedTable<Record<number, ChandrabalaQuality>>;
