/**
 * Bhinna ashtakavarga (BPHS ch. 66): each of the eight sources puts a bindu in the signs that lie at its benefic
 * houses counted from the sign it occupies (tables/strength/ashtakavarga-benefic-places.ts).
 */
import { AV_SOURCES, BENEFIC_PLACES, type AvSource } from '../../../tables/strength/ashtakavarga-benefic-places.ts';
import { signAt } from '../../../vocabulary/names.ts';
import type { BhinnaAshtakavarga } from './types.ts';

export type BeneficRows = Readonly<Record<AvSource, readonly number[]>>;

/**
 * `signOf` gives the sign index (0-11) of each source. `places` defaults to the table's rows for `of`; another
 * author's rows can be passed to reproduce a book that uses them.
 */
export function bhinna(
  of: AvSource,
  signOf: Readonly<Record<AvSource, number>>,
  places: BeneficRows = BENEFIC_PLACES.data[of],
): BhinnaAshtakavarga {
  const from: AvSource[][] = Array.from({ length: 12 }, () => []);
  for (const source of AV_SOURCES) {
    for (const house of places[source]) from[(signOf[source] + house - 1) % 12]?.push(source);
  }
  const bindus = from.map((f) => f.length);
  return {
    of,
    bindus,
    total: bindus.reduce((a, b) => a + b, 0),
    bySign: from.map((f, i) => ({ sign: signAt(i), bindus: f.length, from: f })),
  };
}
