/**
 * Gochara (transits counted from the janma rashi, the natal Moon's sign): the houses in which each graha gives
 * good results, each paired with its vedha house, where any other graha obstructs that good result. The nodes
 * follow Saturn. Sun and Saturn do not obstruct each other, nor do the Moon and Mercury (father and son).
 */
import type { Graha } from '../../vocabulary/names.ts';
import { cite, type CitedTable } from '../sources.ts';

export interface VedhaPair {
  /** House from the janma rashi where the transit is good. */
  good: number;
  /** House whose occupant obstructs it. */
  vedha: number;
}

const MALEFIC_UPACHAYA: readonly VedhaPair[] = [
  { good: 3, vedha: 12 },
  { good: 6, vedha: 9 },
  { good: 11, vedha: 5 },
];

export const GOCHAR_VEDHA = {
  id: 'gochar.good_houses_and_vedha',
  cites: [
    cite('phaladeepika', {
      chapter: 26,
      status: 'pending',
      note: 'gochara phala: good houses from the janma rashi and their vedha houses',
    }),
    cite('muhurta_chintamani', {
      chapter: 'Gochara prakarana',
      status: 'pending',
      note: 'the same good and vedha houses',
    }),
  ],
  data: {
    Sun: [
      { good: 3, vedha: 9 },
      { good: 6, vedha: 12 },
      { good: 10, vedha: 4 },
      { good: 11, vedha: 5 },
    ],
    Moon: [
      { good: 1, vedha: 5 },
      { good: 3, vedha: 9 },
      { good: 6, vedha: 12 },
      { good: 7, vedha: 2 },
      { good: 10, vedha: 4 },
      { good: 11, vedha: 8 },
    ],
    Mars: MALEFIC_UPACHAYA,
    Mercury: [
      { good: 2, vedha: 5 },
      { good: 4, vedha: 3 },
      { good: 6, vedha: 9 },
      { good: 8, vedha: 1 },
      { good: 10, vedha: 8 },
      { good: 11, vedha: 12 },
    ],
    Jupiter: [
      { good: 2, vedha: 12 },
      { good: 5, vedha: 4 },
      { good: 7, vedha: 3 },
      { good: 9, vedha: 10 },
      { good: 11, vedha: 8 },
    ],
    Venus: [
      { good: 1, vedha: 8 },
      { good: 2, vedha: 7 },
      { good: 3, vedha: 1 },
      { good: 4, vedha: 10 },
      { good: 5, vedha: 9 },
      { good: 8, vedha: 5 },
      { good: 9, vedha: 11 },
      { good: 11, vedha: 6 },
      { good: 12, vedha: 3 },
    ],
    Saturn: MALEFIC_UPACHAYA,
    Rahu: MALEFIC_UPACHAYA,
    Ketu: MALEFIC_UPACHAYA,
  },
} as const satisfies CitedTable<Record<Graha, readonly VedhaPair[]>>;

/** Pairs that never obstruct each other. */
export const VEDHA_EXEMPT = {
  id: 'gochar.vedha_exemptions',
  cites: [
    cite('phaladeepika', {
      chapter: 26,
      status: 'pending',
      note: 'no vedha between the Sun and Saturn, nor between the Moon and Mercury',
    }),
  ],
  data: [
    ['Sun', 'Saturn'],
    ['Moon', 'Mercury'],
  ],
} as const satisfies CitedTable<readonly (readonly [Graha, Graha])[]>;
