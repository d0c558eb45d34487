/**
 * Dhana yogas (BPHS ch. 41; Phaladeepika ch. 6): the lords of the 2nd, 5th, 9th and 11th (the houses of wealth and
 * fortune), two different grahas owning two different of these houses, associated by conjunction, mutual aspect or
 * exchange of signs. BPHS also lists yogas of particular signs and grahas; they are not in this rule.
 */
import { YOGA_REFS } from '../../tables/yoga/refs.ts';
import type { Association } from './facts.ts';
import { describePair, lordPairs } from './lords.ts';
import { yogaRule } from './rule.ts';
import type { YogaRule } from './types.ts';

const WEALTH_HOUSES = [2, 5, 9, 11] as const;
const HOW: Record<Association, string> = {
  conjunction: 'conjunction',
  mutual_aspect: 'mutual aspect',
  exchange: 'exchange of signs',
};

export const DHANA_YOGAS: YogaRule[] = (['conjunction', 'mutual_aspect', 'exchange'] as const).map((how) =>
  yogaRule({
    id: `dhana_${how}`,
    name: `Dhana yoga (lords of 2, 5, 9, 11, ${HOW[how]})`,
    family: 'dhana',
    famous: true,
    refs: YOGA_REFS.dhana,
    definition: `Lords of two of the 2nd, 5th, 9th and 11th houses, different grahas, by ${HOW[how]}.`,
    match(chart) {
      const pairs = lordPairs(chart, WEALTH_HOUSES, WEALTH_HOUSES).filter((p) => p.associations.includes(how));
      if (pairs.length === 0) return null;
      return { grahas: pairs.flatMap((p) => [p.a, p.b]), detail: pairs.map((p) => describePair(p, how)).join('; ') };
    },
  }),
);
