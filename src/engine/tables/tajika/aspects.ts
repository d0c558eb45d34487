/**
 * Tajika aspects by sign: the house of one graha counted from the other. 5/9 open friendship (pratyaksha mitra),
 * 3/11 hidden friendship (gupta mitra), 1/7 open enmity (pratyaksha shatru, the conjunction with the opposition),
 * 4/10 hidden enmity (gupta shatru); 2/12 and 6/8 are no aspect. Every aspect is mutual.
 */
import { cite, type CitedTable } from '../sources.ts';

export type TajikaAspectKind = 'open_friendly' | 'hidden_friendly' | 'open_inimical' | 'hidden_inimical';
export type HouseCount = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

export const TAJIKA_ASPECTS = {
  id: 'tajika.aspects',
  cites: [
    cite('tajika_neelakanthi', {
      chapter: 'Samjna Tantra',
      status: 'pending',
      note: 'drishti: friendly 3-5-9-11, inimical 1-4-7-10, none 2-6-8-12',
    }),
    cite('integrated_approach', { chapter: 'Tajaka aspects', status: 'pending' }),
  ],
  data: {
    1: 'open_inimical',
    2: null,
    3: 'hidden_friendly',
    4: 'hidden_inimical',
    5: 'open_friendly',
    6: null,
    7: 'open_inimical',
    8: null,
    9: 'open_friendly',
    10: 'hidden_inimical',
    11: 'hidden_friendly',
    12: null,
  },
} as const satisfies CitedTable<Record<HouseCount, TajikaAspectKind | null>>;
