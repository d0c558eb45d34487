/**
 * The sign-and-graha wealth yogas of BPHS ch. 41 (Santhanam's numbering, not checked), in the form P.V.R.
 * Narasimha Rao tabulates them lagna by lagna:
 *
 * - `fifth`: the graha in the 5th house in its own sign (the 5th "identical with its own sign"), and every graha of
 *   `eleventh` in the 11th. For Aries the Sun in Leo with the Moon, Jupiter and Saturn in the 11th; for Taurus
 *   Mercury in Virgo with the Moon, Mars and Jupiter; Gemini Venus (Mars in the 11th); Cancer Mars (Venus); Leo
 *   Jupiter (Mercury); Virgo Saturn (the Sun and the Moon). A graha owning two signs forms the same yoga from the
 *   other lagna whose 5th it owns (Mercury for Aquarius, Venus for Capricorn, ...).
 * - `lagna`: the graha in the lagna in its own sign, joined or aspected by every graha of `by`.
 *
 * Left out, because the sources at hand disagree or were not seen whole: the Moon in the 5th (Cancer, for a Pisces
 * lagna) and Jupiter or Saturn in their own signs in the lagna.
 */
import type { SevenGraha } from '../../vocabulary/names.ts';
import type { CitedTable } from '../sources.ts';
import { YOGA_REFS } from './refs.ts';

export interface FifthHouseDhana {
  id: string;
  graha: SevenGraha;
  eleventh: readonly SevenGraha[];
}

export interface LagnaDhana {
  id: string;
  graha: SevenGraha;
  by: readonly SevenGraha[];
}

export const DHANA_FIFTH = {
  id: 'yoga.dhana_bphs41_fifth',
  cites: YOGA_REFS.dhanaSignGraha,
  data: [
    { id: 'dhana_sun_fifth', graha: 'Sun', eleventh: ['Moon', 'Jupiter', 'Saturn'] },
    { id: 'dhana_mercury_fifth', graha: 'Mercury', eleventh: ['Moon', 'Mars', 'Jupiter'] },
    { id: 'dhana_venus_fifth', graha: 'Venus', eleventh: ['Mars'] },
    { id: 'dhana_mars_fifth', graha: 'Mars', eleventh: ['Venus'] },
    { id: 'dhana_jupiter_fifth', graha: 'Jupiter', eleventh: ['Mercury'] },
    { id: 'dhana_saturn_fifth', graha: 'Saturn', eleventh: ['Sun', 'Moon'] },
  ],
} as const satisfies CitedTable<readonly FifthHouseDhana[]>;

export const DHANA_LAGNA = {
  id: 'yoga.dhana_bphs41_lagna',
  cites: YOGA_REFS.dhanaSignGraha,
  data: [
    { id: 'dhana_mars_lagna', graha: 'Mars', by: ['Mercury', 'Venus', 'Saturn'] },
    { id: 'dhana_venus_lagna', graha: 'Venus', by: ['Mercury', 'Saturn'] },
    { id: 'dhana_mercury_lagna', graha: 'Mercury', by: ['Jupiter', 'Saturn'] },
    { id: 'dhana_moon_lagna', graha: 'Moon', by: ['Mercury', 'Jupiter'] },
    { id: 'dhana_sun_lagna', graha: 'Sun', by: ['Mars', 'Jupiter'] },
  ],
} as const satisfies CitedTable<readonly LagnaDhana[]>;
