/**
 * Drik bala: a quarter of (aspects received from benefics - aspects received from malefics), by sphuta drishti
 * between longitudes. The seven grahas aspect; the nodes are left out, as in Raman.
 */
import { DRISHTI_WEIGHT } from '../../../tables/strength/shadbala-drishti.ts';
import type { Chart } from '../../chart/types.ts';
import { SEVEN_GRAHAS, type SevenGraha } from '../../../vocabulary/names.ts';
import { drishtiValue } from './drishti.ts';
import type { NatureFact } from './types.ts';

export function drikBala(
  chart: Chart,
  graha: SevenGraha,
  natures: Record<SevenGraha, NatureFact>,
): {
  drik: number;
  received: Partial<Record<SevenGraha, number>>;
} {
  const received: Partial<Record<SevenGraha, number>> = {};
  let sum = 0;
  for (const from of SEVEN_GRAHAS) {
    if (from === graha) continue;
    const v = drishtiValue(from, chart.grahas[graha].longitude - chart.grahas[from].longitude);
    const signed = v === 0 || natures[from].nature === 'benefic' ? v : -v;
    received[from] = signed;
    sum += signed;
  }
  return { drik: sum * DRISHTI_WEIGHT.data.graha, received };
}
