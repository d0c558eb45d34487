/**
 * Stri jataka rules on marriage and family: the partner from the 7th sign and the setting navamsa, the 7th's
 * occupants, the 7th lord, children from the 5th and 9th, the 8th as a placement only, and Mars (mangal dosha,
 * from the dosha module rather than derived again).
 */
import { STRI_RULES } from '../../../tables/readings/stri-jataka.ts';
import type { ReadingFinding, Verdict } from '../../../tables/readings/types.ts';
import { mangalDosha } from '../../dosha/mangal-dosha.ts';
import { type Sign, SIGN_LORDS, signAt } from '../../../vocabulary/names.ts';
import { isBenefic, list, ordinal } from '../../yoga/facts.ts';
import {
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
} from '../putra-bhava/chart-reading.ts';

export function seventhPartnerFinding(chart: ReadingChart): ReadingFinding {
  const sign = signOfHouse(chart, 7);
  const lord = lordOfHouse(chart, 7);
  // The descendant is 180 degrees from the lagna, 54 navamsas on: its navamsa is the 7th from the lagna's.
  const setting: Sign = signAt((chart.lagna.vargas.D9.signIndex + 6) % 12);
  const settingLord = SIGN_LORDS[setting];
  const owned = [lord, settingLord].filter((g) => isBenefic(chart, g)).length;
  const kase = owned === 2 ? 'both' : owned === 1 ? 'one' : 'neither';
  const verdict: Verdict = owned === 2 ? 'supportive' : owned === 1 ? 'mixed' : 'challenging';
  const nature = (g: typeof lord): string => (isBenefic(chart, g) ? 'benefic' : 'malefic');
  const text =
    `7th sign ${sign}, lord ${lord} (${nature(lord)}); setting navamsa ${setting}, lord ${settingLord} ` +
    `(${nature(settingLord)})`;
  return finding(STRI_RULES.seventh, kase, verdict, placement(text, [lord, settingLord], [7], [sign, setting]));
}

export function seventhOccupantsFinding(chart: ReadingChart): ReadingFinding {
  const occupants = occupantsOf(chart, 7);
  const inf = split(chart, occupants, lordOfHouse(chart, 7));
  const verdict = verdictOf(inf);
  const kase = ({ supportive: 'benefic', challenging: 'malefic', mixed: 'both', neutral: 'empty' } as const)[verdict];
  const text = describeInfluence(inf, `the 7th (${signOfHouse(chart, 7)})`, 'in');
  return finding(STRI_RULES.seventhOccupants, kase, verdict, placement(text, occupants, [7], [signOfHouse(chart, 7)]));
}

export function seventhLordFinding(chart: ReadingChart): ReadingFinding {
  const lord = lordOfHouse(chart, 7);
  const c = grahaCondition(chart, lord);
  const where = placement(`7th lord ${c.text}`, [lord], [7, chart.grahas[lord].house], [chart.grahas[lord].sign]);
  return finding(STRI_RULES.seventhLord, c.verdict, c.verdict, where);
}

export function childrenFinding(chart: ReadingChart): ReadingFinding {
  const fifth = split(chart, occupantsOf(chart, 5), lordOfHouse(chart, 5));
  const ninth = split(chart, occupantsOf(chart, 9), lordOfHouse(chart, 9));
  const verdict = verdictOf(merge(fifth, ninth));
  const text = `${describeInfluence(fifth, `the 5th (${signOfHouse(chart, 5)})`, 'in')}; ${describeInfluence(ninth, `the 9th (${signOfHouse(chart, 9)})`, 'in')}`;
  const grahas = [...occupantsOf(chart, 5), ...occupantsOf(chart, 9)];
  return finding(
    STRI_RULES.children,
    verdict,
    verdict,
    placement(text, grahas, [5, 9], [signOfHouse(chart, 5), signOfHouse(chart, 9)]),
  );
}

export function eighthFinding(chart: ReadingChart): ReadingFinding {
  const fromMoon = houseOfNthFrom(chart, chart.grahas.Moon.signIndex, 8);
  const describe = (house: number, from: string): string => {
    const occ = occupantsOf(chart, house);
    return `8th from the ${from}: ${signOfHouse(chart, house)}, lord ${lordOfHouse(chart, house)}, ${occ.length > 0 ? `occupied by ${list(occ)}` : 'unoccupied'}`;
  };
  const text = `${describe(8, 'lagna')}; ${describe(fromMoon, `Moon (the ${ordinal(fromMoon)} house)`)}`;
  const grahas = [
    lordOfHouse(chart, 8),
    ...occupantsOf(chart, 8),
    lordOfHouse(chart, fromMoon),
    ...occupantsOf(chart, fromMoon),
  ];
  return finding(
    STRI_RULES.eighth,
    'placed',
    'neutral',
    placement(text, grahas, [8, fromMoon], [signOfHouse(chart, 8), signOfHouse(chart, fromMoon)]),
  );
}

export function marsFinding(chart: ReadingChart): ReadingFinding {
  const dosha = mangalDosha(chart);
  const kase = dosha.present ? 'stands' : dosha.severity === 'cancelled' ? 'cancelled' : 'none';
  const verdict: Verdict =
    dosha.severity === 'none'
      ? 'neutral'
      : dosha.severity === 'medium' || dosha.severity === 'high'
        ? 'challenging'
        : 'mixed';
  const from = { lagna: 'the lagna', moon: 'the Moon', venus: 'Venus' } as const;
  const refsText = dosha.references.map(
    (r) =>
      `${ordinal(r.marsHouse)} from ${from[r.reference]}${r.formed ? (r.stands ? ' (stands)' : ' (cancelled)') : ''}`,
  );
  const cancels =
    dosha.cancellations.length > 0 ? `; cancellations: ${dosha.cancellations.map((c) => c.id).join(', ')}` : '';
  const text = `Mars in ${dosha.marsSign}: ${refsText.join(', ')}; severity ${dosha.severity}${cancels}`;
  return finding(
    STRI_RULES.mars,
    kase,
    verdict,
    placement(text, ['Mars'], [chart.grahas.Mars.house], [dosha.marsSign]),
    dosha.refs,
  );
}
