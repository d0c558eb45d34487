/**
 * The marriage question in horary (prashna): the KP rule of the 7th cusp's sub-lord and the Parashari indications,
 * each with the way it points. How they combine into one answer is the service's own (prashna.ts says how).
 */
import { type CitedTable } from '../sources.ts';
import type { Citation } from '../sources.ts';
import { MARRIAGE_REFS as R } from './refs.ts';

export const KP_MARRIAGE_RULE = {
  id: 'prashna.kp_marriage',
  cites: R.kpSubLord,
  data: {
    cusp: 7,
    /** Houses whose signification by the sub-lord promises marriage. */
    promising: [2, 7, 11],
    /** The 12th from each: their signification denies or breaks it. */
    denying: [1, 6, 10],
  },
} as const satisfies CitedTable<{ cusp: number; promising: readonly number[]; denying: readonly number[] }>;

export const PRASHNA_RULE_IDS = ['lords_connected', 'benefic_on_seventh', 'malefic_in_seventh_unaspected'] as const;
export type PrashnaRuleId = (typeof PRASHNA_RULE_IDS)[number];

export const PRASHNA_RULES = {
  id: 'prashna.parashari_marriage',
  cites: [...R.prashnaLords, ...R.prashnaBenefics, ...R.prashnaMalefics],
  data: {
    lords_connected: {
      points: 'yes',
      text: 'The lords of the lagna and the 7th are in one sign, aspect each other or exchange signs',
      cites: R.prashnaLords,
    },
    benefic_on_seventh: {
      points: 'yes',
      text: 'Jupiter or Venus is in the 7th house or aspects it',
      cites: R.prashnaBenefics,
    },
    malefic_in_seventh_unaspected: {
      points: 'no',
      text:
        'A malefic (Sun, Mars, Saturn, Rahu, Ketu) is in the 7th and neither Jupiter nor Venus is in it or aspects ' +
        'it',
      cites: R.prashnaMalefics,
    },
  },
} as const satisfies CitedTable<
  Record<PrashnaRuleId, { points: 'yes' | 'no'; text: string; cites: readonly Citation[] }>
>;
