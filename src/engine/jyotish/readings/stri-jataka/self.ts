/**
 * Stri jataka rules about the native herself: temperament from the parity of the lagna and Moon signs, the
 * trimsamsa placement (its classical result omitted by policy), and the combination for learning.
 */
import { STRI_RULES } from '../../../tables/readings/stri-jataka.ts';
import type { ReadingFinding } from '../../../tables/readings/types.ts';
import { SIGN_LORDS, type Graha } from '../../../vocabulary/names.ts';
import { strongGraha } from '../../yoga/facts.ts';
import { finding, placement, type ReadingChart } from '../putra-bhava/chart-reading.ts';

const isOdd = (signIndex: number): boolean => signIndex % 2 === 0; // Aries, index 0, is the first (odd) sign
const parity = (signIndex: number): string => (isOdd(signIndex) ? 'odd' : 'even');

export function parityFinding(chart: ReadingChart): ReadingFinding {
  const { lagna } = chart;
  const moon = chart.grahas.Moon;
  const odd = [lagna.signIndex, moon.signIndex].filter(isOdd).length;
  const kase = odd === 0 ? 'both_even' : odd === 2 ? 'both_odd' : 'mixed';
  const text = `lagna in ${lagna.sign} (${parity(lagna.signIndex)}), Moon in ${moon.sign} (${parity(moon.signIndex)})`;
  return finding(
    STRI_RULES.parity,
    kase,
    'neutral',
    placement(text, ['Moon'], [1, moon.house], [lagna.sign, moon.sign]),
  );
}

export function trimsamsaFinding(chart: ReadingChart): ReadingFinding {
  const points = [
    { name: 'lagna', at: chart.lagna },
    { name: 'Moon', at: chart.grahas.Moon },
  ];
  const grahas: Graha[] = [];
  const parts = points.map(({ name, at }) => {
    const signLord = SIGN_LORDS[at.sign];
    const d30 = at.vargas.D30;
    const trimsamsaLord = SIGN_LORDS[d30.sign];
    grahas.push(signLord, trimsamsaLord);
    return `${name} in ${at.sign} (sign of ${signLord}), trimsamsa of ${trimsamsaLord} (D30 ${d30.sign})`;
  });
  const where = placement(
    parts.join('; '),
    grahas,
    [1, chart.grahas.Moon.house],
    [chart.lagna.sign, chart.grahas.Moon.sign],
  );
  return finding(STRI_RULES.trimsamsa, 'placed', 'neutral', where);
}

export function learningFinding(chart: ReadingChart): ReadingFinding {
  const { lagna } = chart;
  const candidates = (['Mercury', 'Jupiter', 'Venus', 'Moon'] as const).filter(
    (g) => chart.grahas[g].signIndex === lagna.signIndex,
  );
  const strong = candidates.filter((g) => strongGraha(chart, g));
  const formed = !isOdd(lagna.signIndex) && strong.length > 0;
  const inLagna =
    candidates.length === 0
      ? 'none of Mercury, Jupiter, Venus, Moon in it'
      : `${candidates.join(', ')} in it (strong: ${strong.length > 0 ? strong.join(', ') : 'none'})`;
  const text = `lagna ${lagna.sign} (${parity(lagna.signIndex)}); ${inLagna}`;
  return finding(
    STRI_RULES.learning,
    formed ? 'formed' : 'not_formed',
    formed ? 'supportive' : 'neutral',
    placement(text, candidates, [1], [lagna.sign]),
  );
}
