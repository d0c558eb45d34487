/**
 * Ashtottari dasha (BPHS, the nakshatra-dasha chapter): eight lords, 108 years, over the 28 nakshatras (Abhijit
 * counted) in groups of four and three from Ardra for the Sun. Abhijit is the last pada of Uttara Ashadha and the
 * first fifteenth of Shravana (276deg40' to 280deg53'20"), the usual reckoning; it falls inside Saturn's group.
 */
import type { Graha, Nakshatra } from '../../vocabulary/names.ts';
import { cite, type CitedTable } from '../sources.ts';

export type AshtottariNakshatra = Nakshatra | 'Abhijit';

export interface AshtottariEntry {
  lord: Graha;
  years: number;
  /** The group's nakshatras in zodiacal order; the lord's years are shared equally among them. */
  nakshatras: readonly AshtottariNakshatra[];
}

const BPHS_ASHTOTTARI = cite('bphs', {
  chapter: 46,
  verses: 'ashtottari dasha',
  status: 'pending',
  note: 'Santhanam, the nakshatra dasha chapter (46 or 47 by edition; chapter not checked); verse numbers not checked',
});

export const ASHTOTTARI = {
  id: 'dasha.ashtottari',
  cites: [BPHS_ASHTOTTARI],
  data: [
    { lord: 'Sun', years: 6, nakshatras: ['Ardra', 'Punarvasu', 'Pushya', 'Ashlesha'] },
    { lord: 'Moon', years: 15, nakshatras: ['Magha', 'Purva Phalguni', 'Uttara Phalguni'] },
    { lord: 'Mars', years: 8, nakshatras: ['Hasta', 'Chitra', 'Swati', 'Vishakha'] },
    { lord: 'Mercury', years: 17, nakshatras: ['Anuradha', 'Jyeshtha', 'Mula'] },
    { lord: 'Saturn', years: 10, nakshatras: ['Purva Ashadha', 'Uttara Ashadha', 'Abhijit', 'Shravana'] },
    { lord: 'Jupiter', years: 19, nakshatras: ['Dhanishta', 'Shatabhisha', 'Purva Bhadrapada'] },
    { lord: 'Rahu', years: 12, nakshatras: ['Uttara Bhadrapada', 'Revati', 'Ashwini', 'Bharani'] },
    { lord: 'Venus', years: 21, nakshatras: ['Krittika', 'Rohini', 'Mrigashira'] },
  ],
} as const satisfies CitedTable<readonly AshtottariEntry[]>;

export const ASHTOTTARI_TOTAL_YEARS = 108;

/** Abhijit's arc, sidereal degrees: the 4th pada of Uttara Ashadha plus 1/15 of Shravana (53'20"). */
export const ABHIJIT_ARC = { from: 276 + 40 / 60, to: 280 + 53 / 60 + 20 / 3600 } as const;

/**
 * When Ashtottari applies. Reading chosen (BPHS): Rahu in a kendra or trikona counted from the lagna lord's sign,
 * Rahu not in the lagna itself. The common alternative (also reported): birth by day in Krishna paksha or by night
 * in Shukla paksha.
 */
export const ASHTOTTARI_APPLICABILITY = {
  id: 'dasha.ashtottari_applicability',
  cites: [
    cite('bphs', {
      chapter: 46,
      verses: 'ashtottari applicability',
      status: 'pending',
      note: 'Rahu in a kendra or trikona from the lagna lord, not in the lagna; chapter not checked',
    }),
    cite('almanac_practice', {
      status: 'pending',
      note:
        'day birth in Krishna paksha or night birth in Shukla paksha: widely quoted alternative condition, source ' +
        'verse not identified',
    }),
  ],
  data: {
    /** Houses counted from the lagna lord's sign that are kendras (1, 4, 7, 10) or trikonas (1, 5, 9). */
    housesFromLagnaLord: [1, 4, 5, 7, 9, 10],
  },
} as const satisfies CitedTable<{ housesFromLagnaLord: readonly number[] }>;
