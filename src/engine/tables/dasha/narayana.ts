/**
 * Narayana dasha (Jaimini), as read by P.V.R. Narasimha Rao (Vedic Astrology: An Integrated Approach) and Sanjay
 * Rath (Narayana Dasa). The dashas start from the stronger of the lagna and the 7th ("dasa seed"); they run forward
 * when the 9th from the seed is odd-footed (Aries, Taurus, Gemini, Libra, Scorpio, Sagittarius), backward otherwise.
 * The order depends on the seed: movable, the next sign each time; fixed, every 6th sign; dual, its trines (1, 5, 9),
 * then the trines of its 10th, of its 7th, of its 4th. A sign's years: signs counted from it to its lord (forward
 * from an odd-footed sign, backward from an even-footed one) less one; 12 with the lord in the sign; one more for an
 * exalted lord, one less for a debilitated lord (Mercury in Virgo, its own sign, gets no extra year). The second
 * cycle gives each sign 12 less its first-cycle years.
 */
import { cite, type CitedTable } from '../sources.ts';

export interface NarayanaTable {
  ownSignYears: number;
  /** Houses counted from the seed (1 = the seed) in dasha order, by the seed's nature. */
  order: { movable: readonly number[]; fixed: readonly number[]; dual: readonly number[] };
}

export const NARAYANA_DASHA = {
  id: 'dasha.narayana',
  cites: [
    cite('jaimini_sutras', {
      chapter: 'adhyaya 1-2 (dasha sutras)',
      status: 'pending',
      note: 'sutra numbers not checked; read through the two modern works below',
    }),
    cite('integrated_approach', {
      chapter: 'Narayana dasa',
      status: 'pending',
      note:
        'P.V.R. Narasimha Rao: seed, direction by the 9th from the seed, orders, years, second cycle; chapter ' +
        'number not checked',
    }),
    cite('sanjay_rath_narayana', {
      chapter: 'calculation',
      status: 'pending',
      note:
        "Sanjay Rath: the same rules, strength of signs, antardashas from the lord's sign (paka); chapter not " +
        'checked',
    }),
  ],
  data: {
    ownSignYears: 12,
    order: {
      movable: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
      fixed: [1, 6, 11, 4, 9, 2, 7, 12, 5, 10, 3, 8],
      dual: [1, 5, 9, 10, 2, 6, 7, 11, 3, 4, 8, 12],
    },
  },
} as const satisfies CitedTable<NarayanaTable>;
