/**
 * Body marks from the natal lagna (Brihat Jataka ch. 5): which part of the body each house stands for under the
 * rising drekkana, and the marks the occupying grahas indicate there. Reads a computed chart; computes nothing new.
 */
import type { Citation } from '../../../tables/sources.ts';
import {
  BODY_MARK_REFS,
  BODY_REGION_REFS,
  DREKKANA_BODY,
  PART_INDEX_OF_HOUSE,
  partName,
  sideOfHouse,
} from '../../../tables/readings/drekkana-body.ts';
import { GRAHAS, type Graha, type Sign } from '../../../vocabulary/names.ts';
import type { Chart } from '../../chart/types.ts';
import { isBenefic } from '../../yoga/facts.ts';

export type Drekkana = 1 | 2 | 3;

export interface BodyMark {
  graha: Graha;
  nature: 'benefic' | 'malefic';
  /** Scar or wound (malefic), mole or mark (benefic). */
  mark: 'scar_or_wound' | 'mole_or_mark';
  /** From birth when the graha is in its own or a fixed sign, else acquired later. */
  timing: 'from_birth' | 'acquired';
}

export interface BodyRegion {
  house: number;
  sign: Sign;
  part: string;
  side: 'middle' | 'right' | 'left';
  marks: BodyMark[];
}

export interface BodyMarks {
  drekkana: Drekkana;
  lagnaDegree: number;
  regions: BodyRegion[];
  refs: readonly Citation[];
}

const FIXED_SIGNS: ReadonlySet<Sign> = new Set(['Taurus', 'Leo', 'Scorpio', 'Aquarius']);

/** 1, 2 or 3 for 0-10, 10-20, 20-30 degrees of the lagna sign. */
export function risingDrekkana(degreeInSign: number): Drekkana {
  return degreeInSign < 10 ? 1 : degreeInSign < 20 ? 2 : 3;
}

/** `gender` names the parts of a man's or a woman's body; not given, the neutral name (a woman's reading). */
export function bodyMarks(chart: Pick<Chart, 'lagna' | 'grahas' | 'houses'>, gender?: 'male' | 'female'): BodyMarks {
  const drekkana = risingDrekkana(chart.lagna.degree);
  const parts = DREKKANA_BODY.data[drekkana];
  const regions = chart.houses.map((h): BodyRegion => {
    const part = partName(parts[PART_INDEX_OF_HOUSE[h.house - 1] ?? 0], gender);
    const marks = GRAHAS.filter((g) => chart.grahas[g].house === h.house).map((g): BodyMark => {
      const benefic = isBenefic(chart, g);
      const p = chart.grahas[g];
      const fromBirth = p.signLord === g || FIXED_SIGNS.has(p.sign);
      return {
        graha: g,
        nature: benefic ? 'benefic' : 'malefic',
        mark: benefic ? 'mole_or_mark' : 'scar_or_wound',
        timing: fromBirth ? 'from_birth' : 'acquired',
      };
    });
    return { house: h.house, sign: h.sign, part, side: sideOfHouse(h.house), marks };
  });
  return { drekkana, lagnaDegree: chart.lagna.degree, regions, refs: [BODY_REGION_REFS, BODY_MARK_REFS] };
}
