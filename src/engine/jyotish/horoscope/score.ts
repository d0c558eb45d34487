/**
 * Scoring a period from transit houses alone (pure: no ephemeris). Each sample gives every graha's house from the
 * janma rashi; its gochar quality comes from gochar.ts (good houses and vedha, Phaladeepika ch. 26). Each graha
 * then contributes to the life area of the house it occupies with its period weight, and to the areas of the houses
 * it aspects (BPHS ch. 26 full aspects, tables/chart/aspects.ts) with ASPECT_SHARE of it, the contribution worth
 * QUALITY_VALUE of its quality. An area's score is 100 x (sum of weight x value) / (sum of weight) over all samples
 * and contributions, rounded; an area nothing touched scores NEUTRAL_SCORE. The total is the mean of the eleven
 * unrounded area scores, rounded. The active planet is the graha with the greatest pull away from neutral:
 * sum of weight x |value - 1/2| over its contributions; ties to the heavier weight, then the order of GRAHAS.
 */
import { FULL_ASPECTS } from '../../tables/chart/aspects.ts';
import { LIFE_AREAS, LIFE_AREAS_ORDER, type LifeArea } from '../../tables/horoscope/life-areas.ts';
import {
  ASPECT_SHARE,
  NEUTRAL_SCORE,
  PERIOD_WEIGHTS,
  QUALITY_VALUE,
  type HoroscopePeriod,
} from '../../tables/horoscope/weights.ts';
import { gocharFrom, type GocharQuality } from '../gochar/gochar.ts';
import { GRAHAS, type Graha } from '../../vocabulary/names.ts';
import { at } from '../../errors.ts';

/** Each graha's house (1-12) from the janma rashi at one sample. */
export type HouseSample = Record<Graha, number>;

/** The samples a graha spent in one house, by gochar quality. */
export interface HouseStay {
  house: number;
  samples: number;
  favourable: number;
  obstructed: number;
  unfavourable: number;
  /** Grahas that stood in the vedha house at any obstructed sample. */
  obstructedBy: Graha[];
}

export interface GrahaPeriod {
  graha: Graha;
  weight: number;
  /** Houses in order of first occurrence in the period. */
  stays: HouseStay[];
  /** Sum of weight x |value - 1/2| over its contributions to the areas. */
  influence: number;
}

export interface TransitScores {
  categoryScores: Record<LifeArea, number>;
  totalScore: number;
  activePlanet: Graha;
  grahas: GrahaPeriod[];
}

const AREA_OF_HOUSE: ReadonlyMap<number, LifeArea> = new Map(
  LIFE_AREAS_ORDER.map((a) => [LIFE_AREAS.data[a].house, a]),
);

/** The house `offset` signs on from `house`, counting inclusively as aspects are counted (7 = opposite). */
export const houseFrom = (house: number, offset: number): number => ((house - 1 + offset - 1) % 12) + 1;

/** Houses to transit longitudes at the middle of each sign, so gochar.ts decides quality and vedha. */
function qualities(
  janmaIndex: number,
  sample: HouseSample,
): Record<Graha, { quality: GocharQuality; obstructedBy: Graha[] }> {
  const longitudes = Object.fromEntries(
    GRAHAS.map((g) => [g, ((janmaIndex + sample[g] - 1) % 12) * 30 + 15]),
  ) as Record<Graha, number>;
  return gocharFrom(janmaIndex, longitudes);
}

export function scoreHouses(
  janmaIndex: number,
  period: HoroscopePeriod,
  samples: readonly HouseSample[],
): TransitScores {
  const weights = PERIOD_WEIGHTS.data[period];
  const num = new Map<LifeArea, number>();
  const den = new Map<LifeArea, number>();
  const influence = new Map<Graha, number>(GRAHAS.map((g) => [g, 0]));
  const stays = new Map<Graha, HouseStay[]>(GRAHAS.map((g) => [g, []]));

  for (const sample of samples) {
    const q = qualities(janmaIndex, sample);
    for (const g of GRAHAS) {
      const h = sample[g];
      if (!Number.isInteger(h) || h < 1 || h > 12) throw new RangeError(`house of ${g} must be 1-12, got ${h}`);
      const { quality, obstructedBy } = q[g];
      const list = stays.get(g) ?? [];
      let stay = list.find((s) => s.house === h);
      if (stay === undefined) {
        stay = { house: h, samples: 0, favourable: 0, obstructed: 0, unfavourable: 0, obstructedBy: [] };
        list.push(stay);
      }
      stay.samples += 1;
      stay[quality] += 1;
      for (const o of obstructedBy) if (!stay.obstructedBy.includes(o)) stay.obstructedBy.push(o);

      const value = QUALITY_VALUE.data[quality];
      const touched: [number, number][] = [
        [h, 1],
        ...FULL_ASPECTS.data[g].map((a): [number, number] => [houseFrom(h, a), ASPECT_SHARE.data]),
      ];
      for (const [house, share] of touched) {
        const area = AREA_OF_HOUSE.get(house);
        if (area === undefined) continue; // the 12th house scores in no area
        const w = weights[g] * share;
        num.set(area, (num.get(area) ?? 0) + w * value);
        den.set(area, (den.get(area) ?? 0) + w);
        influence.set(g, (influence.get(g) ?? 0) + w * Math.abs(value - 0.5));
      }
    }
  }

  const raw = LIFE_AREAS_ORDER.map((a) => {
    const d = den.get(a) ?? 0;
    return d === 0 ? NEUTRAL_SCORE : (100 * (num.get(a) ?? 0)) / d;
  });
  const categoryScores = Object.fromEntries(
    LIFE_AREAS_ORDER.map((a, i) => [a, Math.round(raw[i] ?? NEUTRAL_SCORE)]),
  ) as Record<LifeArea, number>;
  const totalScore = Math.round(raw.reduce((s, x) => s + x, 0) / raw.length);
  const grahas = GRAHAS.map((g) => ({
    graha: g,
    weight: weights[g],
    stays: stays.get(g) ?? [],
    influence: influence.get(g) ?? 0,
  }));
  return { categoryScores, totalScore, activePlanet: at(byInfluence(grahas), 0, 'graha by influence').graha, grahas };
}

/** Grahas from the most to the least influential (ties: heavier weight, then GRAHAS order; sort is stable). */
export function byInfluence(grahas: readonly GrahaPeriod[]): GrahaPeriod[] {
  return [...grahas].sort((a, b) => b.influence - a.influence || b.weight - a.weight);
}
