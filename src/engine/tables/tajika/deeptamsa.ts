/**
 * Deeptamsa (orb of light) of each graha in Tajika: two grahas are within orb of an aspect when the difference of
 * their degrees in their signs is at most half the sum of their two deeptamsas. The nodes have none (Tajika works
 * with the seven grahas only).
 */
import type { SevenGraha } from '../../vocabulary/names.ts';
import { cite, type CitedTable } from '../sources.ts';

export const DEEPTAMSA = {
  id: 'tajika.deeptamsa',
  cites: [
    cite('tajika_neelakanthi', {
      chapter: 'Samjna Tantra',
      status: 'pending',
      note: 'deeptamsas: Sun 15, Moon 12, Mars 8, Mercury 7, Jupiter 9, Venus 7, Saturn 9',
    }),
    cite('integrated_approach', {
      chapter: 'Tajaka yogas',
      status: 'pending',
      note: 'orb of a pair = the mean of the two deeptamsas',
    }),
  ],
  data: { Sun: 15, Moon: 12, Mars: 8, Mercury: 7, Jupiter: 9, Venus: 7, Saturn: 9 },
} as const satisfies CitedTable<Record<SevenGraha, number>>;

/** Mean motion from fastest to slowest: the order Tajika uses to say which of two grahas applies to the other. */
export const TAJIKA_SPEED_ORDER = {
  id: 'tajika.speed_order',
  cites: [
    cite('tajika_neelakanthi', {
      chapter: 'Samjna Tantra',
      status: 'pending',
      note: 'sheeghra (fast) to manda (slow) by mean motion',
    }),
  ],
  data: ['Moon', 'Mercury', 'Venus', 'Sun', 'Mars', 'Jupiter', 'Saturn'],
} as const satisfies CitedTable<readonly SevenGraha[]>;
