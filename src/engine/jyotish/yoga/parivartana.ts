/**
 * Parivartana (exchange of signs) yogas (Phaladeepika ch. 6): two grahas each in a sign of the other. Dainya when
 * one of the two houses is a dusthana (6, 8, 12); else Khala when one is the 3rd; else Maha (both among 1, 2, 4,
 * 5, 7, 9, 10, 11). Phaladeepika counts 30 Dainya, 8 Khala and 28 Maha exchanges.
 */
import { inGroup } from '../../tables/yoga/house-groups.ts';
import { YOGA_REFS } from '../../tables/yoga/refs.ts';
import { SEVEN_GRAHAS, type SevenGraha } from '../../vocabulary/names.ts';
import { ordinal } from './facts.ts';
import { yogaRule } from './rule.ts';
import type { YogaChart, YogaRule } from './types.ts';

type Kind = 'maha' | 'khala' | 'dainya';

export function exchanges(chart: YogaChart): { a: SevenGraha; b: SevenGraha; houses: [number, number]; kind: Kind }[] {
  const out: { a: SevenGraha; b: SevenGraha; houses: [number, number]; kind: Kind }[] = [];
  SEVEN_GRAHAS.forEach((a, i) => {
    for (const b of SEVEN_GRAHAS.slice(i + 1)) {
      const pa = chart.grahas[a];
      const pb = chart.grahas[b];
      if (pa.signLord !== b || pb.signLord !== a) continue;
      const houses: [number, number] = [pa.house, pb.house];
      const kind: Kind = houses.some((h) => inGroup('dusthana', h)) ? 'dainya' : houses.includes(3) ? 'khala' : 'maha';
      out.push({ a, b, houses, kind });
    }
  });
  return out;
}

const KINDS = [
  { kind: 'maha', name: 'Maha Parivartana', famous: true, what: 'both houses among 1, 2, 4, 5, 7, 9, 10, 11' },
  { kind: 'khala', name: 'Khala Parivartana', famous: false, what: 'one of the houses the 3rd, neither a dusthana' },
  { kind: 'dainya', name: 'Dainya Parivartana', famous: false, what: 'one of the houses the 6th, 8th or 12th' },
] as const;

export const PARIVARTANA_YOGAS: YogaRule[] = KINDS.map(({ kind, name, famous, what }) =>
  yogaRule({
    id: `${kind}_parivartana`,
    name,
    family: 'parivartana',
    famous,
    refs: YOGA_REFS.parivartana,
    definition: `Two grahas each in a sign owned by the other, ${what}.`,
    match(chart) {
      const hits = exchanges(chart).filter((e) => e.kind === kind);
      if (hits.length === 0) return null;
      return {
        grahas: hits.flatMap((e) => [e.a, e.b]),
        detail: hits
          .map(
            (e) =>
              `${e.a} in the ${ordinal(e.houses[0])} and ${e.b} in the ${ordinal(e.houses[1])}, in each other's signs`,
          )
          .join('; '),
      };
    },
  }),
);
