/**
 * Multipliers for the pindas of a reduced bhinna ashtakavarga (BPHS ch. 69, Pinda sadhana): rashi pinda multiplies
 * each sign's remaining bindus by the sign's measure (rashi gunakara); graha pinda multiplies the bindus of each
 * sign holding a graha by that graha's measure (graha gunakara); shodhya pinda is their sum.
 *
 * Virgo is the one sign on which readings disagree: 5 in most published lists, 6 where the verse is read as "the
 * remaining signs take their own number" (Virgo is the 6th sign). PyJHora's notes report that P.V.R. Narasimha
 * Rao's book prints 6, yet the book's worked sodhya pindas (ch. 12, Chart 7) come out only with 5, which we use;
 * `RASHI_MULTIPLIER_VIRGO_ALTERNATIVE` names the other reading.
 */
import type { Sign, SevenGraha } from '../../vocabulary/names.ts';
import { cite, type CitedTable } from '../sources.ts';

const PINDA_CITES = [
  cite('bphs', {
    chapter: 69,
    verses: '1-4',
    status: 'pending',
    note: 'Pinda sadhana; chapter number as in the widely circulated English translation',
  }),
  cite('integrated_approach', { chapter: 12, status: 'pending', note: 'sodhya pinda, worked for Chart 7' }),
] as const;

export const RASHI_MULTIPLIERS = {
  id: 'strength.ashtakavarga_rashi_multipliers',
  cites: PINDA_CITES,
  data: {
    Aries: 7,
    Taurus: 10,
    Gemini: 8,
    Cancer: 4,
    Leo: 10,
    Virgo: 5,
    Libra: 7,
    Scorpio: 8,
    Sagittarius: 9,
    Capricorn: 5,
    Aquarius: 11,
    Pisces: 12,
  },
} as const satisfies CitedTable<Record<Sign, number>>;

/** The other reading of Virgo's measure. */
export const RASHI_MULTIPLIER_VIRGO_ALTERNATIVE = 6;

export const GRAHA_MULTIPLIERS = {
  id: 'strength.ashtakavarga_graha_multipliers',
  cites: PINDA_CITES,
  data: { Sun: 5, Moon: 5, Mars: 8, Mercury: 5, Jupiter: 10, Venus: 7, Saturn: 5 },
} as const satisfies CitedTable<Record<SevenGraha, number>>;
