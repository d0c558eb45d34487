import type { CitedTable } from '../sources.ts';
import type { TithiNumber } from './keys.ts';
import { chintamani, SHUBHASHUBHA } from './refs.ts';

export const TITHI_GROUPS = ['nanda', 'bhadra', 'jaya', 'rikta', 'purna'] as const;
export type TithiGroup = (typeof TITHI_GROUPS)[number];

/** The five groups of tithis, each number of a paksha in one: Nanda 1 6 11, Bhadra 2 7 12, ... Purna 5 10 15. */
export const TITHI_GROUP = {
  id: 'muhurta.tithi_groups',
  cites: [
    chintamani(
      SHUBHASHUBHA,
      'nanda, bhadra, jaya, rikta and purna tithis; the rikta (4, 9, 14) are avoided for auspicious acts',
    ),
  ],
  data: { nanda: [1, 6, 11], bhadra: [2, 7, 12], jaya: [3, 8, 13], rikta: [4, 9, 14], purna: [5, 10, 15] },
} as const satisfies CitedTable<Record<TithiGroup, readonly TithiNumber[]>>;

export const groupOfTithi = (n: TithiNumber): TithiGroup => TITHI_GROUPS[(n - 1) % 5] as TithiGroup;
