/**
 * The two reductions of a bhinna ashtakavarga (BPHS ch. 67-68): trikona shodhana over the four groups of trine
 * signs, then ekadhipatya shodhana over the five pairs of signs with one lord (Cancer and Leo, the only signs of
 * the Moon and the Sun, are left alone). The rules themselves live in jyotish/strength/ashtakavarga/shodhana.ts.
 */
import type { Sign, SevenGraha } from '../../vocabulary/names.ts';
import { cite, type CitedTable } from '../sources.ts';

export const TRIKONA_GROUPS = {
  id: 'strength.ashtakavarga_trikona_groups',
  cites: [
    cite('bphs', {
      chapter: 67,
      verses: '1-5',
      status: 'pending',
      note: 'Trikona shodhana; chapter number as in the widely circulated English translation',
    }),
  ],
  data: [
    ['Aries', 'Leo', 'Sagittarius'],
    ['Taurus', 'Virgo', 'Capricorn'],
    ['Gemini', 'Libra', 'Aquarius'],
    ['Cancer', 'Scorpio', 'Pisces'],
  ],
} as const satisfies CitedTable<readonly (readonly [Sign, Sign, Sign])[]>;

export const EKADHIPATYA_PAIRS = {
  id: 'strength.ashtakavarga_ekadhipatya_pairs',
  cites: [
    cite('bphs', {
      chapter: 68,
      status: 'pending',
      note: 'Ekadhipatya shodhana; chapter number as in the widely circulated English translation',
    }),
  ],
  data: {
    Mars: ['Aries', 'Scorpio'],
    Venus: ['Taurus', 'Libra'],
    Mercury: ['Gemini', 'Virgo'],
    Jupiter: ['Sagittarius', 'Pisces'],
    Saturn: ['Capricorn', 'Aquarius'],
  },
} as const satisfies CitedTable<Record<Exclude<SevenGraha, 'Sun' | 'Moon'>, readonly [Sign, Sign]>>;
