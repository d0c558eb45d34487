/**
 * Chandra gochara: the Moon's transit through the houses counted from the janma rashi. The houses where the
 * transiting Moon is held favourable: 1, 3, 6, 7, 10 and 11; the others challenging. Citation pending.
 */
import { cite, type CitedTable } from './sources.ts';

export type HouseQuality = 'favourable' | 'challenging';

export const CHANDRA_GOCHAR = {
  id: 'gochara.moon_houses',
  cites: [
    cite('phaladeepika', {
      status: 'pending',
      note: 'Gochara phala: the Moon good in the 1st, 3rd, 6th, 7th, 10th and 11th from the natal Moon',
    }),
  ],
  data: {
    1: 'favourable',
    2: 'challenging',
    3: 'favourable',
    4: 'challenging',
    5: 'challenging',
    6: 'favourable',
    7: 'favourable',
    8: 'challenging',
    9: 'challenging',
    10: 'favourable',
    11: 'favourable',
    12: 'challenging',
  },
} as const satisfies CitedTable<Record<1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12, HouseQuality>>;
