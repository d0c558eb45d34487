/**
 * Beeja sphuta (the father's seed) and kshetra sphuta (the mother's field): sums of longitudes whose sign and
 * navamsa judge fertility. Beeja: Sun + Venus + Jupiter, strong in an odd sign and odd navamsa. Kshetra: Moon + Mars
 * + Jupiter, strong in an even sign and even navamsa. Mixed: one odd, one even.
 */
import type { SevenGraha } from '../../vocabulary/names.ts';
import { cite, type CitedTable } from '../sources.ts';

export const SPHUTA_RULES = {
  id: 'muhurta.beeja_kshetra_sphuta',
  cites: [
    cite('prasna_marga', {
      chapter: 'on progeny (santana)',
      status: 'pending',
      note: 'beeja and kshetra sphuta; chapter and verse not checked against an edition',
    }),
  ],
  data: {
    beeja: { grahas: ['Sun', 'Venus', 'Jupiter'], strongWhen: 'odd' },
    kshetra: { grahas: ['Moon', 'Mars', 'Jupiter'], strongWhen: 'even' },
  },
} as const satisfies CitedTable<
  Record<'beeja' | 'kshetra', { grahas: readonly SevenGraha[]; strongWhen: 'odd' | 'even' }>
>;
