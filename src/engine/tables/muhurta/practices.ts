/**
 * Practice profiles: how a school of almanacs applies the muhurta rules. The classical reading applies every rule
 * of the texts as the tables state it; an almanac profile relaxes some of those rules (a block becomes a caution, or
 * is not applied) and adds rules of its own practice (combustion as the almanac dates it, the eclipse's sutak instead
 * of its whole day, holashtak, the closed solar months of the South). A relaxed classical rule that holds on an
 * accepted window is still reported, as what a stricter reading would object to.
 */
import type { Citation, CitedTable } from '../sources.ts';
import type { Karma } from './keys.ts';
import { chintamani, practice, SHUBHASHUBHA, VIVAHA } from './refs.ts';

export const PRACTICES = ['north_indian_almanac', 'south_indian_almanac', 'classical'] as const;
export type Practice = (typeof PRACTICES)[number];
export const DEFAULT_PRACTICE: Practice = 'north_indian_almanac';

/** Classical rules a profile may relax. */
export type ClassicalRuleId =
  | 'tithi.rikta'
  | 'tithi.not_favoured'
  | 'tithi.dagdha'
  | 'tithi.dagdha_yoga'
  | 'vara.avoided'
  | 'karana.vishti'
  | 'karana.vishti_away'
  | 'lagna.not_shuddha'
  | 'period.kharmas'
  | 'period.chaturmas'
  | 'period.adhika_masa'
  | 'period.eclipse'
  | 'planet.venus_combust'
  | 'planet.jupiter_combust';

/** Rules of practice a profile may add, each as a block or as a caution. */
export type PracticeRuleId =
  | 'planet.venus_asta'
  | 'planet.jupiter_asta'
  | 'period.eclipse_sutak'
  | 'period.holashtak'
  | 'period.guru_aditya'
  | 'period.south_closed_month';

/** What a profile does with a classical rule: 'issue' keeps it as a caution, 'off' does not apply it. */
export interface Relaxation {
  how: 'issue' | 'off';
  /** The acts it is relaxed for (every act when absent). */
  for?: readonly Karma[];
}

export interface PracticeProfile {
  label: string;
  relaxes: Partial<Record<ClassicalRuleId, Relaxation>>;
  adds: Partial<Record<PracticeRuleId, 'block' | 'issue'>>;
  cites: readonly Citation[];
}

export const PRACTICE_PROFILES = {
  id: 'muhurta.practice_profiles',
  cites: [chintamani(SHUBHASHUBHA, 'the rules as the text states them (the classical profile)')],
  data: {
    north_indian_almanac: {
      label: 'North Indian almanacs (the Hindi panchangs and the marriage lists newspapers print from them)',
      relaxes: {
        'tithi.rikta': { how: 'issue', for: ['vivah'] },
        'tithi.dagdha': { how: 'issue', for: ['vivah'] },
        'tithi.dagdha_yoga': { how: 'issue', for: ['vivah'] },
        'vara.avoided': { how: 'issue', for: ['vivah'] },
        'karana.vishti_away': { how: 'off' },
        'lagna.not_shuddha': { how: 'issue' },
        'period.eclipse': { how: 'off' },
        'planet.venus_combust': { how: 'off' },
        'planet.jupiter_combust': { how: 'off' },
      },
      adds: {
        'planet.venus_asta': 'block',
        'planet.jupiter_asta': 'block',
        'period.eclipse_sutak': 'block',
        'period.holashtak': 'issue',
        'period.guru_aditya': 'block',
      },
      cites: [
        practice(
          'North Indian almanac practice: Venus and Jupiter closed from their setting to their rising as the ' +
            'panchang dates them; bhadra avoided only while it resides on the earth; the eclipse closes its sutak, ' +
            'not the whole day; for marriage, rikta and dagdha tithis, Tuesday and the 7th and 8th from the lagna ' +
            'noted, not closing, as the syndicated marriage lists print dates that hold them (their housewarming ' +
            'lists keep the weekdays and tithis)',
        ),
        chintamani(VIVAHA, 'bhadra by the residence the Moon gives it: only the earthly bhadra harms'),
      ],
    },
    south_indian_almanac: {
      label: 'South Indian almanacs (Tamil, Telugu, Kannada and Kerala panchangams)',
      relaxes: {
        'karana.vishti_away': { how: 'off' },
        'lagna.not_shuddha': { how: 'issue' },
        'period.kharmas': { how: 'off' },
        'period.chaturmas': { how: 'off' },
        'period.adhika_masa': { how: 'off' },
        'planet.venus_combust': { how: 'off' },
        'planet.jupiter_combust': { how: 'off' },
      },
      adds: {
        'planet.venus_asta': 'block',
        'planet.jupiter_asta': 'block',
        'period.south_closed_month': 'block',
        'period.guru_aditya': 'block',
      },
      cites: [
        practice(
          'South Indian practice: marriage and housewarming avoided in the solar months Aadi, Purattasi and ' +
            'Margazhi (the Sun in Cancer, Virgo, Sagittarius) instead of kharmas and chaturmas, and no intercalary ' +
            'lunar month closed (the Tamil year is solar); Venus and Jupiter closed as the panchangam dates their ' +
            'setting and rising',
        ),
      ],
    },
    classical: {
      label: 'The classical reading: every rule of the texts as stated, combustion by the fixed orb',
      relaxes: {},
      adds: {},
      cites: [chintamani(SHUBHASHUBHA, 'every rule applied as stated')],
    },
  },
} as const satisfies CitedTable<Record<Practice, PracticeProfile>>;
