/** How sentences name grahas: "the Sun" and "the Moon" take the article; in lists the Moon carries its paksha. */
import type { Graha } from '../../vocabulary/names.ts';
import { list, waxingMoon } from '../../jyotish/yoga/facts.ts';
import type { NarrativeChart } from './types.ts';

export function theName(g: Graha): string {
  return g === 'Sun' || g === 'Moon' ? `the ${g}` : g;
}

/** The Moon with its paksha, since that sets its nature (benefic when waxing). */
export function named(chart: NarrativeChart, g: Graha): string {
  if (g !== 'Moon') return theName(g);
  return waxingMoon(chart) ? 'the waxing Moon' : 'the waning Moon';
}

export function namedList(chart: NarrativeChart, grahas: readonly Graha[]): string {
  return list(grahas.map((g) => named(chart, g)));
}
