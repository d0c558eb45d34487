/**
 * The Lal Kitab chart (teva): each graha goes into its whole-sign house from the lagna, and that house number is
 * then read with the fixed sign meanings (house 1 is always Aries, whatever rises). The natal sign is kept beside it.
 */
import { GRAHAS, type Graha } from '../../vocabulary/names.ts';
import type { LalKitabInput } from './types.ts';

export type Occupancy = Map<number, Graha[]>;

/** Lal Kitab house of each graha: its whole-sign house from the lagna. */
export function lalKitabHouse(input: LalKitabInput, graha: Graha): number {
  const house = input.grahas[graha].house;
  if (!Number.isInteger(house) || house < 1 || house > 12) throw new Error(`${graha}: house ${house} is not 1-12`);
  return house;
}

/** Grahas in each house 1-12 (every house present, empty or not), in the order of GRAHAS. */
export function occupancy(input: LalKitabInput): Occupancy {
  const byHouse: Occupancy = new Map(Array.from({ length: 12 }, (_, i): [number, Graha[]] => [i + 1, []]));
  for (const g of GRAHAS) byHouse.get(lalKitabHouse(input, g))?.push(g);
  return byHouse;
}

export const occupantsOf = (occ: Occupancy, house: number): Graha[] => occ.get(house) ?? [];
