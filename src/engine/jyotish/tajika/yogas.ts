/**
 * The Tajika yogas of an annual chart: the whole-chart pair Ikkavala/Induvara, the pair yogas, the yogas joined
 * through a third graha and Dutthottha-Davira (two weak grahas, one in Ithasala with a strong one). Ikkavala: all
 * seven grahas in kendras and panapharas (1, 2, 4, 5, 7, 8, 10, 11 from the lagna); Induvara: all seven in apoklimas
 * (3, 6, 9, 12). The nodes take no part in Tajika yogas.
 */
import { TAJIKA_YOGAS } from '../../tables/tajika/yogas.ts';
import { dutthotthaDavira } from './yogas-dutthottha.ts';
import { pairYogas } from './yogas-pair.ts';
import { thirdPartyYogas } from './yogas-third.ts';
import type { TajikaYoga, YogaChart } from './yoga-types.ts';
import { SEVEN_GRAHAS } from '../../vocabulary/names.ts';

const APOKLIMA = new Set([3, 6, 9, 12]);

export function tajikaYogas(chart: YogaChart): TajikaYoga[] {
  const houses = SEVEN_GRAHAS.map((g) => chart.grahas[g].house);
  const whole: TajikaYoga[] = [];
  if (houses.every((h) => !APOKLIMA.has(h))) {
    whole.push({ name: 'Ikkavala', grahas: [], via: null, detail: 'all seven grahas in kendras and panapharas' });
  } else if (houses.every((h) => APOKLIMA.has(h))) {
    whole.push({ name: 'Induvara', grahas: [], via: null, detail: 'all seven grahas in apoklimas' });
  }
  return [...whole, ...pairYogas(chart), ...thirdPartyYogas(chart), ...dutthotthaDavira(chart)];
}

export const TAJIKA_YOGA_REFS = TAJIKA_YOGAS.cites;
export const TAJIKA_YOGAS_NOT_COMPUTED = TAJIKA_YOGAS.data.notComputed;
/** Why each yoga not computed is left out (no definition found that can be stood behind). */
export const TAJIKA_YOGAS_WHY_NOT_COMPUTED = TAJIKA_YOGAS.data.whyNotComputed;
