/**
 * The static part of the ranking, computed once: every place gets a rank (0 = best) from
 * tier, then population descending, then name, then row (a total order, so results never shuffle).
 */
import type { PlaceRows } from './dataset.ts';

/**
 * Exact matches jump the queue only for queries of this length or more. Shorter ones are usually the start of a
 * longer name, and many small places carry 2-3 letter alternate names ("Lon'", "ban") that would otherwise be
 * put ahead of Delhi for "del" or of Bengaluru for "ban".
 */
export const MIN_EXACT_QUERY = 4;

/** Cities of at least this population count as "world places" worth showing before small towns. */
export const MAJOR_POPULATION = 15_000;

/** 0 = India (the service's main audience), 1 = large or capital world places, 2 = the rest. */
export function tierOf(rows: PlaceRows, row: number): number {
  if (rows.countryCode[row] === 'IN') return 0;
  if ((rows.population[row] ?? 0) >= MAJOR_POPULATION || rows.capital[row] === 1) return 1;
  return 2;
}

/** `order[rank]` is the row holding that rank. */
export function rankOrder(rows: PlaceRows): Int32Array {
  const tier = new Uint8Array(rows.count);
  for (let row = 0; row < rows.count; row++) tier[row] = tierOf(rows, row);
  const { population, name } = rows;
  const order = new Int32Array(rows.count);
  for (let i = 0; i < order.length; i++) order[i] = i;
  return order.sort((a, b) => {
    const byTier = (tier[a] ?? 0) - (tier[b] ?? 0);
    if (byTier !== 0) return byTier;
    const byPopulation = (population[b] ?? 0) - (population[a] ?? 0);
    if (byPopulation !== 0) return byPopulation;
    const na = name[a] ?? '';
    const nb = name[b] ?? '';
    return na < nb ? -1 : na > nb ? 1 : a - b;
  });
}
