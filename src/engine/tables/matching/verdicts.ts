/**
 * The service's own verdict bands (tier `service`, not tradition) and the remedies almanacs advise for the koota
 * doshas (practice, advisory only).
 */
import type { CitedTable } from '../sources.ts';
import { MATCHING_REFS } from './refs.ts';

export type AshtakootaVerdict = 'not_recommended' | 'average' | 'good' | 'excellent';
export type DashakootVerdict = 'not_recommended' | 'weak' | 'average' | 'good';

/** Lowest score of each band, highest band first (score after exceptions, of 36). */
export const ASHTAKOOTA_BANDS = {
  id: 'matching.ashtakoota_bands',
  cites: MATCHING_REFS.verdict,
  data: [
    { verdict: 'excellent', from: 32 },
    { verdict: 'good', from: 24 },
    { verdict: 'average', from: 18 },
    { verdict: 'not_recommended', from: 0 },
  ],
} as const satisfies CitedTable<readonly { verdict: AshtakootaVerdict; from: number }[]>;

/** Dashakoot: not recommended whenever an essential (rajju, vedha) fails; otherwise by the count matched of 10. */
export const DASHAKOOT_BANDS = {
  id: 'matching.dashakoot_bands',
  cites: MATCHING_REFS.verdict,
  data: [
    { verdict: 'good', from: 8 },
    { verdict: 'average', from: 6 },
    { verdict: 'weak', from: 0 },
  ],
} as const satisfies CitedTable<readonly { verdict: DashakootVerdict; from: number }[]>;

export type RemedyFor = 'nadi' | 'bhakoot' | 'gana' | 'manglik';

export const KOOTA_REMEDIES = {
  id: 'matching.remedies',
  cites: MATCHING_REFS.remedies,
  data: {
    nadi: 'Nadi dosha: almanacs advise the Mahamrityunjaya japa and a gift (dana) of grain or gold before the marriage.',
    bhakoot: 'Bhakoot dosha: almanacs advise worship of the lords of the two Moon signs and charity on their weekdays.',
    gana:
      'Gana dosha: almanacs advise prayers to the family deity; many ignore it when the Moon-sign lords are ' +
      'friends.',
    manglik:
      'Mangal dosha in one chart only: almanacs advise Mangal shanti (worship of Mars on Tuesdays); matching two ' +
      'manglik charts is the classical parihaar.',
  },
} as const satisfies CitedTable<Record<RemedyFor, string>>;
