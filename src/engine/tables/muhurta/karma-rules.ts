/**
 * What each act asks of a moment: the stars, tithis, weekdays and rising signs favoured, and which calendar periods
 * close it. A window qualifies when its star and tithi are favoured for the act, its weekday is not avoided, and (for
 * acts judged by the lagna) the rising sign is favoured.
 */
import { ACQUISITION_RULES } from './acquisition-rules.ts';
import { ALL_GATES, ECLIPSE_ONLY, JOURNEY, type KarmaRule } from './karma-rule.ts';
import type { Karma } from './keys.ts';
import { SAMSKARA_RULES } from './samskara-rules.ts';
import { chintamani, GRIHA_PRAVESHA, NAKSHATRA_PRAKARANA, practice, SAMSKARA, VIVAHA, YATRA } from './refs.ts';

const YATRA_STARS = [
  'Ashwini',
  'Mrigashira',
  'Punarvasu',
  'Pushya',
  'Hasta',
  'Anuradha',
  'Shravana',
  'Dhanishta',
  'Revati',
] as const;
const YATRA_TITHIS = { shukla: [2, 3, 5, 7, 10, 11, 13], krishna: [1, 2, 3, 5, 7, 10, 11, 13] } as const;

const FIRST_RULES = {
  vivah: {
    label: 'marriage (vivaha)',
    nakshatras: [
      'Rohini',
      'Mrigashira',
      'Magha',
      'Uttara Phalguni',
      'Hasta',
      'Swati',
      'Anuradha',
      'Mula',
      'Uttara Ashadha',
      'Uttara Bhadrapada',
      'Revati',
    ],
    tithis: { shukla: [2, 3, 5, 7, 10, 11, 12, 13, 15], krishna: [1, 2, 3, 5, 7, 10, 11, 12, 13] },
    varas: { good: ['Monday', 'Wednesday', 'Thursday', 'Friday'], avoid: ['Tuesday'] },
    lagnas: ['Taurus', 'Gemini', 'Virgo', 'Libra', 'Sagittarius', 'Pisces'],
    lagnaShuddhi: true,
    gates: ALL_GATES,
    nightOnly: false,
    cites: [
      chintamani(
        VIVAHA,
        'the eleven marriage stars, tithis without rikta and amavasya, weekdays, lagnas, the 7th and 8th from the ' +
          'lagna pure, Jupiter and Venus not combust, no adhika month',
      ),
      practice(
        'chaturmas and the Sun in Sagittarius or Pisces closed for marriage, as North Indian almanacs print their ' +
          'vivah lists',
      ),
    ],
  },
  yatra: {
    label: 'journey (yatra)',
    nakshatras: YATRA_STARS,
    tithis: YATRA_TITHIS,
    varas: { good: ['Monday', 'Wednesday', 'Thursday', 'Friday'], avoid: [] },
    lagnas: null,
    lagnaShuddhi: false,
    gates: JOURNEY,
    nightOnly: false,
    cites: [
      chintamani(YATRA, 'the stars and tithis for setting out; the weekday is judged with the direction (disha shool)'),
    ],
  },
  travel: {
    label: 'travel (the yatra rules; direction-aware checks at /api/v2/travel-muhurta)',
    nakshatras: YATRA_STARS,
    tithis: YATRA_TITHIS,
    varas: { good: ['Monday', 'Wednesday', 'Thursday', 'Friday'], avoid: [] },
    lagnas: null,
    lagnaShuddhi: false,
    gates: JOURNEY,
    nightOnly: false,
    cites: [chintamani(YATRA, 'the stars and tithis for setting out')],
  },
  griha_pravesh: {
    label: 'entering a new house (griha pravesha)',
    nakshatras: [
      'Rohini',
      'Mrigashira',
      'Uttara Phalguni',
      'Chitra',
      'Anuradha',
      'Uttara Ashadha',
      'Shravana',
      'Dhanishta',
      'Shatabhisha',
      'Uttara Bhadrapada',
      'Revati',
    ],
    tithis: { shukla: [2, 3, 5, 7, 10, 11, 12, 13], krishna: [1, 2, 3, 5, 7, 10] },
    varas: { good: ['Monday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], avoid: ['Sunday', 'Tuesday'] },
    lagnas: ['Taurus', 'Gemini', 'Leo', 'Virgo', 'Scorpio', 'Sagittarius', 'Aquarius', 'Pisces'],
    lagnaShuddhi: false,
    gates: ALL_GATES,
    nightOnly: false,
    cites: [
      chintamani(
        GRIHA_PRAVESHA,
        'the fixed and soft stars, tithis, weekdays, fixed and dual lagnas for entering a new house',
      ),
      practice(
        'chaturmas, kharmas (the Sun in Sagittarius or Pisces), an adhika month and Jupiter or Venus combust ' +
          "closed for entering a new house, as North Indian almanac practice; not every list does so: AstroSage's " +
          '2028 New Delhi list closes Pausha and Chaitra as lunar months instead and keeps two dates with the Sun ' +
          'in Pisces',
      ),
    ],
  },
  upanayana: {
    label: 'sacred thread (upanayana)',
    nakshatras: [
      'Ashwini',
      'Mrigashira',
      'Punarvasu',
      'Pushya',
      'Uttara Phalguni',
      'Hasta',
      'Chitra',
      'Swati',
      'Uttara Ashadha',
      'Shravana',
      'Dhanishta',
      'Shatabhisha',
      'Uttara Bhadrapada',
      'Revati',
    ],
    tithis: { shukla: [2, 3, 5, 10, 11, 12], krishna: [2, 3, 5] },
    varas: { good: ['Sunday', 'Wednesday', 'Thursday', 'Friday'], avoid: ['Tuesday', 'Saturday'] },
    lagnas: ['Taurus', 'Gemini', 'Cancer', 'Virgo', 'Libra', 'Sagittarius', 'Pisces'],
    lagnaShuddhi: false,
    gates: { ...ALL_GATES, chaturmas: false },
    nightOnly: false,
    cites: [chintamani(SAMSKARA, 'upanayana: stars, tithis, weekdays and lagnas; Jupiter and Venus not combust')],
  },
  general: {
    label: 'any auspicious act',
    nakshatras: [
      'Rohini',
      'Uttara Phalguni',
      'Uttara Ashadha',
      'Uttara Bhadrapada',
      'Punarvasu',
      'Swati',
      'Shravana',
      'Dhanishta',
      'Shatabhisha',
      'Ashwini',
      'Pushya',
      'Hasta',
      'Mrigashira',
      'Chitra',
      'Anuradha',
      'Revati',
    ],
    tithis: { shukla: [2, 3, 5, 6, 7, 8, 10, 11, 12, 13, 15], krishna: [1, 2, 3, 5, 6, 7, 8, 10, 11, 12, 13] },
    varas: { good: ['Monday', 'Wednesday', 'Thursday', 'Friday'], avoid: [] },
    lagnas: null,
    lagnaShuddhi: false,
    gates: ECLIPSE_ONLY,
    nightOnly: false,
    cites: [
      chintamani(
        NAKSHATRA_PRAKARANA,
        'the fixed, movable, swift and soft stars suit auspicious acts; the fierce, mixed and sharp do not',
      ),
    ],
  },
  garbhadhana: {
    label: 'conception (garbhadhana)',
    nakshatras: [
      'Rohini',
      'Mrigashira',
      'Uttara Phalguni',
      'Hasta',
      'Swati',
      'Anuradha',
      'Uttara Ashadha',
      'Shravana',
      'Dhanishta',
      'Shatabhisha',
      'Uttara Bhadrapada',
    ],
    tithis: { shukla: [2, 3, 5, 7, 10, 11, 12, 13], krishna: [1, 2, 3, 5, 7, 10, 11, 12, 13] },
    varas: { good: ['Monday', 'Wednesday', 'Thursday', 'Friday'], avoid: ['Sunday', 'Tuesday', 'Saturday'] },
    lagnas: null,
    lagnaShuddhi: false,
    gates: ECLIPSE_ONLY,
    nightOnly: true,
    cites: [
      chintamani(
        SAMSKARA,
        'garbhadhana: the night, stars, tithis (not rikta, ashtami, purnima or amavasya) and weekdays',
      ),
    ],
  },
} as const satisfies Record<string, KarmaRule>;

export const KARMA_RULES = {
  ...FIRST_RULES,
  ...SAMSKARA_RULES,
  ...ACQUISITION_RULES,
} as const satisfies Record<Karma, KarmaRule>;

export type { CalendarGates, KarmaRule } from './karma-rule.ts';
