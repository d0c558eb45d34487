import type { Nakshatra } from '../../vocabulary/names.ts';
import { cite, type CitedTable } from '../sources.ts';

/**
 * Amrit kalam: the ghati of the nakshatra (its span counted as 60 ghatis) after which the auspicious window of 4
 * ghatis begins. An independent list, not varjyam shifted: most entries are varjyam + 24, but not all.
 */
export const AMRIT_KALAM_START_GHATI = {
  id: 'day_division.amrit_kalam',
  cites: [
    cite('almanac_practice', {
      status: 'pending',
      note:
        "The daily almanacs' amrita ghati list; the classical text behind it is not known to the project. " +
        'Matches every amrit kalam Drik Panchang printed for 2023 (IST) within 2 minutes.',
    }),
  ],
  data: {
    Ashwini: 42,
    Bharani: 48,
    Krittika: 54,
    Rohini: 52,
    Mrigashira: 38,
    Ardra: 35,
    Punarvasu: 54,
    Pushya: 44,
    Ashlesha: 56,
    Magha: 54,
    'Purva Phalguni': 44,
    'Uttara Phalguni': 42,
    Hasta: 45,
    Chitra: 44,
    Swati: 38,
    Vishakha: 38,
    Anuradha: 34,
    Jyeshtha: 38,
    Mula: 44,
    'Purva Ashadha': 48,
    'Uttara Ashadha': 44,
    Shravana: 34,
    Dhanishta: 34,
    Shatabhisha: 42,
    'Purva Bhadrapada': 40,
    'Uttara Bhadrapada': 48,
    Revati: 54,
  },
} as const satisfies CitedTable<Record<Nakshatra, number>>;
