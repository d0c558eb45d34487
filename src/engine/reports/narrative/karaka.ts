/**
 * The karakas of a bhava (Phaladeepika ch. 15 v. 17, listed in tables/narrative/sections.ts): each is strong
 * (strongGraha of the yoga rules: exalted, moolatrikona, own or a friend's sign, not combust, not in a dusthana),
 * weak (debilitated, combust or in a dusthana) or neither. Their points are averaged over the bhava's karakas.
 */
import { NARRATIVE_WEIGHTS } from '../../tables/narrative/weights.ts';
import { inGroup } from '../../tables/yoga/house-groups.ts';
import type { SevenGraha } from '../../vocabulary/names.ts';
import { ordinal, strongGraha } from '../../jyotish/yoga/facts.ts';
import { DIGNITY_PHRASE } from './graha-condition.ts';
import { say, scored } from './say.ts';
import type { Finding, NarrativeChart } from './types.ts';
import { theName } from './words.ts';

const W = NARRATIVE_WEIGHTS.data;

export type KarakaState = 'strong' | 'middling' | 'weak';

export function karakaState(chart: NarrativeChart, g: SevenGraha): { state: KarakaState; reasons: string[] } {
  const p = chart.grahas[g];
  const place = `in the ${ordinal(p.house)} house`;
  const where = `${DIGNITY_PHRASE[p.dignity]} in ${p.sign}`;
  if (strongGraha(chart, g)) return { state: 'strong', reasons: [where, place, 'not combust'] };
  const weak = p.dignity === 'debilitated' || p.combustion.combust || inGroup('dusthana', p.house);
  const dusthana = inGroup('dusthana', p.house) ? `${place}, a dusthana` : place;
  if (weak) return { state: 'weak', reasons: [where, dusthana, ...(p.combustion.combust ? ['combust'] : [])] };
  return { state: 'middling', reasons: [where, place] };
}

export function karakaFindings(chart: NarrativeChart, bhava: number, karakas: readonly SevenGraha[]): Finding[] {
  return karakas.map((g) => {
    const p = chart.grahas[g];
    const { state, reasons } = karakaState(chart, g);
    const houses = p.house === bhava ? [bhava] : [bhava, p.house];
    const sentence = say(
      `karaka.${state}`,
      { karaka: theName(g), house: ordinal(bhava), state: reasons.join(', ') },
      { grahas: [g], houses, signs: [p.sign], values: { state } },
    );
    const share = karakas.length === 1 ? '' : ` (1 of ${karakas.length})`;
    return scored(sentence, `karaka ${g} ${state}${share}`, W.karaka[state] / karakas.length);
  });
}
