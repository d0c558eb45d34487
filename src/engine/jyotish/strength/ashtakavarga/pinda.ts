/**
 * Pindas of a reduced bhinna ashtakavarga (BPHS ch. 69): rashi pinda = sum over signs of bindus x the sign's
 * measure; graha pinda = sum over the seven grahas of the bindus in the sign each occupies x that graha's measure
 * (a sign holding two grahas counts twice; Rahu and Ketu have no measure and are left out); shodhya pinda = both.
 */
import { AV_GRAHAS } from '../../../tables/strength/ashtakavarga-benefic-places.ts';
import { GRAHA_MULTIPLIERS, RASHI_MULTIPLIERS } from '../../../tables/strength/ashtakavarga-pinda.ts';
import { SIGNS, type SevenGraha } from '../../../vocabulary/names.ts';
import type { Pinda } from './types.ts';

export interface PindaOptions {
  /** Virgo's measure: 5 (default) or 6 (the other reading, see tables/strength/ashtakavarga-pinda.ts). */
  virgoMultiplier?: 5 | 6;
}

export function pinda(
  graha: SevenGraha,
  reduced: readonly number[],
  grahaSign: Readonly<Record<SevenGraha, number>>,
  options: PindaOptions = {},
): Pinda {
  let rashiPinda = 0;
  SIGNS.forEach((sign, i) => {
    const measure =
      sign === 'Virgo' && options.virgoMultiplier !== undefined
        ? options.virgoMultiplier
        : RASHI_MULTIPLIERS.data[sign];
    rashiPinda += (reduced[i] ?? 0) * measure;
  });
  let grahaPinda = 0;
  for (const g of AV_GRAHAS) grahaPinda += (reduced[grahaSign[g]] ?? 0) * GRAHA_MULTIPLIERS.data[g];
  return { graha, rashiPinda, grahaPinda, shodhyaPinda: rashiPinda + grahaPinda };
}
