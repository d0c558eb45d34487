/**
 * The karma chain of an area: from the first house's lord, each graha's dispositor (the lord of the sign it
 * occupies), until a graha in its own sign or a graha already met closes the chain. It shows where the area's
 * matters are finally decided in the chart (the final dispositor), read from computed placements only.
 */
import type { Graha } from '../../vocabulary/names.ts';
import { lordOfHouse, type ReadChart } from './chart-reading.ts';
import type { KarmaLink } from './types.ts';

export function karmaChain(chart: ReadChart, house: number): KarmaLink[] {
  const chain: KarmaLink[] = [];
  const seen = new Set<Graha>();
  let g: Graha = lordOfHouse(chart, house);
  while (!seen.has(g)) {
    seen.add(g);
    const p: ReadChart['grahas'][Graha] = chart.grahas[g];
    chain.push({ graha: g, sign: p.sign, house: p.house, dispositor: p.signLord });
    g = p.signLord;
  }
  return chain;
}
