/**
 * Names accepted for each sign as input (any case; spaces and hyphens ignored): the English name, the canonical
 * rashi (names.md) and common transliterations of the Sanskrit and Hindi names. Responses always use the canonical
 * spelling; these are for reading requests only.
 */
import type { Sign } from '../../vocabulary/names.ts';
import { cite, type CitedTable } from '../sources.ts';

export const SIGN_ALIASES = {
  id: 'horoscope.sign_aliases',
  cites: [
    cite('almanac_practice', {
      status: 'pending',
      note: 'spellings as they appear in Indian almanacs and horoscope columns (Sanskrit and Hindi forms)',
    }),
  ],
  data: {
    Aries: ['mesha', 'mesh', 'mesham'],
    Taurus: [
      'vrishabha',
      'vrishabh',
      'vrushabha',
      'vrushabh',
      'vrisha',
      'vrishabham',
      'rishabha',
      'rishabh',
      'vrsabha',
    ],
    Gemini: ['mithuna', 'mithun', 'mithunam'],
    Cancer: ['karka', 'kark', 'karkata', 'karkataka', 'karkatakam', 'kataka'],
    Leo: ['simha', 'simh', 'singh', 'simham', 'sinha'],
    Virgo: ['kanya', 'kanni'],
    Libra: ['tula', 'thula', 'tulam', 'thulam'],
    Scorpio: [
      'vrishchika',
      'vrishchik',
      'vrischika',
      'vrischik',
      'vruschika',
      'vrushchik',
      'vrischikam',
      'vrishchikam',
    ],
    Sagittarius: ['dhanu', 'dhanus', 'dhanush', 'dhanur', 'dhanusu'],
    Capricorn: ['makara', 'makar', 'makaram'],
    Aquarius: ['kumbha', 'kumbh', 'kumbham'],
    Pisces: ['meena', 'meen', 'mina', 'meenam'],
  },
} as const satisfies CitedTable<Record<Sign, readonly string[]>>;
