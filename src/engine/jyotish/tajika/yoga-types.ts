import type { TajikaYogaName } from '../../tables/tajika/yogas.ts';
import type { GrahaFacts } from '../chart/types.ts';
import type { SevenGraha } from '../primitives/names.ts';
import type { SignDegree } from './relation.ts';
import { SEVEN } from './aspects.ts';

export interface TajikaYoga {
  name: TajikaYogaName;
  /** The grahas the yoga joins (for a pair: the faster first); empty for the whole-chart yogas. */
  grahas: SevenGraha[];
  /** The third graha that carries, collects, cuts or accompanies (Nakta, Yamaya, Manau, Kamboola); else null. */
  via: SevenGraha | null;
  /** The facts that made it, in words. */
  detail: string;
}

/** What the Tajika yoga rules read of each of the seven grahas (a Chart satisfies it). */
export type YogaFacts = Pick<GrahaFacts, 'signIndex' | 'degree' | 'house' | 'retrograde' | 'combustion' | 'dignity'>;

export interface YogaChart {
  grahas: Record<SevenGraha, YogaFacts>;
}

export function positionsOf(chart: YogaChart): Record<SevenGraha, SignDegree> {
  return Object.fromEntries(SEVEN.map((g) => [g, { signIndex: chart.grahas[g].signIndex, degree: chart.grahas[g].degree }])) as Record<SevenGraha, SignDegree>;
}

export const fmt = (deg: number): string => `${deg.toFixed(2)} deg`;
