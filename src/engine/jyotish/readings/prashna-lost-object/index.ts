/**
 * Lost-article prashna: the chart of the moment the question is asked, read by three named horary rules
 * (direction, distance, recovery: tables/readings/lost-object.ts). Theft versus misplacement is left unanswered
 * (no sourced rule), and the result names it as missing.
 */
import type { Direction } from '../../../tables/fortune/directions.ts';
import {
  LOST_DIRECTION,
  LOST_DISTANCE,
  LOST_RECOVERY,
  modalityOf,
  type Modality,
} from '../../../tables/readings/lost-object.ts';
import type { Citation } from '../../../tables/sources.ts';
import { GRAHAS, type Graha, type Sign } from '../../../vocabulary/names.ts';
import type { Chart } from '../../chart/types.ts';
import { isBenefic } from '../../yoga/facts.ts';

export type Recovery = keyof typeof LOST_RECOVERY.data;

export interface LostObjectReading {
  lagnaSign: Sign;
  direction: { value: Direction; rule: string; refs: readonly Citation[] };
  distance: { value: 'far' | 'near' | 'middling'; modality: Modality; rule: string; refs: readonly Citation[] };
  recovery: { value: Recovery; benefics: Graha[]; malefics: Graha[]; rule: string; refs: readonly Citation[] };
  missing: string[];
}

export function lostObject(chart: Pick<Chart, 'lagna' | 'grahas' | 'houses'>): LostObjectReading {
  const sign = chart.lagna.sign;
  const modality = modalityOf(chart.lagna.signIndex);
  const first = chart.houses[0];
  if (first === undefined) throw new Error('chart without houses');
  const touching = GRAHAS.filter((g) => chart.grahas[g].house === 1 || first.aspectedBy.includes(g));
  const benefics = touching.filter((g) => isBenefic(chart, g));
  const malefics = touching.filter((g) => !isBenefic(chart, g));
  const recovery: Recovery =
    touching.length === 0
      ? 'no_indication'
      : benefics.length > malefics.length
        ? 'likely'
        : malefics.length > benefics.length
          ? 'unlikely'
          : 'mixed';
  const d = LOST_DISTANCE.data[modality];
  return {
    lagnaSign: sign,
    direction: {
      value: LOST_DIRECTION.data[sign],
      rule: `${sign} rises; the article lies in the direction of the rising sign`,
      refs: LOST_DIRECTION.cites,
    },
    distance: {
      value: d.distance,
      modality,
      rule: `${sign} is a ${modality} sign: ${d.text}`,
      refs: LOST_DISTANCE.cites,
    },
    recovery: { value: recovery, benefics, malefics, rule: LOST_RECOVERY.data[recovery], refs: LOST_RECOVERY.cites },
    missing: [
      'theft versus misplacement: the project carries no sourced horary rule for it, so none is given',
      "who took it and what it looks like (the thief's description rules): not sourced, not given",
    ],
  };
}
