/**
 * Limbs avoided for auspicious acts whatever the act: rikta tithis and the new moon, vishti karana, bad yogas, dagdha
 * tithis.
 */
import type { Karana, Sign, Yoga } from '../../vocabulary/names.ts';
import type { CitedTable } from '../sources.ts';
import type { TithiNumber, WeekdayName } from './keys.ts';
import { chintamani, practice, SHUBHASHUBHA } from './refs.ts';

/** Karana avoided: vishti (bhadra). */
export const VISHTI = {
  id: 'muhurta.vishti',
  cites: [chintamani(SHUBHASHUBHA, 'vishti (bhadra) karana is avoided for every auspicious act')],
  data: ['Vishti'],
} as const satisfies CitedTable<readonly Karana[]>;

/** Nitya yogas avoided outright (vyatipata, vaidhriti) and those avoided for auspicious acts. */
export const BAD_YOGAS = {
  id: 'muhurta.bad_yogas',
  cites: [
    chintamani(
      SHUBHASHUBHA,
      'vyatipata and vaidhriti are rejected whole; vishkambha, atiganda, shula, ganda, vyaghata, vajra and ' +
        'parigha are inauspicious',
    ),
  ],
  data: {
    rejected: ['Vyatipata', 'Vaidhriti'],
    inauspicious: ['Vishkambha', 'Atiganda', 'Shula', 'Ganda', 'Vyaghata', 'Vajra', 'Parigha'],
  },
} as const satisfies CitedTable<Record<'rejected' | 'inauspicious', readonly Yoga[]>>;

/** Dagdha ("burnt") tithi by the Sun's sign. */
export const DAGDHA_BY_SUN_SIGN = {
  id: 'muhurta.dagdha_tithi_sun_sign',
  cites: [
    chintamani(SHUBHASHUBHA, "dagdha tithis by the Sun's sign"),
    practice('the pairs of signs as almanacs print them'),
  ],
  data: {
    Sagittarius: 2,
    Pisces: 2,
    Taurus: 4,
    Aquarius: 4,
    Aries: 6,
    Cancer: 6,
    Gemini: 8,
    Virgo: 8,
    Leo: 10,
    Scorpio: 10,
    Libra: 12,
    Capricorn: 12,
  },
} as const satisfies CitedTable<Record<Sign, TithiNumber>>;

/** Dagdha yoga: a weekday with one tithi number. */
export const DAGDHA_BY_WEEKDAY = {
  id: 'muhurta.dagdha_yoga_weekday',
  cites: [chintamani(SHUBHASHUBHA, 'dagdha yoga of weekday and tithi')],
  data: { Sunday: 12, Monday: 11, Tuesday: 5, Wednesday: 3, Thursday: 6, Friday: 8, Saturday: 9 },
} as const satisfies CitedTable<Record<WeekdayName, TithiNumber>>;

/**
 * Where bhadra (vishti) resides, by the Moon's sign: on the earth it harms, in heaven or the netherworld it does not
 * (North Indian almanacs then ignore it).
 */
export const BHADRA_RESIDENCE = {
  id: 'muhurta.bhadra_residence',
  cites: [chintamani(SHUBHASHUBHA, "bhadra's residence by the Moon's sign: earth, heaven, netherworld")],
  data: {
    Cancer: 'earth',
    Leo: 'earth',
    Aquarius: 'earth',
    Pisces: 'earth',
    Aries: 'heaven',
    Taurus: 'heaven',
    Gemini: 'heaven',
    Scorpio: 'heaven',
    Virgo: 'netherworld',
    Libra: 'netherworld',
    Sagittarius: 'netherworld',
    Capricorn: 'netherworld',
  },
} as const satisfies CitedTable<Record<Sign, 'earth' | 'heaven' | 'netherworld'>>;
