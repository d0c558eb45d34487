/** Small helpers the oracle's rules share to say chart facts. */
import type { YogaChart } from '../../jyotish/yoga/index.ts';
import { NATURES } from '../../tables/yoga/natures.ts';
import { norm360 } from '../../vocabulary/angles.ts';
import type { Graha } from '../../vocabulary/names.ts';

export const ordinal = (n: number): string =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

/** Natural benefic or malefic; the Moon by paksha (waxing benefic: 0-180 degrees ahead of the Sun). */
export function natureOf(chart: YogaChart, g: Graha): 'benefic' | 'malefic' {
  const n = NATURES.data[g];
  if (n !== 'by_paksha') return n;
  return norm360(chart.grahas.Moon.longitude - chart.grahas.Sun.longitude) < 180 ? 'benefic' : 'malefic';
}

export const DIGNIFIED = new Set(['exalted', 'moolatrikona', 'own']);
