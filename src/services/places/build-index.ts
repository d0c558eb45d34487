/** The full build: parse the TSV, rank the places, lay them out by rank, sort the keys. */
import { readPlaces } from './dataset.ts';
import { rankOrder } from './rank.ts';
import { compactPlaces } from './place-table.ts';
import { buildKeyIndex } from './key-index.ts';
import type { CachedIndex } from './index-codec.ts';

export function buildIndex(file: string): CachedIndex {
  const { rows, keys, keyPlace } = readPlaces(file);
  const order = rankOrder(rows);
  const rankOf = new Int32Array(rows.count);
  for (let rank = 0; rank < order.length; rank++) rankOf[order[rank] ?? 0] = rank;
  return { places: compactPlaces(rows, order), index: buildKeyIndex(keys, keyPlace, rankOf) };
}
