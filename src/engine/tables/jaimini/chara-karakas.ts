/**
 * Chara (variable) karakas of Jaimini: the grahas ranked by the degrees they have advanced in their signs, highest
 * first. Eight-karaka scheme (with Rahu, whose degrees are counted backwards, 30 - degree) as taught by Parashara
 * and by P.V.R. Narasimha Rao and Sanjay Rath; seven-karaka scheme (no Rahu, no Pitrikaraka) as K.N. Rao and
 * others use it.
 */
import type { Graha } from '../../vocabulary/names.ts';
import { cite, type CitedTable } from '../sources.ts';

export const KARAKA_NAMES_8 = [
  'Atmakaraka',
  'Amatyakaraka',
  'Bhratrikaraka',
  'Matrikaraka',
  'Pitrikaraka',
  'Putrakaraka',
  'Gnatikaraka',
  'Darakaraka',
] as const;
export type CharaKaraka = (typeof KARAKA_NAMES_8)[number];

export const CHARA_KARAKAS = {
  id: 'jaimini.chara_karakas',
  cites: [
    cite('jaimini_sutras', {
      chapter: '1.1',
      verses: 'the karaka sutras',
      status: 'pending',
      note: 'sutra numbers not checked against an edition',
    }),
    cite('bphs', {
      chapter: 'Karakas',
      status: 'pending',
      note: 'the eight chara karakas with Rahu; chapter number not checked',
    }),
    cite('integrated_approach', {
      chapter: 'Karakas (chara karakas)',
      status: 'pending',
      note: "eight-karaka scheme as the book's default; chapter number not checked",
    }),
  ],
  data: {
    8: { grahas: ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu'], names: KARAKA_NAMES_8 },
    7: {
      grahas: ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'],
      names: ['Atmakaraka', 'Amatyakaraka', 'Bhratrikaraka', 'Matrikaraka', 'Putrakaraka', 'Gnatikaraka', 'Darakaraka'],
    },
  },
} as const satisfies CitedTable<Record<7 | 8, { grahas: readonly Graha[]; names: readonly CharaKaraka[] }>>;
