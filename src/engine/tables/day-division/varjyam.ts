import type { Nakshatra } from '../../vocabulary/names.ts';
import { cite, type CitedTable } from '../sources.ts';

/**
 * Varjyam (tyajya, "to be left"): the ghati of the nakshatra (its span counted as 60 ghatis) after which the
 * window of 4 ghatis begins. The values are those the daily almanacs use.
 */
export const VARJYAM_START_GHATI = {
  id: 'day_division.varjyam',
  cites: [
    cite('muhurta_chintamani', {
      status: 'pending',
      note:
        'The tyajya (vishaghati) list of the nakshatras, as recalled; chapter and verses not checked. Lists ' +
        'differ for Ardra, Hasta and Mula (e.g. Ardra 11, Mula 20, or Mula both 20 and 56); this table has the ' +
        'values the daily almanacs use: 21, 21, 56 (and Mula 20 as a second window, below).',
    }),
    cite('almanac_practice', {
      status: 'pending',
      note:
        'Matches every varjyam Drik Panchang printed for 2023 (IST) within 2 minutes: a window of 4 ghatis ' +
        "scaled to the nakshatra's span.",
    }),
  ],
  data: {
    Ashwini: 50,
    Bharani: 24,
    Krittika: 30,
    Rohini: 40,
    Mrigashira: 14,
    Ardra: 21,
    Punarvasu: 30,
    Pushya: 20,
    Ashlesha: 32,
    Magha: 30,
    'Purva Phalguni': 20,
    'Uttara Phalguni': 18,
    Hasta: 21,
    Chitra: 20,
    Swati: 14,
    Vishakha: 14,
    Anuradha: 10,
    Jyeshtha: 14,
    Mula: 56,
    'Purva Ashadha': 24,
    'Uttara Ashadha': 20,
    Shravana: 10,
    Dhanishta: 10,
    Shatabhisha: 18,
    'Purva Bhadrapada': 16,
    'Uttara Bhadrapada': 24,
    Revati: 30,
  },
} as const satisfies CitedTable<Record<Nakshatra, number>>;

/**
 * A second varjyam window in some nakshatras, from the lists that give another value: Mula after ghati 20 as well
 * as after 56.
 */
export const VARJYAM_SECOND_START_GHATI = {
  id: 'day_division.varjyam_second',
  cites: [
    cite('almanac_practice', {
      status: 'pending',
      note: 'Drik Panchang printed both Mula windows, after ghati 20 and after ghati 56, every month of 2023.',
    }),
  ],
  data: { Mula: 20 },
} as const satisfies CitedTable<Partial<Record<Nakshatra, number>>>;
