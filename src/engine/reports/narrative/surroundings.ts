/**
 * What surrounds a bhava: malefics in the 6th, 8th or 12th counted from it (Phaladeepika ch. 15 v. 4), and grahas
 * on both sides of it (kartari, BPHS ch. 36, extended here from the lagna to every bhava).
 */
import { NARRATIVE_WEIGHTS } from '../../tables/narrative/weights.ts';
import { GRAHAS, type Graha } from '../../vocabulary/names.ts';
import { isBenefic, isMalefic, list, ordinal } from '../../jyotish/yoga/facts.ts';
import { say, scored } from './say.ts';
import type { Finding, NarrativeChart } from './types.ts';
import { namedList } from './words.ts';

const W = NARRATIVE_WEIGHTS.data;

/** House (1-12 from the lagna) that is the `n`-th counted from `bhava`. */
export function houseFromBhava(bhava: number, n: number): number {
  return ((bhava - 1 + n - 1) % 12) + 1;
}

export function dusthanaFromFinding(chart: NarrativeChart, bhava: number, what: string): Finding | null {
  const groups = [6, 8, 12]
    .map((n) => ({ n, house: houseFromBhava(bhava, n) }))
    .map((p) => ({ ...p, malefics: (chart.houses[p.house - 1]?.occupants ?? []).filter((g) => isMalefic(chart, g)) }))
    .filter((p) => p.malefics.length > 0);
  if (groups.length === 0) return null;
  const grahas = groups.flatMap((p) => p.malefics);
  const placements = groups
    .map((p) => `${namedList(chart, p.malefics)} in the ${ordinal(p.house)} house, ${ordinal(p.n)} from it`)
    .join('; ');
  const sentence = say(
    'dusthana_from.malefics',
    { house: ordinal(bhava), placements, what },
    { grahas, houses: [bhava, ...groups.map((p) => p.house)] },
  );
  return scored(
    sentence,
    `malefics 6th/8th/12th from the bhava: ${list(grahas)}`,
    grahas.length * W.maleficInDusthanaFromBhava,
  );
}

/** Kartari: each neighbouring sign holds at least one graha of the nature and none of the other. */
export function kartariFinding(chart: NarrativeChart, bhava: number, what: string): Finding | null {
  const prev = houseFromBhava(bhava, 12);
  const next = houseFromBhava(bhava, 2);
  const inHouse = (h: number): Graha[] => GRAHAS.filter((g) => chart.grahas[g].house === h);
  const before = inHouse(prev);
  const after = inHouse(next);
  for (const nature of ['papa', 'shubha'] as const) {
    const ofNature = (g: Graha) => (nature === 'shubha' ? isBenefic(chart, g) : isMalefic(chart, g));
    const hems = (gs: Graha[]) => gs.length > 0 && gs.every(ofNature);
    if (!hems(before) || !hems(after)) continue;
    const sentence = say(
      `kartari.${nature}`,
      {
        house: ordinal(bhava),
        before: namedList(chart, before),
        after: namedList(chart, after),
        prev: ordinal(prev),
        next: ordinal(next),
        what,
      },
      { grahas: [...before, ...after], houses: [bhava, prev, next] },
    );
    return scored(sentence, `${nature} kartari: ${list([...before, ...after])}`, W.kartari[nature]);
  }
  return null;
}
