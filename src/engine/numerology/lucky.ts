/**
 * Lucky things of a moolank: its ruling graha, that graha's colour, and the lucky numbers (the moolank and its
 * friendly numbers). Nothing here is computed beyond looking up tables/numerology/rulers.ts; where the table has no
 * friendly numbers (4 Rahu, 7 Ketu) the numbers are the moolank alone and the gap is reported.
 */
import type { Graha } from '../vocabulary/names.ts';
import { FRIENDLY_NUMBERS, GRAHA_COLOURS, NUMBER_RULERS } from '../tables/numerology/rulers.ts';
import type { RootNumber } from '../vocabulary/numbers.ts';

export interface LuckyThings {
  /** The moolank first, then its friendly numbers in ascending order. */
  numbers: RootNumber[];
  color: string;
  /** Other colours practice gives for the same graha. */
  colorsAlsoGiven: readonly string[];
  ruler: Graha;
  /** Why `numbers` holds the moolank alone, when it does; else null. */
  friendlyNumbersMissing: string | null;
}

export function luckyThings(moolank: RootNumber): LuckyThings {
  const ruler = NUMBER_RULERS.data[moolank];
  const friends = FRIENDLY_NUMBERS.data[moolank];
  const colour = GRAHA_COLOURS.data[ruler];
  return {
    numbers: [moolank, ...(friends ?? [])],
    color: colour.color,
    colorsAlsoGiven: colour.alsoGiven,
    ruler,
    friendlyNumbersMissing:
      friends === null
        ? `${moolank} is ruled by ${ruler}; the natural friendships used (BPHS ch. 3) cover the seven grahas ` +
          `only, so no friendly numbers are given`
        : null,
  };
}
