/** Whole-sign graha drishti: which houses each graha aspects in full, and the grahas it aspects. */
import { FULL_ASPECTS } from '../../tables/chart/aspects.ts';
import type { Graha } from '../../vocabulary/names.ts';

/** Houses (1-12, from the lagna) a graha in `house` aspects. */
export function aspectedHouses(graha: Graha, house: number): number[] {
  return FULL_ASPECTS.data[graha].map((n) => ((house - 1 + n - 1) % 12) + 1);
}

/** Does `from` in house `fromHouse` aspect house `toHouse`? */
export function aspects(from: Graha, fromHouse: number, toHouse: number): boolean {
  return aspectedHouses(from, fromHouse).includes(toHouse);
}
