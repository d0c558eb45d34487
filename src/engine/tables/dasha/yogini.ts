/**
 * Yogini dasha (BPHS ch. 46, the yogini dasha verses): eight yoginis, each ruled by a graha, running 1 to 8 years
 * (36 in all). The janma nakshatra's number (Ashwini = 1) plus 3, divided by 8, gives the first yogini by the
 * remainder (0 = the eighth, Sankata). The name-to-lord map here is the fixed classical constant.
 */
import type { Graha } from '../../vocabulary/names.ts';
import { cite, type CitedTable } from '../sources.ts';

export const YOGINIS = {
  id: 'dasha.yogini',
  cites: [cite('bphs', { chapter: 46, verses: 'yogini dasha', status: 'pending', note: 'verse numbers not checked' })],
  data: [
    { yogini: 'Mangala', lord: 'Moon', years: 1 },
    { yogini: 'Pingala', lord: 'Sun', years: 2 },
    { yogini: 'Dhanya', lord: 'Jupiter', years: 3 },
    { yogini: 'Bhramari', lord: 'Mars', years: 4 },
    { yogini: 'Bhadrika', lord: 'Mercury', years: 5 },
    { yogini: 'Ulka', lord: 'Saturn', years: 6 },
    { yogini: 'Siddha', lord: 'Venus', years: 7 },
    { yogini: 'Sankata', lord: 'Rahu', years: 8 },
  ],
} as const satisfies CitedTable<readonly { yogini: string; lord: Graha; years: number }[]>;

export const YOGINI_CYCLE_YEARS = 36;
/** Added to the nakshatra number before dividing by 8. */
export const YOGINI_NAKSHATRA_OFFSET = 3;
