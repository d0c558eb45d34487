/**
 * Putra bhava rules that read houses and grahas: the 5th's sign, occupants and aspects, the 5th lord, Jupiter, the
 * 5th from the Moon and from Jupiter, and the 5th of the saptamsa (D7).
 */
import { FEW_CHILDREN_SIGNS, PUTRA_RULES } from '../../../tables/readings/putra-bhava.ts';
import type { ReadingFinding } from '../../../tables/readings/types.ts';
import { type Graha, GRAHAS, SIGN_LORDS, signAt } from '../../../vocabulary/names.ts';
import { ordinal } from '../../yoga/facts.ts';
import {
  aspectersOf,
  describeInfluence,
  finding,
  grahaCondition,
  houseOfNthFrom,
  lordOfHouse,
  merge,
  occupantsOf,
  placement,
  signOfHouse,
  split,
  verdictOf,
  type ReadingChart,
} from './chart-reading.ts';

export function fifthSignFinding(chart: ReadingChart): ReadingFinding {
  const sign = signOfHouse(chart, 5);
  const few = FEW_CHILDREN_SIGNS.includes(sign);
  const text = `5th sign ${sign}${few ? ', a sign of few children' : ''}`;
  return finding(
    PUTRA_RULES.fifthSign,
    few ? 'few' : 'other',
    few ? 'mixed' : 'neutral',
    placement(text, [], [5], [sign]),
  );
}

export function fifthOccupantsFinding(chart: ReadingChart): ReadingFinding {
  const occupants = occupantsOf(chart, 5);
  const inf = split(chart, occupants);
  const text = describeInfluence(inf, `the 5th (${signOfHouse(chart, 5)})`, 'in');
  return finding(
    PUTRA_RULES.fifthOccupants,
    verdictOf(inf),
    verdictOf(inf),
    placement(text, occupants, [5], [signOfHouse(chart, 5)]),
  );
}

export function fifthAspectsFinding(chart: ReadingChart): ReadingFinding {
  const aspecters = aspectersOf(chart, 5);
  const inf = split(chart, aspecters);
  const text = describeInfluence(inf, `the 5th (${signOfHouse(chart, 5)})`, 'aspecting');
  const houses = [5, ...aspecters.map((g) => chart.grahas[g].house)];
  return finding(
    PUTRA_RULES.fifthAspects,
    verdictOf(inf),
    verdictOf(inf),
    placement(text, aspecters, houses, [signOfHouse(chart, 5)]),
  );
}

function conditionFinding(
  chart: ReadingChart,
  g: Graha,
  label: string,
  rule: typeof PUTRA_RULES.fifthLord | typeof PUTRA_RULES.karaka,
): ReadingFinding {
  const c = grahaCondition(chart, g);
  const p = chart.grahas[g];
  return finding(rule, c.verdict, c.verdict, placement(`${label}${c.text}`, [g], [p.house], [p.sign]));
}

export const fifthLordFinding = (chart: ReadingChart): ReadingFinding =>
  conditionFinding(chart, lordOfHouse(chart, 5), '5th lord ', PUTRA_RULES.fifthLord);
export const karakaFinding = (chart: ReadingChart): ReadingFinding =>
  conditionFinding(chart, 'Jupiter', '', PUTRA_RULES.karaka);

/** The 5th sign from a graha: occupants and graha drishti on it (read from the chart's houses). */
function fifthFromFinding(
  chart: ReadingChart,
  from: 'Moon' | 'Jupiter',
  rule: typeof PUTRA_RULES.fromMoon | typeof PUTRA_RULES.fromJupiter,
): ReadingFinding {
  const house = houseOfNthFrom(chart, chart.grahas[from].signIndex, 5);
  const occupants = occupantsOf(chart, house);
  const aspecters = aspectersOf(chart, house);
  const inf = merge(split(chart, occupants), split(chart, aspecters));
  const sign = signOfHouse(chart, house);
  const text =
    `5th from ${from}: ${sign} (the ${ordinal(house)} house); ` +
    (`${describeInfluence(split(chart, occupants), 'it', 'in')}; ` +
      `${describeInfluence(split(chart, aspecters), 'it', 'aspecting')}`);
  const verdict = verdictOf(inf);
  return finding(rule, verdict, verdict, placement(text, [from, ...occupants, ...aspecters], [house], [sign]));
}

export const fifthFromMoonFinding = (chart: ReadingChart): ReadingFinding =>
  fifthFromFinding(chart, 'Moon', PUTRA_RULES.fromMoon);
export const fifthFromJupiterFinding = (chart: ReadingChart): ReadingFinding =>
  fifthFromFinding(chart, 'Jupiter', PUTRA_RULES.fromJupiter);

export function saptamsaFinding(chart: ReadingChart): ReadingFinding {
  const d7Lagna = chart.lagna.vargas.D7.signIndex;
  const fifth = (d7Lagna + 4) % 12;
  const occupants = GRAHAS.filter((g) => chart.grahas[g].vargas.D7.signIndex === fifth);
  const inf = split(chart, occupants);
  const fifthSign = signAt(fifth);
  const text =
    `D7 lagna ${chart.lagna.vargas.D7.sign}; its 5th ${fifthSign} (lord ${SIGN_LORDS[fifthSign]}); ` +
    `${describeInfluence(inf, 'it', 'in')}`;
  const verdict = verdictOf(inf);
  return finding(
    PUTRA_RULES.saptamsa,
    verdict,
    verdict,
    placement(text, occupants, [], [chart.lagna.vargas.D7.sign, fifthSign]),
  );
}
