/**
 * Kalachakra dasha (BPHS, the Kalachakra verses of the nakshatra-dasha chapter). The 27 nakshatras fall in nine
 * triads, alternately savya (zodiacal: Ashwini's triad, Punarvasu's, Hasta's, Mula's, Purva Bhadrapada's) and
 * apasavya (Rohini's, Magha's, Vishakha's, Shravana's). Within each, the nakshatras take one of two tables by foot:
 * savya right foot = Ashwini's table, savya left = Bharani's, apasavya left = Rohini's, apasavya right =
 * Mrigashira's (Sanjay Rath's grouping, matching BPHS's lists). Each pada runs nine sign dashas; their years sum to
 * the pada's paramayus (savya 100, 85, 83, 86; apasavya 86, 83, 85, 100). Deha and jeeva: for a savya pada the
 * first and the last sign; for an apasavya pada the last and the first (the reading chosen; authors differ).
 */
import type { Nakshatra, Sign } from '../../vocabulary/names.ts';
import { cite, type CitedTable } from '../sources.ts';

export type KalachakraGroup = 'savya_ashwini' | 'savya_bharani' | 'apasavya_rohini' | 'apasavya_mrigashira';

export interface KalachakraTable {
  /** Years of each sign's dasha. */
  signYears: Record<Sign, number>;
  groupOf: Record<Nakshatra, KalachakraGroup>;
  /** The nine dasha signs of padas 1-4 of each group, in order of running. */
  sequences: Record<KalachakraGroup, readonly [readonly Sign[], readonly Sign[], readonly Sign[], readonly Sign[]]>;
}

const A = 'savya_ashwini';
const B = 'savya_bharani';
const R = 'apasavya_rohini';
const M = 'apasavya_mrigashira';

export const KALACHAKRA = {
  id: 'dasha.kalachakra',
  cites: [
    cite('bphs', {
      chapter: 46,
      verses: 'kalachakra dasha',
      status: 'pending',
      note:
        'Santhanam, nakshatra dasha chapter (chapter not checked): savya/apasavya chakras, the pada tables, sign ' +
        'years, paramayus',
    }),
    cite('phaladeepika', {
      chapter: 21,
      verses: '10-14',
      status: 'pending',
      note:
        'Kalachakra: antardasha = mahadasha years x sign years / paramayus of the pada; chapter and verse numbers ' +
        'not checked',
    }),
  ],
  data: {
    signYears: {
      Aries: 7,
      Taurus: 16,
      Gemini: 9,
      Cancer: 21,
      Leo: 5,
      Virgo: 9,
      Libra: 16,
      Scorpio: 7,
      Sagittarius: 10,
      Capricorn: 4,
      Aquarius: 4,
      Pisces: 10,
    },
    groupOf: {
      Ashwini: A,
      Bharani: B,
      Krittika: A,
      Rohini: R,
      Mrigashira: M,
      Ardra: M,
      Punarvasu: A,
      Pushya: B,
      Ashlesha: A,
      Magha: R,
      'Purva Phalguni': M,
      'Uttara Phalguni': M,
      Hasta: A,
      Chitra: B,
      Swati: A,
      Vishakha: R,
      Anuradha: M,
      Jyeshtha: M,
      Mula: A,
      'Purva Ashadha': B,
      'Uttara Ashadha': A,
      Shravana: R,
      Dhanishta: M,
      Shatabhisha: M,
      'Purva Bhadrapada': A,
      'Uttara Bhadrapada': B,
      Revati: A,
    },
    sequences: {
      savya_ashwini: [
        ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius'],
        ['Capricorn', 'Aquarius', 'Pisces', 'Scorpio', 'Libra', 'Virgo', 'Cancer', 'Leo', 'Gemini'],
        ['Taurus', 'Aries', 'Pisces', 'Aquarius', 'Capricorn', 'Sagittarius', 'Aries', 'Taurus', 'Gemini'],
        ['Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'],
      ],
      savya_bharani: [
        ['Scorpio', 'Libra', 'Virgo', 'Cancer', 'Leo', 'Gemini', 'Taurus', 'Aries', 'Pisces'],
        ['Aquarius', 'Capricorn', 'Sagittarius', 'Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo'],
        ['Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces', 'Scorpio', 'Libra', 'Virgo'],
        ['Cancer', 'Leo', 'Gemini', 'Taurus', 'Aries', 'Pisces', 'Aquarius', 'Capricorn', 'Sagittarius'],
      ],
      apasavya_rohini: [
        ['Sagittarius', 'Capricorn', 'Aquarius', 'Pisces', 'Aries', 'Taurus', 'Gemini', 'Leo', 'Cancer'],
        ['Virgo', 'Libra', 'Scorpio', 'Pisces', 'Aquarius', 'Capricorn', 'Sagittarius', 'Scorpio', 'Libra'],
        ['Virgo', 'Leo', 'Cancer', 'Gemini', 'Taurus', 'Aries', 'Sagittarius', 'Capricorn', 'Aquarius'],
        ['Pisces', 'Aries', 'Taurus', 'Gemini', 'Leo', 'Cancer', 'Virgo', 'Libra', 'Scorpio'],
      ],
      apasavya_mrigashira: [
        ['Pisces', 'Aquarius', 'Capricorn', 'Sagittarius', 'Scorpio', 'Libra', 'Virgo', 'Leo', 'Cancer'],
        ['Gemini', 'Taurus', 'Aries', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces', 'Aries', 'Taurus'],
        ['Gemini', 'Leo', 'Cancer', 'Virgo', 'Libra', 'Scorpio', 'Pisces', 'Aquarius', 'Capricorn'],
        ['Sagittarius', 'Scorpio', 'Libra', 'Virgo', 'Leo', 'Cancer', 'Gemini', 'Taurus', 'Aries'],
      ],
    },
  },
} as const satisfies CitedTable<KalachakraTable>;

/** Paramayus of padas 1-4 as commonly stated (the tests check the sequences sum to these). */
export const KALACHAKRA_PARAMAYUS = {
  savya: [100, 85, 83, 86],
  apasavya: [86, 83, 85, 100],
} as const;
