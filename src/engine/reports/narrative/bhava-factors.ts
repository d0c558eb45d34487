/**
 * What sits in and looks at a bhava: its sign, its occupants and the grahas aspecting it (Phaladeepika ch. 1; ch. 15
 * v. 1). Occupants and aspects are grouped by nature into one sentence each; each graha adds its own points.
 */
import { SIGN_NATURES } from '../../tables/narrative/sign-natures.ts';
import { NARRATIVE_WEIGHTS } from '../../tables/narrative/weights.ts';
import type { Graha } from '../../vocabulary/names.ts';
import { isBenefic, list, ordinal } from '../../jyotish/yoga/facts.ts';
import { described, say, scored } from './say.ts';
import type { Finding, NarrativeChart } from './types.ts';
import { namedList, theName } from './words.ts';

const W = NARRATIVE_WEIGHTS.data;

export function signFinding(chart: NarrativeChart, bhava: number, topics: string): Finding {
  const h = chart.houses[bhava - 1];
  if (h === undefined) throw new RangeError(`house ${bhava} is not 1-12`);
  const { modality, element } = SIGN_NATURES.data[h.sign];
  return described(
    say(
      'bhava.sign',
      { house: ordinal(bhava), topics, sign: h.sign, modality, element, lord: theName(h.lord) },
      { grahas: [h.lord], houses: [bhava], signs: [h.sign], values: { modality, element } },
    ),
  );
}

/** Occupants of the bhava except `exclude` (the lord, already judged; the Moon in its own section). */
export function occupantFindings(
  chart: NarrativeChart,
  bhava: number,
  what: string,
  exclude: readonly Graha[],
): Finding[] {
  const all = chart.houses[bhava - 1]?.occupants ?? [];
  if (all.length === 0) return [described(say('occupants.none', { house: ordinal(bhava) }, { houses: [bhava] }))];
  const others = all.filter((g) => !exclude.includes(g));
  const out: Finding[] = [];
  for (const nature of ['benefic', 'malefic'] as const) {
    const gs = others.filter((g) => isBenefic(chart, g) === (nature === 'benefic'));
    if (gs.length === 0) continue;
    const sentence = say(
      `occupants.${nature}`,
      { grahas: namedList(chart, gs), verb: gs.length === 1 ? 'occupies' : 'occupy', house: ordinal(bhava), what },
      { grahas: gs, houses: [bhava] },
    );
    out.push(scored(sentence, `${nature} occupants: ${list(gs)}`, gs.length * W.occupant[nature]));
  }
  return out;
}

/** Grahas aspecting the bhava by full graha drishti; its own lord's aspect is a rule of its own. */
export function aspectFindings(chart: NarrativeChart, bhava: number, what: string, lord?: Graha): Finding[] {
  const by = chart.houses[bhava - 1]?.aspectedBy ?? [];
  const out: Finding[] = [];
  if (lord !== undefined && by.includes(lord)) {
    const sentence = say(
      'aspects.own_lord',
      { lord: theName(lord), house: ordinal(bhava) },
      { grahas: [lord], houses: [bhava] },
    );
    out.push(scored(sentence, `aspected by its lord ${lord}`, W.aspect.ownLord));
  }
  const others = by.filter((g) => g !== lord);
  for (const nature of ['benefic', 'malefic'] as const) {
    const gs = others.filter((g) => isBenefic(chart, g) === (nature === 'benefic'));
    if (gs.length === 0) continue;
    const sentence = say(
      `aspects.${nature}`,
      { grahas: namedList(chart, gs), verb: gs.length === 1 ? 'aspects' : 'aspect', house: ordinal(bhava), what },
      { grahas: gs, houses: [bhava] },
    );
    out.push(scored(sentence, `${nature} aspects: ${list(gs)}`, gs.length * W.aspect[nature]));
  }
  return out;
}
