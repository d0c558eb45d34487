/**
 * Special yogas of muhurta: combinations of the weekday with the nakshatra or tithi that almanacs print as
 * auspicious (sarvartha siddhi, amrita siddhi, siddha, guru and ravi pushya, ravi yoga) or as doubling and tripling
 * what is done (dwipushkar, tripushkar: good for gains, avoided for losses and funerary acts).
 */
import type { Nakshatra } from '../../vocabulary/names.ts';
import type { CitedTable } from '../sources.ts';
import type { WeekdayName } from './keys.ts';
import type { TithiGroup } from './tithi-groups.ts';
import { chintamani, practice, SHUBHASHUBHA } from './refs.ts';

export const SARVARTHA_SIDDHI = {
  id: 'muhurta.sarvartha_siddhi',
  cites: [
    chintamani(SHUBHASHUBHA, 'sarvartha siddhi yoga: weekday with one of its stars'),
    practice('the star lists as Drik Panchang and North Indian almanacs print them'),
  ],
  data: {
    Sunday: ['Ashwini', 'Pushya', 'Uttara Phalguni', 'Hasta', 'Mula', 'Uttara Ashadha', 'Uttara Bhadrapada'],
    Monday: ['Rohini', 'Mrigashira', 'Pushya', 'Anuradha', 'Shravana'],
    Tuesday: ['Ashwini', 'Krittika', 'Ashlesha', 'Uttara Bhadrapada'],
    Wednesday: ['Krittika', 'Rohini', 'Mrigashira', 'Hasta', 'Anuradha'],
    Thursday: ['Ashwini', 'Punarvasu', 'Pushya', 'Anuradha', 'Revati'],
    Friday: ['Ashwini', 'Punarvasu', 'Anuradha', 'Shravana', 'Revati'],
    Saturday: ['Rohini', 'Swati', 'Shravana'],
  },
} as const satisfies CitedTable<Record<WeekdayName, readonly Nakshatra[]>>;

export const AMRITA_SIDDHI = {
  id: 'muhurta.amrita_siddhi',
  cites: [chintamani(SHUBHASHUBHA, 'amrita siddhi yoga: one star for each weekday')],
  data: {
    Sunday: 'Hasta',
    Monday: 'Mrigashira',
    Tuesday: 'Ashwini',
    Wednesday: 'Anuradha',
    Thursday: 'Pushya',
    Friday: 'Revati',
    Saturday: 'Rohini',
  },
} as const satisfies CitedTable<Record<WeekdayName, Nakshatra>>;

/** Siddha yoga of weekday and tithi group (not the 21st nitya yoga of the same name). Sunday and Monday have none. */
export const SIDDHA_BY_TITHI = {
  id: 'muhurta.siddha_vara_tithi',
  cites: [
    chintamani(
      SHUBHASHUBHA,
      'siddha yoga: nanda tithis on Friday, bhadra on Wednesday, jaya on Tuesday, rikta on Saturday, purna on Thursday',
    ),
  ],
  data: {
    Sunday: null,
    Monday: null,
    Tuesday: 'jaya',
    Wednesday: 'bhadra',
    Thursday: 'purna',
    Friday: 'nanda',
    Saturday: 'rikta',
  },
} as const satisfies CitedTable<Record<WeekdayName, TithiGroup | null>>;

/**
 * Dwipushkar and tripushkar: a bhadra tithi on Sunday, Tuesday or Saturday with a star split over two or three signs.
 */
export const PUSHKAR = {
  id: 'muhurta.dwipushkar_tripushkar',
  cites: [
    practice(
      'dwipushkar and tripushkar yogas: bhadra tithi (2, 7, 12), weekday Sunday, Tuesday or Saturday, and a star ' +
        'spread over two signs (dwipushkar) or three padas in two signs beginning in one (tripushkar), as almanacs ' +
        'print them',
    ),
  ],
  data: {
    tithiGroup: 'bhadra',
    weekdays: ['Sunday', 'Tuesday', 'Saturday'],
    dwipushkar: ['Mrigashira', 'Chitra', 'Dhanishta'],
    tripushkar: ['Krittika', 'Punarvasu', 'Uttara Phalguni', 'Vishakha', 'Uttara Ashadha', 'Purva Bhadrapada'],
  },
} as const satisfies CitedTable<{
  tithiGroup: TithiGroup;
  weekdays: readonly WeekdayName[];
  dwipushkar: readonly Nakshatra[];
  tripushkar: readonly Nakshatra[];
}>;

/** Ravi yoga: the Moon's star counted from the Sun's star (Sun's star = 1) is one of these. */
export const RAVI_YOGA = {
  id: 'muhurta.ravi_yoga',
  cites: [
    practice(
      "ravi yoga: the Moon's nakshatra 4th, 6th, 9th, 10th, 13th or 20th from the Sun's, counted inclusively, as " +
        'almanacs print it',
    ),
  ],
  data: [4, 6, 9, 10, 13, 20],
} as const satisfies CitedTable<readonly number[]>;

/** Pushya on Thursday (guru pushya) and on Sunday (ravi pushya). */
export const PUSHYA_YOGAS = {
  id: 'muhurta.pushya_yogas',
  cites: [
    chintamani(
      SHUBHASHUBHA,
      'Pushya is strong for every act but marriage; with Thursday or Sunday it is named guru pushya and ravi pushya',
    ),
  ],
  data: { guru_pushya: 'Thursday', ravi_pushya: 'Sunday' },
} as const satisfies CitedTable<Record<'guru_pushya' | 'ravi_pushya', WeekdayName>>;
