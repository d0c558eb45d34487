import { cite, type CitedTable } from '../sources.ts';
import type { ChoghadiyaName } from './keys.ts';

export type ChoghadiyaStatus = 'good' | 'neutral' | 'bad';

/** Quality of each choghadiya and the work almanacs recommend in it (by the nature of its lord). */
export const CHOGHADIYA_NATURE = {
  id: 'day_division.choghadiya_nature',
  cites: [
    cite('almanac_practice', {
      status: 'pending',
      note:
        'Good: Amrit, Shubh, Labh; neutral: Chal; bad: Udveg, Kaal, Rog, as almanacs print them. The karma ' +
        'phrases are the common almanac usage; Kaal and Rog uses vary most between publishers.',
    }),
  ],
  data: {
    Udveg: { status: 'bad', karma: 'government-related work' },
    Chal: { status: 'neutral', karma: 'travel' },
    Labh: { status: 'good', karma: 'business, trade and study' },
    Amrit: { status: 'good', karma: 'all auspicious work' },
    Kaal: { status: 'bad', karma: 'avoid auspicious work; only activities to accumulate wealth' },
    Shubh: { status: 'good', karma: 'marriage, religious and auspicious ceremonies' },
    Rog: { status: 'bad', karma: 'avoid auspicious work; only disputes and contests' },
  },
} as const satisfies CitedTable<Record<ChoghadiyaName, { status: ChoghadiyaStatus; karma: string }>>;
