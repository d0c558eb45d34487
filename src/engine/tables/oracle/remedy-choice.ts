/**
 * Which graha's gem or rudraksha practice chooses for a chart: the lords of the lagna, the 5th and the 9th (the
 * trikona lords), leaving out a 5th or 9th lord that also rules the 6th, 8th or 12th; for a weak graha, the service
 * lists the corpus's associations and says which of those grahas rule a dusthana. Practice as gem and astrology
 * manuals print it; no classical verse known to the project chooses a remedy.
 */
import { cite, type CitedTable } from '../sources.ts';

export const REMEDY_CHOICE = {
  id: 'oracle.remedy_choice',
  cites: [
    cite('remedial_practice', {
      status: 'pending',
      note:
        'the gem (and rudraksha) of the lagna lord first, then of the 5th and 9th lords; not of a lord of the 6th, ' +
        '8th or 12th; as gem and astrology manuals print it',
    }),
  ],
  data: { houses: [1, 5, 9], dusthanas: [6, 8, 12] },
} as const satisfies CitedTable<{ houses: readonly number[]; dusthanas: readonly number[] }>;
