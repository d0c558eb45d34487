/**
 * Putra bhava combinations: the unrelieved affliction of the 5th, the two BPHS yogas denying children (with the
 * project's cancellation by a benefic's influence on the 5th), and sarpa shaapa (Rahu in the 5th aspected by Mars).
 */
import { PUTRA_RULES } from '../../../tables/readings/putra-bhava.ts';
import type { ReadingFinding } from '../../../tables/readings/types.ts';
import type { Graha } from '../../../vocabulary/names.ts';
import { list, ordinal } from '../../yoga/facts.ts';
import {
  aspectersOf,
  finding,
  isWeak,
  lordOfHouse,
  occupantsOf,
  placement,
  signOfHouse,
  split,
  type ReadingChart,
} from './chart-reading.ts';

/** Benefics occupying or aspecting the 5th: the influence that relieves an affliction or cancels a yoga here. */
function beneficsOnFifth(chart: ReadingChart): Graha[] {
  return [
    ...new Set([...split(chart, occupantsOf(chart, 5)).benefics, ...split(chart, aspectersOf(chart, 5)).benefics]),
  ];
}

const relief = (benefics: Graha[]): string =>
  benefics.length > 0 ? `; ${list(benefics)} (benefic) on the 5th` : '; no benefic in or aspecting the 5th';

export function afflictionFinding(chart: ReadingChart): ReadingFinding {
  const malefics = split(chart, occupantsOf(chart, 5)).malefics;
  const benefics = beneficsOnFifth(chart);
  const kase = malefics.length === 0 ? 'none' : benefics.length === 0 ? 'afflicted' : 'relieved';
  const verdict = ({ none: 'neutral', afflicted: 'challenging', relieved: 'mixed' } as const)[kase];
  const text = `${malefics.length > 0 ? `${list(malefics)} (malefic) in the 5th` : 'no malefic in the 5th'}${relief(benefics)}`;
  return finding(
    PUTRA_RULES.affliction,
    kase,
    verdict,
    placement(text, [...malefics, ...benefics], [5], [signOfHouse(chart, 5)]),
  );
}

/** A yoga that is formed or not, and cancelled when a benefic occupies or aspects the 5th. */
function denialFinding(
  chart: ReadingChart,
  rule: typeof PUTRA_RULES.weakSignificators | typeof PUTRA_RULES.maleficsInFifth,
  formed: boolean,
  facts: string,
  grahas: Graha[],
): ReadingFinding {
  const benefics = beneficsOnFifth(chart);
  const kase = !formed ? 'not_formed' : benefics.length > 0 ? 'cancelled' : 'formed';
  const verdict = ({ not_formed: 'neutral', cancelled: 'mixed', formed: 'challenging' } as const)[kase];
  const text = `${formed ? 'formed' : 'not formed'}: ${facts}${formed ? relief(benefics) : ''}`;
  return finding(
    rule,
    kase,
    verdict,
    placement(text, [...grahas, ...(formed ? benefics : [])], [5], [signOfHouse(chart, 5)]),
  );
}

const weakness = (chart: ReadingChart, g: Graha): string => `${g} ${isWeak(chart, g) ? 'weak' : 'not weak'}`;

export function weakSignificatorsFinding(chart: ReadingChart): ReadingFinding {
  const three = [...new Set<Graha>(['Jupiter', chart.lagna.lord, lordOfHouse(chart, 5)])];
  const formed = three.every((g) => isWeak(chart, g));
  const facts = `Jupiter, lagna lord ${chart.lagna.lord}, 5th lord ${lordOfHouse(chart, 5)}: ${three.map((g) => weakness(chart, g)).join(', ')}`;
  return denialFinding(chart, PUTRA_RULES.weakSignificators, formed, facts, three);
}

export function maleficsInFifthFinding(chart: ReadingChart): ReadingFinding {
  const strongMalefics = (['Sun', 'Mars', 'Rahu', 'Saturn'] as const).filter(
    (g) => chart.grahas[g].house === 5 && !isWeak(chart, g),
  );
  const lord = lordOfHouse(chart, 5);
  const formed = strongMalefics.length > 0 && isWeak(chart, 'Jupiter') && isWeak(chart, lord);
  const inFifth =
    strongMalefics.length > 0
      ? `${list(strongMalefics)} in the 5th, not weak`
      : 'none of the Sun, Mars, Rahu, Saturn strong in the 5th';
  const facts = `${inFifth}; ${weakness(chart, 'Jupiter')}; 5th lord ${weakness(chart, lord)}`;
  return denialFinding(chart, PUTRA_RULES.maleficsInFifth, formed, facts, [...strongMalefics, 'Jupiter', lord]);
}

export function sarpaFinding(chart: ReadingChart): ReadingFinding {
  const rahuInFifth = chart.grahas.Rahu.house === 5;
  const marsAspects = aspectersOf(chart, 5).includes('Mars');
  const formed = rahuInFifth && marsAspects;
  const text =
    `Rahu ${rahuInFifth ? 'in' : 'not in'} the 5th; Mars ${marsAspects ? 'aspects' : 'does not aspect'} the 5th ` +
    `(Mars in the ${ordinal(chart.grahas.Mars.house)})`;
  return finding(
    PUTRA_RULES.sarpa,
    formed ? 'formed' : 'not_formed',
    formed ? 'challenging' : 'neutral',
    placement(text, ['Rahu', 'Mars'], [5, chart.grahas.Rahu.house, chart.grahas.Mars.house], [signOfHouse(chart, 5)]),
  );
}
