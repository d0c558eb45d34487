/**
 * Raja yogas (BPHS ch. 39, with the lordship rules of ch. 34): a lord of a kendra (1, 4, 7, 10) and a lord of a
 * trikona (1, 5, 9), two different grahas owning two different houses, associated by conjunction (one sign),
 * mutual aspect (graha drishti both ways) or exchange of signs. The lagna counts as both kendra and trikona. The
 * objection that a lord also owning a dusthana spoils the yoga (found in some commentaries) is not applied.
 */
import { HOUSE_GROUPS } from '../../tables/yoga/house-groups.ts';
import { YOGA_REFS } from '../../tables/yoga/refs.ts';
import { lordOf, ordinal, type Association } from './facts.ts';
import { describePair, lordPairs } from './lords.ts';
import { yogaRule } from './rule.ts';
import type { YogaChart, YogaRule } from './types.ts';

const HOW: Record<Association, string> = {
  conjunction: 'conjunction',
  mutual_aspect: 'mutual aspect',
  exchange: 'exchange of signs',
};

function pairRule(chart: YogaChart, groupA: readonly number[], groupB: readonly number[], how: Association) {
  const pairs = lordPairs(chart, groupA, groupB).filter((p) => p.associations.includes(how));
  if (pairs.length === 0) return null;
  return { grahas: pairs.flatMap((p) => [p.a, p.b]), detail: pairs.map((p) => describePair(p, how)).join('; ') };
}

const rajaRules = (['conjunction', 'mutual_aspect', 'exchange'] as const).map((how) =>
  yogaRule({
    id: `raja_${how}`,
    name: `Raja yoga (kendra and trikona lords, ${HOW[how]})`,
    family: 'raja',
    famous: true,
    refs: YOGA_REFS.raja,
    definition:
      `A lord of a kendra (1, 4, 7, 10) and a lord of a trikona (1, 5, 9), different grahas owning different ` +
      `houses, by ${HOW[how]}.`,
    match: (chart) => pairRule(chart, HOUSE_GROUPS.data.kendra, HOUSE_GROUPS.data.trikona, how),
  }),
);

/** Dharma-karmadhipati: the lords of the 9th and 10th associated in any of the three ways. */
const dharmaKarmadhipati = yogaRule({
  id: 'dharma_karmadhipati',
  name: 'Dharma-Karmadhipati',
  family: 'raja',
  famous: true,
  refs: YOGA_REFS.dharmaKarma,
  definition:
    'The lords of the 9th and 10th, two different grahas, together in one sign, in mutual aspect or in each ' +
    "other's signs.",
  match(chart) {
    const pairs = lordPairs(chart, [9], [10]);
    const hits = pairs.flatMap((p) => p.associations.map((how) => describePair(p, how)));
    if (hits.length === 0) return null;
    return { grahas: pairs.flatMap((p) => [p.a, p.b]), detail: hits.join('; ') };
  },
});

/** Yogakaraka (BPHS ch. 34): one graha owning a kendra other than the lagna and a trikona other than the lagna. */
const yogakaraka = yogaRule({
  id: 'yogakaraka',
  name: 'Yogakaraka',
  family: 'raja',
  famous: true,
  refs: YOGA_REFS.yogakaraka,
  definition:
    'One graha owns both a kendra (4, 7, 10) and a trikona (5, 9): Saturn for Taurus and Libra, Mars for Cancer ' +
    'and Leo, Venus for Capricorn and Aquarius lagnas.',
  match(chart) {
    for (const k of [4, 7, 10]) {
      for (const t of [5, 9]) {
        const g = lordOf(chart, k);
        if (g === lordOf(chart, t)) return { grahas: [g], detail: `${g} owns the ${ordinal(k)} and the ${ordinal(t)}` };
      }
    }
    return null;
  },
});

export const RAJA_YOGAS: YogaRule[] = [...rajaRules, dharmaKarmadhipati, yogakaraka];
