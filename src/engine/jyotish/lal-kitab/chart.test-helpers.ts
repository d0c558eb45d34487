// Hand-made Lal Kitab inputs: the lagna sign and each graha's whole-sign house from it; each graha's sign follows.
//
//   lkChart('Leo', { ...BASE, Venus: 9 })
import { type Graha, type Sign, signAt, SIGNS } from '../../vocabulary/names.ts';
import type { LalKitabInput } from './types.ts';

export type Houses = Record<Graha, number>;

/**
 * A chart where no debt fires, derived by hand from the nine rules: Sun 1, Moon 4, Mars 3, Mercury 7, Jupiter 9,
 * Venus 7, Saturn 10, Rahu 3, Ketu 9 (opposite Rahu). Every graha but Rahu and Ketu sits in its pakka ghar.
 */
export const BASE: Houses = {
  Sun: 1,
  Moon: 4,
  Mars: 3,
  Mercury: 7,
  Jupiter: 9,
  Venus: 7,
  Saturn: 10,
  Rahu: 3,
  Ketu: 9,
};

export function lkChart(lagna: Sign, houses: Houses): LalKitabInput {
  const lagnaIndex = SIGNS.indexOf(lagna);
  if (((houses.Rahu + 5) % 12) + 1 !== houses.Ketu) throw new Error('Ketu must be 7th from Rahu');
  const sign = (house: number): Sign => signAt((lagnaIndex + house - 1) % 12);
  const grahas = Object.fromEntries(
    (Object.entries(houses) as [Graha, number][]).map(([g, house]) => [g, { house, sign: sign(house) }]),
  ) as LalKitabInput['grahas'];
  return { lagna: { signIndex: lagnaIndex, sign: lagna }, grahas };
}

/** Rahu and Ketu moved together: Rahu to `house`, Ketu to the 7th from it. */
export const nodes = (house: number): Pick<Houses, 'Rahu' | 'Ketu'> => ({ Rahu: house, Ketu: ((house + 5) % 12) + 1 });
