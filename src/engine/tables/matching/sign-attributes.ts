/**
 * What each Moon sign brings to a match: varna, vashya group (Sagittarius and Capricorn split at 15 degrees), and
 * the signs vasya to it (the South Indian vasya porutham). Keyed by sign name.
 */
import type { Sign } from '../../vocabulary/names.ts';
import type { CitedTable } from '../sources.ts';
import { MATCHING_REFS } from './refs.ts';

export type Varna = 'Brahmin' | 'Kshatriya' | 'Vaishya' | 'Shudra';
export type VashyaGroup = 'Chatushpada' | 'Manava' | 'Jalachara' | 'Vanachara' | 'Keeta';

/** Varna by sign and its rank (higher is senior): water Brahmin, fire Kshatriya, earth Vaishya, air Shudra. */
export const VARNA = {
  id: 'matching.varna',
  cites: MATCHING_REFS.varna,
  data: {
    ofSign: {
      Cancer: 'Brahmin',
      Scorpio: 'Brahmin',
      Pisces: 'Brahmin',
      Aries: 'Kshatriya',
      Leo: 'Kshatriya',
      Sagittarius: 'Kshatriya',
      Taurus: 'Vaishya',
      Virgo: 'Vaishya',
      Capricorn: 'Vaishya',
      Gemini: 'Shudra',
      Libra: 'Shudra',
      Aquarius: 'Shudra',
    },
    rank: { Brahmin: 4, Kshatriya: 3, Vaishya: 2, Shudra: 1 },
  },
} as const satisfies CitedTable<{ ofSign: Record<Sign, Varna>; rank: Record<Varna, number> }>;

/**
 * Vashya group by sign, as [group of degrees 0-15, group of degrees 15-30]: Sagittarius is human then quadruped,
 * Capricorn quadruped then water; every other sign is one group throughout.
 */
export const VASHYA_GROUP = {
  id: 'matching.vashya_group',
  cites: MATCHING_REFS.vashya,
  data: {
    Aries: ['Chatushpada', 'Chatushpada'],
    Taurus: ['Chatushpada', 'Chatushpada'],
    Gemini: ['Manava', 'Manava'],
    Cancer: ['Jalachara', 'Jalachara'],
    Leo: ['Vanachara', 'Vanachara'],
    Virgo: ['Manava', 'Manava'],
    Libra: ['Manava', 'Manava'],
    Scorpio: ['Keeta', 'Keeta'],
    Sagittarius: ['Manava', 'Chatushpada'],
    Capricorn: ['Chatushpada', 'Jalachara'],
    Aquarius: ['Manava', 'Manava'],
    Pisces: ['Jalachara', 'Jalachara'],
  },
} as const satisfies CitedTable<Record<Sign, readonly [VashyaGroup, VashyaGroup]>>;

/** Signs vasya to (under the control of) each sign, for the vasya porutham. */
export const VASYA_SIGNS = {
  id: 'matching.vasya_signs',
  cites: MATCHING_REFS.vasya,
  data: {
    Aries: ['Leo', 'Scorpio'],
    Taurus: ['Cancer', 'Libra'],
    Gemini: ['Virgo'],
    Cancer: ['Scorpio', 'Sagittarius'],
    Leo: ['Libra'],
    Virgo: ['Gemini', 'Pisces'],
    Libra: ['Virgo', 'Capricorn'],
    Scorpio: ['Cancer'],
    Sagittarius: ['Pisces'],
    Capricorn: ['Aries', 'Aquarius'],
    Aquarius: ['Aries'],
    Pisces: ['Capricorn'],
  },
} as const satisfies CitedTable<Record<Sign, readonly Sign[]>>;
