/** Calendar periods that close auspicious acts (the orbs of combustion are the chart's: tables/chart/combustion.ts). */
import type { Sign } from '../../vocabulary/names.ts';
import type { CitedTable } from '../sources.ts';
import { chintamani, practice, VIVAHA, YATRA } from './refs.ts';

/** The Sun in these signs closes marriage and other samskaras (kharmas, malamasa in North Indian use). */
export const KHARMAS_SIGNS = {
  id: 'muhurta.kharmas',
  cites: [
    practice(
      'kharmas: the Sun in Sagittarius (dhanu) or Pisces (meena), as North Indian almanacs close marriage, and in ' +
        'common practice entering a new house and the samskaras, then',
    ),
  ],
  data: ['Sagittarius', 'Pisces'],
} as const satisfies CitedTable<readonly Sign[]>;

/**
 * Chaturmas: from Ashadha Shukla Ekadashi (devshayani) to Kartika Shukla Ekadashi (prabodhini), by the amanta month
 * and tithi index (10 = Shukla Ekadashi). Both ekadashis are inside; the next day is open.
 */
export const CHATURMAS = {
  id: 'muhurta.chaturmas',
  cites: [practice('chaturmas from devshayani to prabodhini ekadashi closes marriage in North Indian practice')],
  data: { from: { month: 'Ashadha', tithiIndex: 10 }, to: { month: 'Kartika', tithiIndex: 10 } },
} as const satisfies CitedTable<{
  from: { month: string; tithiIndex: number };
  to: { month: string; tithiIndex: number };
}>;

export const ADHIKA_MASA = {
  id: 'muhurta.adhika_masa',
  cites: [chintamani(VIVAHA, 'an intercalary (adhika, mala) month is rejected for marriage and samskaras')],
  data: { closes: true },
} as const satisfies CitedTable<{ closes: boolean }>;

export const ECLIPSE_DAY = {
  id: 'muhurta.eclipse_day',
  cites: [
    chintamani(VIVAHA, 'the day of an eclipse (grahana) is rejected'),
    practice('the eclipse is counted when visible at the place, with its sutak, as almanacs print it'),
  ],
  data: { visibleOnly: true },
} as const satisfies CitedTable<{ visibleOnly: boolean }>;

/** Holashtak: the eight days from Phalguna Shukla Ashtami to the full moon of Holika Dahan (tithi indexes 7-14). */
export const HOLASHTAK = {
  id: 'muhurta.holashtak',
  cites: [
    practice(
      'holashtak, Phalguna Shukla Ashtami to Purnima, closes marriage and samskaras where it is kept (Punjab, ' +
        'Haryana, Himachal and much of the North); the syndicated North Indian marriage lists print dates inside it',
    ),
  ],
  data: { month: 'Phalguna', fromTithiIndex: 7, toTithiIndex: 14 },
} as const satisfies CitedTable<{ month: string; fromTithiIndex: number; toTithiIndex: number }>;

/** Solar months closed for marriage and housewarming in the South (Aadi, Purattasi, Margazhi). */
export const SOUTH_CLOSED_MONTHS = {
  id: 'muhurta.south_closed_months',
  cites: [
    practice(
      'Tamil and South Indian panchangams hold no marriage or housewarming in Aadi, Purattasi and Margazhi (the ' +
        'Sun in Cancer, Virgo and Sagittarius)',
    ),
  ],
  data: { Cancer: 'Aadi', Virgo: 'Purattasi', Sagittarius: 'Margazhi' },
} as const satisfies CitedTable<Partial<Record<Sign, string>>>;

/** Guru-aditya: the Sun and Jupiter in one sign. */
export const GURU_ADITYA = {
  id: 'muhurta.guru_aditya',
  cites: [chintamani(VIVAHA, 'the Sun with Jupiter (gurvaditya) is rejected for marriage and samskaras')],
  data: { sameSign: true },
} as const satisfies CitedTable<{ sameSign: boolean }>;

/**
 * Panchaka: the Moon in Aquarius and Pisces (the second half of Dhanishta to the end of Revati). Journeys south,
 * roofing, gathering wood and making a bed are avoided in it.
 */
export const PANCHAKA = {
  id: 'muhurta.panchaka',
  cites: [chintamani(YATRA, 'panchaka: the five stars from the second half of Dhanishta to Revati')],
  data: ['Aquarius', 'Pisces'],
} as const satisfies CitedTable<readonly Sign[]>;
