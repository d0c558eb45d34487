/** Pairs of house lords and how they are associated: the shared reading of raja and dhana yogas. */
import type { SevenGraha } from '../../vocabulary/names.ts';
import { associations, list, lordOf, ordinal, type Association } from './facts.ts';
import type { YogaChart } from './types.ts';

export interface LordPair {
  a: SevenGraha;
  b: SevenGraha;
  /** The houses each lord owns among those the rule names. */
  aHouses: number[];
  bHouses: number[];
  associations: Association[];
}

/**
 * Every pair of different grahas where one lords a house of `groupA` and the other a different house of `groupB`,
 * with their associations (conjunction, mutual aspect, exchange). A graha owning houses of both groups alone
 * forms no pair (that is a yogakaraka, a separate rule).
 */
export function lordPairs(chart: YogaChart, groupA: readonly number[], groupB: readonly number[]): LordPair[] {
  const pairs = new Map<string, LordPair>();
  for (const ha of groupA) {
    for (const hb of groupB) {
      if (ha === hb) continue;
      const a = lordOf(chart, ha);
      const b = lordOf(chart, hb);
      if (a === b) continue;
      const [x, y, hx, hy] = a < b ? [a, b, ha, hb] : [b, a, hb, ha];
      const key = `${x}|${y}`;
      const pair = pairs.get(key) ?? { a: x, b: y, aHouses: [], bHouses: [], associations: associations(chart, x, y) };
      if (!pair.aHouses.includes(hx)) pair.aHouses.push(hx);
      if (!pair.bHouses.includes(hy)) pair.bHouses.push(hy);
      pairs.set(key, pair);
    }
  }
  return [...pairs.values()].map((p) => ({
    ...p,
    aHouses: p.aHouses.sort((m, n) => m - n),
    bHouses: p.bHouses.sort((m, n) => m - n),
  }));
}

export function describePair(p: LordPair, how: Association): string {
  const lordsOf = (hs: number[]) => `lord of the ${list(hs.map(ordinal))}`;
  const word = {
    conjunction: 'together in one sign',
    mutual_aspect: 'in mutual aspect',
    exchange: "in each other's signs",
  }[how];
  return `${p.a} (${lordsOf(p.aHouses)}) and ${p.b} (${lordsOf(p.bHouses)}) ${word}`;
}
