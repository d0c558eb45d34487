/**
 * KP sub division (Krishnamurti): each nakshatra of 13deg20' is shared among the nine Vimshottari lords in
 * proportion to their dasha years, starting from the nakshatra's own lord; each sub is shared again the same way,
 * starting from the sub's lord (sub-sub). A lord's sub is years x 400 arc-seconds (800' x years / 120), so every
 * sub boundary falls on a whole arc-second.
 */
import type { Graha } from '../../vocabulary/names.ts';
import { VIMSHOTTARI, VIMSHOTTARI_TOTAL_YEARS } from '../dasha/vimshottari.ts';
import { cite, type CitedTable } from '../sources.ts';

export const KP_SUB_DIVISION = {
  id: 'kp.sub_division',
  cites: [
    cite('kp_reader', {
      chapter: 'the table of sub-lords (Reader I, casting the horoscope)',
      status: 'pending',
      note: 'page not checked',
    }),
    ...VIMSHOTTARI.cites,
  ],
  data: {
    /** Lords in Vimshottari order from Ketu, with their years (the proportions). */
    sequence: VIMSHOTTARI.data,
    totalYears: VIMSHOTTARI_TOTAL_YEARS,
    /** 13deg20' in arc-seconds. */
    nakshatraArcsec: 48_000,
    /** Arc-seconds of a sub per dasha year: 48,000 / 120. */
    arcsecPerYear: 400,
  },
} as const satisfies CitedTable<{
  sequence: readonly { lord: Graha; years: number }[];
  totalYears: number;
  nakshatraArcsec: number;
  arcsecPerYear: number;
}>;
