/**
 * Fixed (sthira) karakas of the seven grahas: the relation each signifies whatever the chart (BPHS ch. 32, the
 * karaka chapter). The nodes have no fixed karakatva in that list.
 */
import type { SevenGraha } from '../../vocabulary/names.ts';
import { cite, type CitedTable } from '../sources.ts';

export const STHIRA_KARAKAS = {
  id: 'dasha.sthira_karakas',
  cites: [
    cite('bphs', { chapter: 32, verses: 'sthira karakas', status: 'pending', note: 'verse numbers not checked' }),
  ],
  data: {
    Sun: 'father',
    Moon: 'mother',
    Mars: 'siblings (the co-born)',
    Mercury: 'maternal relations',
    Jupiter: 'children',
    Venus: 'spouse',
    Saturn: 'servants and longevity',
  },
} as const satisfies CitedTable<Record<SevenGraha, string>>;
