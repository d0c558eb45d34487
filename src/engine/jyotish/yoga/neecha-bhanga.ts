/**
 * Neecha bhanga raja yoga (Phaladeepika ch. 7): the debility of a graha cancelled. For each of the seven grahas
 * in its debilitation sign the rule checks the conditions most lists give:
 *   1. the lord of the debilitation sign in a kendra from the lagna or from the Moon;
 *   2. the lord of its exaltation sign in a kendra from the lagna or from the Moon;
 *   3. the graha exalted in that sign in a kendra from the lagna or from the Moon;
 *   4. the lord of the debilitation sign aspecting the debilitated graha (graha drishti);
 *   5. the debilitated graha in its exaltation sign in the navamsa (D9);
 *   6. the lords of the debilitation and exaltation signs in mutual kendras.
 * One condition suffices. The band is read from the grahas that cancel the debility (or the graha itself for
 * condition 5). Debility is by sign (the dignity of compute.ts); the nodes are not considered.
 */
import { DIGNITY } from '../../tables/chart/dignity.ts';
import { inGroup } from '../../tables/yoga/house-groups.ts';
import { YOGA_REFS } from '../../tables/yoga/refs.ts';
import { aspects } from '../chart/aspects.ts';
import { type Graha, SEVEN_GRAHAS, type SevenGraha, SIGN_LORDS, signAt, SIGNS } from '../../vocabulary/names.ts';
import { houseFromGraha, list, mutualKendra } from './facts.ts';
import { yogaRule } from './rule.ts';
import type { YogaChart, YogaRule } from './types.ts';

function inKendraFromLagnaOrMoon(chart: YogaChart, g: Graha): boolean {
  return inGroup('kendra', chart.grahas[g].house) || inGroup('kendra', houseFromGraha(chart, 'Moon', g));
}

export function neechaBhangaConditions(chart: YogaChart, g: SevenGraha): { reasons: string[]; by: Graha[] } {
  const p = chart.grahas[g];
  const debSign = signAt(p.signIndex);
  const exSign = DIGNITY.data[g].exaltation.sign;
  const debLord = SIGN_LORDS[debSign];
  const exLord = SIGN_LORDS[exSign];
  const exaltedHere = SEVEN_GRAHAS.find((x) => DIGNITY.data[x].exaltation.sign === debSign);
  const reasons: string[] = [];
  const by: Graha[] = [];
  const add = (ok: boolean, who: readonly Graha[], text: string) => {
    if (!ok) return;
    reasons.push(text);
    by.push(...who.filter((w) => w !== g));
  };
  add(
    debLord !== g && inKendraFromLagnaOrMoon(chart, debLord),
    [debLord],
    `${debLord}, lord of ${debSign}, in a kendra from the lagna or the Moon`,
  );
  add(
    exLord !== g && inKendraFromLagnaOrMoon(chart, exLord),
    [exLord],
    `${exLord}, lord of ${exSign} (its exaltation sign), in a kendra from the lagna or the Moon`,
  );
  if (exaltedHere !== undefined && exaltedHere !== g) {
    add(
      inKendraFromLagnaOrMoon(chart, exaltedHere),
      [exaltedHere],
      `${exaltedHere}, exalted in ${debSign}, in a kendra from the lagna or the Moon`,
    );
  }
  const dl = chart.grahas[debLord];
  add(debLord !== g && aspects(debLord, dl.house, p.house), [debLord], `${debLord}, lord of ${debSign}, aspects ${g}`);
  add(p.vargas.D9.signIndex === SIGNS.indexOf(exSign), [], `${g} in ${exSign}, its exaltation sign, in the navamsa`);
  add(
    debLord !== exLord && mutualKendra(chart, debLord, exLord),
    [debLord, exLord],
    `${debLord} and ${exLord} (lords of its debilitation and exaltation signs) in mutual kendras`,
  );
  return { reasons, by: [...new Set(by)] };
}

export const NEECHA_BHANGA: YogaRule = yogaRule({
  id: 'neecha_bhanga_raja',
  name: 'Neecha Bhanga Raja',
  family: 'neecha_bhanga',
  famous: true,
  refs: YOGA_REFS.neechaBhanga,
  definition:
    'A debilitated graha whose debility is cancelled by any of: its sign lord, its exaltation-sign lord, or the ' +
    'graha exalted there in a kendra from the lagna or Moon; its sign lord aspecting it; exaltation in the ' +
    'navamsa; the two lords in mutual kendras.',
  match(chart) {
    const hits = SEVEN_GRAHAS.filter((g) => chart.grahas[g].dignity === 'debilitated')
      .map((g) => ({ g, ...neechaBhangaConditions(chart, g) }))
      .filter((h) => h.reasons.length > 0);
    if (hits.length === 0) return null;
    const by = [...new Set(hits.flatMap((h) => h.by))];
    return {
      grahas: [...hits.map((h) => h.g), ...by],
      detail: hits.map((h) => `${h.g} debilitated in ${chart.grahas[h.g].sign}: ${list(h.reasons)}`).join('; '),
      strengthFrom: by.length > 0 ? by : hits.map((h) => h.g),
    };
  },
});
