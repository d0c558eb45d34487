/**
 * Typed data the nakshatra, birth-time and matching doshas read: the gandamula nakshatras, the gandanta
 * junctions and arcs, the dagdha tithis by weekday and the Vishakanya triplets (the nadi of each nakshatra is the
 * matching table's, tables/matching/nakshatra-attributes.ts).
 */
import { NAKSHATRA_ARC, PADA_ARC, type Nakshatra } from '../../../vocabulary/names.ts';
import { type CitedTable } from '../../sources.ts';
import { DOSHA_REFS } from './refs.ts';

export const GANDMOOL_NAKSHATRAS = {
  id: 'dosha.gandmool_nakshatras',
  cites: DOSHA_REFS.gandmool,
  data: ['Ashwini', 'Ashlesha', 'Magha', 'Jyeshtha', 'Mula', 'Revati'],
} as const satisfies CitedTable<readonly Nakshatra[]>;

/**
 * The three water-fire junctions (end of Cancer, Scorpio, Pisces), sidereal longitude in degrees, and the arc
 * either side taken as gandanta: one pada (3 deg 20 min), the last pada of Ashlesha, Jyeshtha, Revati and the first
 * of Magha, Mula, Ashwini.
 */
export const GANDANTA = {
  id: 'dosha.gandanta',
  cites: DOSHA_REFS.gandanta,
  data: { junctions: [120, 240, 0] as readonly number[], arcDegrees: PADA_ARC },
} as const satisfies CitedTable<{ junctions: readonly number[]; arcDegrees: number }>;

/**
 * Abhukta mula: the last 2 ghatis of Jyeshtha and the first 2 of Mula (one reading; others count 1 and 2, or 4 and
 * 4). Ghatis are turned into arc as a share of the nakshatra, taking the Moon's mean 60 ghatis per nakshatra:
 * 2/60 of 13 deg 20 min = 26 min 40 s either side of 240 degrees.
 */
export const ABHUKTA_MULA = {
  id: 'dosha.abhukta_mula',
  cites: DOSHA_REFS.abhuktaMula,
  data: { junction: 240, ghatisEachSide: 2, arcDegrees: (2 / 60) * NAKSHATRA_ARC },
} as const satisfies CitedTable<{ junction: number; ghatisEachSide: number; arcDegrees: number }>;

/** Dagdha tithi by weekday (0 Sunday): the tithi number within either paksha, 1-15. */
export const DAGDHA_TITHI_BY_WEEKDAY = {
  id: 'dosha.dagdha_tithi',
  cites: DOSHA_REFS.dagdha,
  data: [12, 11, 5, 3, 6, 8, 9],
} as const satisfies CitedTable<readonly number[] & { length: 7 }>;

/** Vishakanya triplets: weekday (0 Sunday), tithi number within either paksha, nakshatra. */
export const VISHAKANYA_TRIPLETS = {
  id: 'dosha.vishakanya',
  cites: DOSHA_REFS.vishakanya,
  data: [
    { weekday: 0, tithi: 2, nakshatra: 'Ashlesha' },
    { weekday: 2, tithi: 7, nakshatra: 'Shatabhisha' },
    { weekday: 6, tithi: 12, nakshatra: 'Krittika' },
  ],
} as const satisfies CitedTable<readonly { weekday: number; tithi: number; nakshatra: Nakshatra }[]>;

/** Sankranti window: 16 ghatis (6 h 24 min) either side of the Sun's sign ingress. */
export const SANKRANTI_WINDOW = {
  id: 'dosha.sankranti_window',
  cites: DOSHA_REFS.sankranti,
  data: { ghatis: 16, days: 16 / 60 },
} as const satisfies CitedTable<{ ghatis: number; days: number }>;
