import type { TajikaYogaName } from '../../tables/tajika/yogas.ts';
import type { Dignity, GrahaFacts } from '../chart/types.ts';
import { SEVEN_GRAHAS, type SevenGraha } from '../../vocabulary/names.ts';
import type { SignDegree } from './relation.ts';

export interface TajikaYoga {
  name: TajikaYogaName;
  /** The grahas the yoga joins (for a pair: the faster first); empty for the whole-chart yogas. */
  grahas: SevenGraha[];
  /**
   * The third graha that carries, collects, cuts, accompanies or rescues (Nakta, Yamaya, Manau, Kamboola,
   * Dutthottha-Davira); else null.
   */
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
  return Object.fromEntries(
    SEVEN_GRAHAS.map((g) => [g, { signIndex: chart.grahas[g].signIndex, degree: chart.grahas[g].degree }]),
  ) as Record<SevenGraha, SignDegree>;
}

/**
 * Strong and weak in the yogas that ask for them (Duhphali-Kuttha, Dutthottha-Davira), by the Parashari dignity of
 * the annual chart: strong = exalted, moolatrikona or own sign (the sources' "exalted or in its own house");
 * weak = debilitated or in an enemy's or great enemy's sign. The sources leave "weak" unquantified.
 */
export const STRONG: ReadonlySet<Dignity> = new Set(['exalted', 'moolatrikona', 'own']);
export const WEAK: ReadonlySet<Dignity> = new Set(['debilitated', 'enemy', 'great_enemy']);

export const fmt = (deg: number): string => `${deg.toFixed(2)} deg`;
