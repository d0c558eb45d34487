/** Direction rules of travel: disha shool by weekday, nakshatra shool, the Moon's direction by sign, and remedies. */
import type { Nakshatra, Sign } from '../../vocabulary/names.ts';
import type { CitedTable } from '../sources.ts';
import type { WeekdayName } from './keys.ts';
import { chintamani, practice, YATRA } from './refs.ts';

export const DIRECTIONS = ['North', 'East', 'South', 'West'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** Disha shool: the direction not to set out in on each weekday. */
export const DISHA_SHOOL = {
  id: 'muhurta.disha_shool',
  cites: [
    chintamani(
      YATRA,
      'shula of the weekdays: east on Monday and Saturday, west on Sunday and Friday, north on Tuesday and ' +
        'Wednesday, south on Thursday',
    ),
  ],
  data: {
    Sunday: 'West',
    Monday: 'East',
    Tuesday: 'North',
    Wednesday: 'North',
    Thursday: 'South',
    Friday: 'West',
    Saturday: 'East',
  },
} as const satisfies CitedTable<Record<WeekdayName, Direction>>;

/** Nakshatra shool: a star that closes one direction. */
export const NAKSHATRA_SHOOL = {
  id: 'muhurta.nakshatra_shool',
  cites: [
    chintamani(YATRA, 'nakshatra shula: Jyeshtha east, Purva Bhadrapada south, Rohini west, Uttara Phalguni north'),
  ],
  data: { East: 'Jyeshtha', South: 'Purva Bhadrapada', West: 'Rohini', North: 'Uttara Phalguni' },
} as const satisfies CitedTable<Record<Direction, Nakshatra>>;

/**
 * The Moon's direction by its sign: fiery east, earthy south, airy west, watery north. Ahead or to the right is good,
 * behind bad.
 */
export const MOON_DIRECTION = {
  id: 'muhurta.moon_direction',
  cites: [
    chintamani(
      YATRA,
      "the Moon's dwelling by sign (Aries, Leo, Sagittarius east; Taurus, Virgo, Capricorn south; Gemini, Libra, " +
        'Aquarius west; Cancer, Scorpio, Pisces north); the Moon in front or to the right helps, behind harms',
    ),
  ],
  data: {
    Aries: 'East',
    Leo: 'East',
    Sagittarius: 'East',
    Taurus: 'South',
    Virgo: 'South',
    Capricorn: 'South',
    Gemini: 'West',
    Libra: 'West',
    Aquarius: 'West',
    Cancer: 'North',
    Scorpio: 'North',
    Pisces: 'North',
  },
} as const satisfies CitedTable<Record<Sign, Direction>>;

/** Advisory remedy for setting out on a shool day: something taken before leaving, by weekday. */
export const SHOOL_REMEDY = {
  id: 'muhurta.shool_remedy',
  cites: [
    practice(
      'the remedy of eating or taking a thing before leaving on a shool day, as North Indian almanacs print it; ' +
        'advisory, not a rule that removes the dosha',
    ),
  ],
  data: {
    Sunday: 'ghee (clarified butter)',
    Monday: 'milk',
    Tuesday: 'jaggery',
    Wednesday: 'sesame seeds',
    Thursday: 'curd',
    Friday: 'barley',
    Saturday: 'urad (black gram)',
  },
} as const satisfies CitedTable<Record<WeekdayName, string>>;
