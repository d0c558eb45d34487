/**
 * Mudda dasha (varsha Vimshottari): the Vimshottari sequence compressed into one year of 360 days, each lord's
 * days = its Vimshottari years x 3, and the lord that opens the year: count the janma nakshatra from Ashwini (1-27),
 * add the completed years, subtract 2 and divide by 9; the remainder 1..8, 0 names Sun, Moon, Mars, Rahu, Jupiter,
 * Saturn, Mercury, Ketu, Venus (the Vimshottari order from the Sun).
 */
import type { Graha } from '../../vocabulary/names.ts';
import { cite, type CitedTable } from '../sources.ts';

export const MUDDA_DASHA = {
  id: 'tajika.mudda_dasha',
  cites: [
    cite('tajika_neelakanthi', {
      chapter: 'Varsha Tantra',
      status: 'pending',
      note: 'mudda dasha: (janma nakshatra + years elapsed - 2) mod 9 from the Sun',
    }),
    cite('integrated_approach', {
      chapter: 'Tajaka dasas: mudda dasa',
      status: 'pending',
      note: 'the dasa balance at the year start as at birth',
    }),
  ],
  data: {
    /** Lord for remainder 1, 2, ..., 8, then 0 (index 8). */
    byRemainder: ['Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury', 'Ketu', 'Venus'],
    days: { Sun: 18, Moon: 30, Mars: 21, Rahu: 54, Jupiter: 48, Saturn: 57, Mercury: 51, Ketu: 21, Venus: 60 },
  },
} as const satisfies CitedTable<{ byRemainder: readonly Graha[]; days: Record<Graha, number> }>;
