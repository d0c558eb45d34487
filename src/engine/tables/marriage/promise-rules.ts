/**
 * The indications of the marriage promise read from the birth chart: the 7th house and its lord, Venus, the
 * darakaraka and the upapada. Each rule says which way it moves the timing; the texts name indications, not ages,
 * so the ages attached to the bands (age-bands.ts) are the service's own.
 */
import type { Citation } from '../sources.ts';
import { type CitedTable } from '../sources.ts';
import { MARRIAGE_REFS as R } from './refs.ts';

export const PROMISE_RULE_IDS = [
  'saturn_on_seventh',
  'saturn_on_seventh_lord',
  'saturn_on_venus',
  'seventh_lord_in_dusthana',
  'venus_afflicted',
  'saturn_on_darakaraka',
  'saturn_on_upapada',
  'seventh_lord_in_kendra_trikona',
  'venus_dignified',
  'benefic_in_seventh',
  'jupiter_on_seventh',
] as const;
export type PromiseRuleId = (typeof PROMISE_RULE_IDS)[number];

export type PromiseEffect = 'earlier' | 'later';
export type PromiseFactor = 'seventh_house' | 'seventh_lord' | 'venus' | 'darakaraka' | 'upapada';

export interface PromiseRule {
  factor: PromiseFactor;
  effect: PromiseEffect;
  /** The rule in words, as the response states it. */
  text: string;
  cites: readonly Citation[];
}

export const PROMISE_RULES = {
  id: 'marriage.promise_rules',
  cites: [...R.saturnDelay, ...R.darakaraka, ...R.upapada],
  data: {
    saturn_on_seventh: {
      factor: 'seventh_house',
      effect: 'later',
      text: 'Saturn occupies or aspects the 7th house',
      cites: R.saturnDelay,
    },
    saturn_on_seventh_lord: {
      factor: 'seventh_lord',
      effect: 'later',
      text: 'Saturn joins (same sign) or aspects the 7th lord',
      cites: R.saturnDelay,
    },
    saturn_on_venus: { factor: 'venus', effect: 'later', text: 'Saturn joins or aspects Venus', cites: R.saturnDelay },
    seventh_lord_in_dusthana: {
      factor: 'seventh_lord',
      effect: 'later',
      text: 'The 7th lord is in the 6th, 8th or 12th house',
      cites: R.seventhLordDusthana,
    },
    venus_afflicted: {
      factor: 'venus',
      effect: 'later',
      text: 'Venus is combust or debilitated',
      cites: R.venusAfflicted,
    },
    saturn_on_darakaraka: {
      factor: 'darakaraka',
      effect: 'later',
      text: 'Saturn joins or aspects the darakaraka',
      cites: R.darakaraka,
    },
    saturn_on_upapada: {
      factor: 'upapada',
      effect: 'later',
      text: 'Saturn occupies or aspects the upapada sign',
      cites: R.upapada,
    },
    seventh_lord_in_kendra_trikona: {
      factor: 'seventh_lord',
      effect: 'earlier',
      text: 'The 7th lord is in a kendra or trikona (1, 4, 5, 7, 9, 10), neither combust nor debilitated',
      cites: R.seventhLordWell,
    },
    venus_dignified: {
      factor: 'venus',
      effect: 'earlier',
      text: 'Venus is in its own, moolatrikona or exaltation sign',
      cites: R.venusDignified,
    },
    benefic_in_seventh: {
      factor: 'seventh_house',
      effect: 'earlier',
      text: 'A natural benefic (Jupiter, Venus, Mercury, Moon) is in the 7th and no natural malefic is',
      cites: R.beneficSeventh,
    },
    jupiter_on_seventh: {
      factor: 'seventh_house',
      effect: 'earlier',
      text: 'Jupiter occupies or aspects the 7th house',
      cites: R.jupiterSeventh,
    },
  },
} as const satisfies CitedTable<Record<PromiseRuleId, PromiseRule>>;
