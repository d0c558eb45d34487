/**
 * Dig bala: the arc from the graha to the madhya of the bhava where it is powerless (tables/strength/shadbala-dig.ts),
 * folded to 0-180 degrees, divided by 3. With Sripati bhavas those madhyas are the four angles themselves: lagna,
 * nadir (IC), descendant, midheaven.
 */
import { at } from '../../../errors.ts';
import { signedDiff } from '../../../vocabulary/angles.ts';
import { DIG_BALA_POWERLESS_HOUSE } from '../../../tables/strength/shadbala-dig.ts';
import type { SevenGraha } from '../../../vocabulary/names.ts';
import type { SripatiBhavas } from './types.ts';

export function digBala(graha: SevenGraha, longitude: number, bhavas: SripatiBhavas): number {
  const point = at(bhavas.madhya, DIG_BALA_POWERLESS_HOUSE.data[graha] - 1, 'bhava madhya');
  return Math.abs(signedDiff(longitude, point)) / 3;
}
