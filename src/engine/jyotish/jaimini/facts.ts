/** The few facts of a chart that the Jaimini rules read: signs, degrees in sign, navamsa signs, dignity. */
import type { Chart } from '../chart/types.ts';
import { GRAHAS, type Graha } from '../../vocabulary/names.ts';
import type { JaiminiFacts, JaiminiGraha } from './types.ts';

export function jaiminiFacts(chart: Pick<Chart, 'lagna' | 'grahas'>): JaiminiFacts {
  const grahas = Object.fromEntries(
    GRAHAS.map((g): [Graha, JaiminiGraha] => {
      const f = chart.grahas[g];
      return [
        g,
        {
          signIndex: f.signIndex,
          degree: f.degree,
          navamsaSignIndex: f.vargas.D9.signIndex,
          exalted: f.dignity === 'exalted',
          debilitated: f.dignity === 'debilitated',
        },
      ];
    }),
  ) as Record<Graha, JaiminiGraha>;
  return { lagnaSignIndex: chart.lagna.signIndex, grahas };
}

/** Sign index a steps on from b, 0-11. */
export const signPlus = (b: number, a: number): number => (((b + a) % 12) + 12) % 12;

/** House of sign s counted from sign from (1 = the same sign), zodiacally. */
export const houseFrom = (from: number, s: number): number => signPlus(s, -from) + 1;
