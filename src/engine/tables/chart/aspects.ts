/**
 * Graha drishti by sign (BPHS ch. 26): every graha aspects the seventh house from itself in full; Mars also the
 * 4th and 8th, Jupiter the 5th and 9th, Saturn the 3rd and 10th. The nodes are given the seventh only here (BPHS
 * is silent on node aspects in that chapter; some give them the 5th and 9th).
 */
import type { Graha } from '../../vocabulary/names.ts';
import { cite, type CitedTable } from '../sources.ts';

export const FULL_ASPECTS = {
  id: 'chart.graha_drishti',
  cites: [cite('bphs', { chapter: 26, verses: '2-5', status: 'pending' })],
  data: {
    Sun: [7],
    Moon: [7],
    Mars: [4, 7, 8],
    Mercury: [7],
    Jupiter: [5, 7, 9],
    Venus: [7],
    Saturn: [3, 7, 10],
    Rahu: [7],
    Ketu: [7],
  },
} as const satisfies CitedTable<Record<Graha, readonly number[]>>;
