/**
 * The counts of the South Indian poruthams (dashakoot): the groom's star counted from the bride's (inclusive, 1-27)
 * and the Moon signs counted likewise (1-12). Where readings differ the table holds both and the engine names the
 * one applied.
 */
import type { CitedTable } from '../sources.ts';
import { MATCHING_REFS } from './refs.ts';

export const PORUTHAMS = [
  'Dina',
  'Gana',
  'Mahendra',
  'Stri-Dirgha',
  'Yoni',
  'Rasi',
  'Rasyadhipati',
  'Vasya',
  'Rajju',
  'Vedha',
] as const;
export type Porutham = (typeof PORUTHAMS)[number];

export const DINA_COUNTS = {
  id: 'matching.dina',
  cites: MATCHING_REFS.dina,
  data: { good: [2, 4, 6, 8, 9, 11, 13, 15, 18, 20, 24, 26] },
} as const satisfies CitedTable<{ good: readonly number[] }>;

export const MAHENDRA_COUNTS = {
  id: 'matching.mahendra',
  cites: MATCHING_REFS.mahendra,
  data: { good: [4, 7, 10, 13, 16, 19, 22, 25] },
} as const satisfies CitedTable<{ good: readonly number[] }>;

/** Stri-dirgha: good beyond the 13th; from the 8th to the 13th middling; the 7th or below bad. */
export const STRI_DIRGHA = {
  id: 'matching.stri_dirgha',
  cites: MATCHING_REFS.striDirgha,
  data: { goodAbove: 13, middlingAbove: 7 },
} as const satisfies CitedTable<{ goodAbove: number; middlingAbove: number }>;

/**
 * Rasi porutham, two readings of the sign count from the bride's Moon sign to the groom's:
 * `bhakoot` (default): fails on the pairs 2-12, 5-9, 6-8 counted either way, as the bhakoot koota;
 * `beyond_six`: agrees when the count is 1 (the same sign) or more than 6, fails on 2 to 6.
 */
export const RASI_READINGS = {
  id: 'matching.rasi',
  cites: MATCHING_REFS.rasi,
  data: { bhakoot: { bad: [2, 5, 6, 8, 9, 12] }, beyond_six: { good: [1, 7, 8, 9, 10, 11, 12] } },
} as const satisfies CitedTable<{ bhakoot: { bad: readonly number[] }; beyond_six: { good: readonly number[] } }>;
