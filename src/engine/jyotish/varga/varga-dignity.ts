/**
 * Dignity of a graha in a varga sign. In D1 it is the chart's own dignity (degree arcs included). In the other
 * vargas, degrees within the varga sign mean nothing, so only signs count: the exaltation or debilitation sign, the
 * own or moolatrikona sign (as own), else the compound relationship to the varga sign's lord with the temporary
 * half read from the rashi chart (D1) positions, as for saptavargaja bala (Raman, Graha and Bhava Balas).
 */
import { DIGNITY } from '../../tables/chart/dignity.ts';
import { compoundRelation, naturalRelation, temporaryRelation } from '../chart/relationship.ts';
import type { Chart, Dignity } from '../chart/types.ts';
import { type Graha, SIGN_LORDS, signAt } from '../../vocabulary/names.ts';
import type { VargaCode } from './varga.ts';

export function vargaDignity(chart: Chart, graha: Graha, code: VargaCode): Dignity {
  const g = chart.grahas[graha];
  if (code === 'D1') return g.dignity;
  const signIndex = g.vargas[code].signIndex;
  const sign = signAt(signIndex);
  const d = DIGNITY.data[graha];
  if (d.exaltation.sign === sign) return 'exalted';
  if (d.debilitation.sign === sign) return 'debilitated';
  if ((d.own as readonly string[]).includes(sign) || d.moolatrikona?.sign === sign) return 'own';
  if (graha === 'Rahu' || graha === 'Ketu') return 'neutral';
  const lord = SIGN_LORDS[sign];
  const natural = naturalRelation(graha, lord);
  if (natural === 'self') return 'own';
  return compoundRelation(natural, temporaryRelation(g.signIndex, chart.grahas[lord].signIndex));
}
