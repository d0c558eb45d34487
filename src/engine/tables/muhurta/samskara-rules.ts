/**
 * The childhood samskaras timed by muhurta: the first haircut (mundan, chudakarana), naming (namakarana), the first
 * solid food (annaprashana), ear piercing (karnavedha) and the start of learning (vidyarambha). Stars, tithis,
 * weekdays and lagnas as Muhurta Chintamani's samskara chapter teaches them, where almanac pages agree.
 */
import { ALL_GATES, ECLIPSE_ONLY, type KarmaRule } from './karma-rule.ts';
import { chintamani, practice, SAMSKARA } from './refs.ts';

/** The fixed, movable, soft and light stars, for naming and the first food. */
const GENTLE_STARS = [
  'Ashwini',
  'Rohini',
  'Mrigashira',
  'Punarvasu',
  'Pushya',
  'Uttara Phalguni',
  'Hasta',
  'Chitra',
  'Swati',
  'Anuradha',
  'Uttara Ashadha',
  'Shravana',
  'Dhanishta',
  'Shatabhisha',
  'Uttara Bhadrapada',
  'Revati',
] as const;

export const SAMSKARA_RULES = {
  mundan: {
    label: 'first haircut (mundan, chudakarana)',
    nakshatras: [
      'Ashwini',
      'Mrigashira',
      'Punarvasu',
      'Pushya',
      'Hasta',
      'Chitra',
      'Swati',
      'Jyeshtha',
      'Shravana',
      'Dhanishta',
      'Shatabhisha',
      'Revati',
    ],
    tithis: { shukla: [2, 3, 5, 7, 10, 11, 13], krishna: [1, 2, 3, 5] },
    varas: { good: ['Monday', 'Wednesday', 'Thursday', 'Friday'], avoid: ['Tuesday', 'Saturday'] },
    lagnas: null,
    lagnaShuddhi: false,
    gates: { ...ALL_GATES, combust: false, kharmas: false },
    nightOnly: false,
    cites: [
      chintamani(SAMSKARA, 'chudakarana: the light, movable and soft stars with Jyeshtha; tithis and weekdays'),
      practice(
        'mundan closed in chaturmas and an adhika month; the Hindi almanac lists print mundan dates in kharmas ' +
          'and while Jupiter is set, so neither closes it',
      ),
    ],
  },
  namakarana: {
    label: 'naming (namakarana)',
    nakshatras: GENTLE_STARS,
    tithis: { shukla: [1, 2, 3, 5, 7, 10, 11, 12, 13], krishna: [1, 2, 3, 5, 7, 10, 11, 12, 13] },
    varas: { good: ['Monday', 'Wednesday', 'Thursday', 'Friday'], avoid: [] },
    lagnas: ['Taurus', 'Gemini', 'Leo', 'Virgo', 'Scorpio', 'Sagittarius', 'Aquarius', 'Pisces'],
    lagnaShuddhi: false,
    gates: ECLIPSE_ONLY,
    nightOnly: false,
    cites: [
      chintamani(
        SAMSKARA,
        'namakarana: the fixed, movable, soft and light stars, tithis without rikta, a lagna not movable; on the ' +
          'eleventh or twelfth day no muhurta is needed, so no season closes it',
      ),
    ],
  },
  annaprashana: {
    label: 'first solid food (annaprashana)',
    nakshatras: GENTLE_STARS,
    tithis: { shukla: [2, 3, 5, 7, 10, 13, 15], krishna: [1, 2, 3, 5, 7, 10] },
    varas: { good: ['Monday', 'Wednesday', 'Thursday', 'Friday'], avoid: ['Sunday', 'Tuesday', 'Saturday'] },
    lagnas: null,
    lagnaShuddhi: false,
    gates: ECLIPSE_ONLY,
    nightOnly: false,
    cites: [
      chintamani(
        SAMSKARA,
        'annaprashana: in the sixth month or after for a boy, fifth for a girl; the fixed, movable, soft and light ' +
          'stars, tithis and weekdays',
      ),
    ],
  },
  karnavedha: {
    label: 'ear piercing (karnavedha)',
    nakshatras: [
      'Ashwini',
      'Mrigashira',
      'Punarvasu',
      'Pushya',
      'Hasta',
      'Chitra',
      'Anuradha',
      'Shravana',
      'Dhanishta',
      'Revati',
    ],
    tithis: { shukla: [2, 3, 5, 7, 10, 11, 12, 13], krishna: [2, 3, 5, 7] },
    varas: { good: ['Monday', 'Wednesday', 'Thursday', 'Friday'], avoid: ['Tuesday', 'Saturday'] },
    lagnas: ['Taurus', 'Gemini', 'Virgo', 'Libra', 'Sagittarius', 'Pisces'],
    lagnaShuddhi: false,
    gates: ALL_GATES,
    nightOnly: false,
    cites: [chintamani(SAMSKARA, 'karnavedha: stars, tithis, weekdays and the lagnas of benefics')],
  },
  vidyarambha: {
    label: 'start of learning (vidyarambha, aksharabhyasam)',
    nakshatras: [
      'Ashwini',
      'Mrigashira',
      'Ardra',
      'Punarvasu',
      'Pushya',
      'Purva Phalguni',
      'Hasta',
      'Chitra',
      'Swati',
      'Anuradha',
      'Mula',
      'Purva Ashadha',
      'Shravana',
      'Dhanishta',
      'Shatabhisha',
      'Purva Bhadrapada',
      'Revati',
    ],
    tithis: { shukla: [2, 3, 5, 6, 10, 11, 12, 13], krishna: [2, 3, 5] },
    varas: { good: ['Sunday', 'Wednesday', 'Thursday', 'Friday'], avoid: ['Tuesday', 'Saturday'] },
    lagnas: null,
    lagnaShuddhi: false,
    gates: { ...ECLIPSE_ONLY, combust: true, adhika: true },
    nightOnly: false,
    cites: [
      chintamani(
        SAMSKARA,
        'vidyarambha: the stars of learning (with Ardra, Mula and the three Purvas), tithis, weekdays; Jupiter ' +
          'and Venus risen',
      ),
    ],
  },
} as const satisfies Record<string, KarmaRule>;
