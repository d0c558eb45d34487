/**
 * Jupiter's and Saturn's stays in one sign over the horizon, read from their sign crossings (found by root finding in
 * jyotish/transit/sign-crossings.ts, memoised by dosha/saturn-crossing-cache.ts), and the houses from the lagna each
 * stay influences: the sign occupied and the
 * signs aspected by graha drishti (Jupiter 5, 7, 9; Saturn 3, 7, 10).
 */
import { aspectedHouses } from '../../jyotish/chart/aspects.ts';
import { signAt } from '../../vocabulary/names.ts';
import { houseFrom } from './chart-reading.ts';
import type { SignSpan, SlowTransit } from './types.ts';

export function signSpans(graha: 'Jupiter' | 'Saturn', t: SlowTransit, fromJdUt: number, toJdUt: number): SignSpan[] {
  const spans: SignSpan[] = [];
  let sign = t.signAtStart;
  let start = fromJdUt;
  for (const c of t.crossings) {
    if (c.jdUt <= fromJdUt || c.jdUt > toJdUt) continue;
    spans.push({ graha, signIndex: sign, sign: signAt(sign), startJdUt: start, endJdUt: c.jdUt });
    sign = c.toSign;
    start = c.jdUt;
  }
  spans.push({ graha, signIndex: sign, sign: signAt(sign), startJdUt: start, endJdUt: toJdUt });
  return spans;
}

/** Houses from the lagna a graha in `signIndex` occupies or aspects. */
export function influencedHouses(graha: 'Jupiter' | 'Saturn', signIndex: number, lagnaSignIndex: number): number[] {
  const own = houseFrom(lagnaSignIndex, signIndex);
  return [own, ...aspectedHouses(graha, own)].sort((a, b) => a - b);
}

export const influencesArea = (houses: readonly number[], area: readonly number[]): boolean =>
  houses.some((h) => area.includes(h));
