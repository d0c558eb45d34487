/**
 * Directions read in a chart. Signs: the fiery signs rule the east, the earthy the south, the airy the west and the
 * watery the north. Kendras: the lagna is east, the 10th south, the 7th west and the 4th north (the frame of dig
 * bala). Each graha gains full directional strength (dig bala) in one kendra: Jupiter and Mercury in the lagna,
 * the Sun and Mars in the 10th, Saturn in the 7th, the Moon and Venus in the 4th; none in the opposite point.
 */
import type { SevenGraha, Sign } from '../../vocabulary/names.ts';
import { cite, type CitedTable } from '../sources.ts';

export type Direction = 'east' | 'south' | 'west' | 'north';
export type Kendra = 1 | 4 | 7 | 10;

export const SIGN_DIRECTIONS = {
  id: 'fortune.sign_directions',
  cites: [
    cite('bphs', { chapter: 4, status: 'pending', note: 'each sign described with its direction' }),
    cite('brihat_jataka', {
      chapter: 1,
      status: 'pending',
      note: 'the signs from Aries rule east, south, west, north in turn',
    }),
  ],
  data: {
    Aries: 'east',
    Taurus: 'south',
    Gemini: 'west',
    Cancer: 'north',
    Leo: 'east',
    Virgo: 'south',
    Libra: 'west',
    Scorpio: 'north',
    Sagittarius: 'east',
    Capricorn: 'south',
    Aquarius: 'west',
    Pisces: 'north',
  },
} as const satisfies CitedTable<Record<Sign, Direction>>;

export const KENDRA_DIRECTIONS = {
  id: 'fortune.kendra_directions',
  cites: [
    cite('bphs', {
      chapter: 27,
      status: 'pending',
      note: 'dig bala: the lagna east, the 4th north, the 7th west, the 10th south',
    }),
  ],
  data: { 1: 'east', 4: 'north', 7: 'west', 10: 'south' },
} as const satisfies CitedTable<Record<Kendra, Direction>>;

export const DIG_BALA_KENDRA = {
  id: 'fortune.dig_bala_kendra',
  cites: [
    cite('bphs', {
      chapter: 27,
      status: 'pending',
      note:
        'Jupiter and Mercury strong in the east, Sun and Mars in the south, Saturn in the west, Moon and Venus in ' +
        'the north',
    }),
    cite('graha_bhava_balas', {
      chapter: 'Dig bala',
      status: 'pending',
      note: 'dig bala = arc from the powerless point / 3, at most 60 virupas',
    }),
  ],
  data: { Sun: 10, Moon: 4, Mars: 10, Mercury: 1, Jupiter: 1, Venus: 4, Saturn: 7 },
} as const satisfies CitedTable<Record<SevenGraha, Kendra>>;

/**
 * House significations the home/abroad reading leans on (4th home, 7th travel, 9th long journeys, 12th foreign lands).
 */
export const TRAVEL_HOUSES = {
  id: 'fortune.travel_houses',
  cites: [
    cite('bphs', {
      chapter: 11,
      status: 'pending',
      note: 'bhava significations: 4th residence, 7th journeys, 9th long journeys, 12th life in other lands',
    }),
  ],
  data: { home: 4, travel: 7, longJourneys: 9, foreignLands: 12 },
} as const satisfies CitedTable<{ home: number; travel: number; longJourneys: number; foreignLands: number }>;
