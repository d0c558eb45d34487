/**
 * Nabhasa yogas (BPHS ch. 35; Brihat Jataka ch. 12) from the whole-sign houses of the seven visible grahas:
 * 3 Ashraya (sign modality), 2 Dala (benefics or malefics in three kendras), 20 Akriti (shapes, tables/yoga/
 * nabhasa.ts) and 7 Sankhya (number of signs occupied). Each is reported on its own when its condition holds; the
 * texts' order of preference among overlapping Akriti yogas is not applied. Brihat Jataka gives the Sankhya yogas
 * only in the absence of the others: a Sankhya yoga is reported cancelled when an Akriti or Dala yoga forms. The
 * Ashraya yogas are not made to supersede it (all seven in one sign always make Rajju, Musala or Nala, which would
 * leave Gola empty; and some, as Brihat Jataka reports, fold the Ashraya yogas into the shapes).
 * Benefics: Jupiter, Venus, Mercury and the waxing Moon; malefics: the Sun, Mars, Saturn and the waning Moon.
 */
import { AKRITI, ASHRAYA, DALA, SANKHYA, type AkritiPattern } from '../../tables/yoga/nabhasa.ts';
import { isBenefic, list, ordinal } from './facts.ts';
import { yogaRule } from './rule.ts';
import type { YogaChart, YogaRule } from './types.ts';
import { at } from '../../errors.ts';
import { SEVEN_GRAHAS } from '../../vocabulary/names.ts';

const MODALITY_SIGNS = [
  'Aries, Cancer, Libra, Capricorn',
  'Taurus, Leo, Scorpio, Aquarius',
  'Gemini, Virgo, Sagittarius, Pisces',
];

function housesOf(chart: YogaChart, grahas: readonly string[] = SEVEN_GRAHAS): number[] {
  return SEVEN_GRAHAS.filter((g) => grahas.includes(g)).map((g) => chart.grahas[g].house);
}

function occupies(houses: readonly number[], set: readonly number[]): boolean {
  return houses.every((h) => set.includes(h)) && set.every((h) => houses.includes(h));
}

/** The set of houses the pattern matched, or null. */
export function akritiMatch(chart: YogaChart, pattern: AkritiPattern): readonly number[] | null {
  const all = housesOf(chart);
  switch (pattern.kind) {
    case 'occupy':
      return pattern.sets.find((set) => occupies(all, set)) ?? null;
    case 'within':
      return pattern.sets.find((set) => all.every((h) => set.includes(h))) ?? null;
    case 'split': {
      const ben = SEVEN_GRAHAS.filter((g) => isBenefic(chart, g)).map((g) => chart.grahas[g].house);
      const mal = SEVEN_GRAHAS.filter((g) => !isBenefic(chart, g)).map((g) => chart.grahas[g].house);
      return occupies(ben, pattern.benefics) && occupies(mal, pattern.malefics)
        ? [...pattern.benefics, ...pattern.malefics]
        : null;
    }
  }
}

function ashrayaMatch(chart: YogaChart, remainder: number): boolean {
  return SEVEN_GRAHAS.every((g) => chart.grahas[g].signIndex % 3 === remainder);
}

/** Kendras holding a graha of the nature asked; the yoga needs three or more. */
function dalaKendras(chart: YogaChart, nature: 'benefic' | 'malefic'): number[] {
  const grahas = SEVEN_GRAHAS.filter((g) => isBenefic(chart, g) === (nature === 'benefic'));
  return [1, 4, 7, 10].filter((k) => grahas.some((g) => chart.grahas[g].house === k));
}

const ashraya = ASHRAYA.data.map(({ id, name, modality, remainder }) =>
  yogaRule({
    id,
    name,
    family: 'nabhasa',
    famous: false,
    refs: ASHRAYA.cites,
    definition: `All seven grahas in ${modality} signs (${at(MODALITY_SIGNS, remainder, 'modality')}).`,
    match: (chart) =>
      ashrayaMatch(chart, remainder)
        ? { grahas: [...SEVEN_GRAHAS], detail: `all seven grahas in ${modality} signs` }
        : null,
  }),
);

const dala = DALA.data.map(({ id, name, nature }) =>
  yogaRule({
    id,
    name,
    family: 'nabhasa',
    famous: false,
    refs: DALA.cites,
    definition:
      `Three or four kendras from the lagna each holding a natural ${nature} ` +
      `(${nature === 'benefic' ? 'Jupiter, Venus, Mercury, waxing Moon' : 'Sun, Mars, Saturn, waning Moon'}).`,
    match(chart) {
      const ks = dalaKendras(chart, nature);
      if (ks.length < 3) return null;
      const grahas = SEVEN_GRAHAS.filter(
        (g) => isBenefic(chart, g) === (nature === 'benefic') && ks.includes(chart.grahas[g].house),
      );
      return { grahas, detail: `${nature}s in the ${list(ks.map(ordinal))} houses` };
    },
  }),
);

const akriti = AKRITI.data.map(({ id, name, pattern }) =>
  yogaRule({
    id,
    name,
    family: 'nabhasa',
    famous: false,
    refs: AKRITI.cites,
    definition:
      pattern.kind === 'split'
        ? `Benefics (Jupiter, Venus, Mercury, waxing Moon) in the ${list(pattern.benefics.map(ordinal))} and ` +
          `malefics (Sun, Mars, Saturn, waning Moon) in the ${list(pattern.malefics.map(ordinal))}, each of those ` +
          `houses occupied.`
        : pattern.kind === 'within'
          ? `All seven grahas within ${pattern.sets.map((s) => `houses ${s.join(', ')}`).join(' or ')}.`
          : `All seven grahas occupying ${pattern.sets.map((s) => `houses ${s.join(', ')}`).join(' or ')} (every ` +
            `house of the set occupied, none elsewhere).`,
    match(chart) {
      const set = akritiMatch(chart, pattern);
      return set === null
        ? null
        : {
            grahas: [...SEVEN_GRAHAS],
            detail: `the seven grahas in the ${list([...set].sort((a, b) => a - b).map(ordinal))} houses`,
            houses: [...set],
          };
    },
  }),
);

/** The yogas that supersede a Sankhya yoga. */
const SHAPES: YogaRule[] = [...dala, ...akriti];

const sankhya = SANKHYA.data.map(({ id, name, signs }) =>
  yogaRule({
    id,
    name,
    family: 'nabhasa',
    famous: false,
    refs: SANKHYA.cites,
    definition:
      `The seven grahas occupy exactly ${signs} sign${signs === 1 ? '' : 's'}; cancelled (superseded) when an ` +
      `Akriti or Dala Nabhasa yoga forms.`,
    match(chart) {
      const count = new Set(SEVEN_GRAHAS.map((g) => chart.grahas[g].signIndex)).size;
      if (count !== signs) return null;
      const others = SHAPES.map((r) => r.detect(chart))
        .filter((f) => f !== null)
        .map((f) => f.name);
      const cancellation =
        others.length > 0
          ? [
              `${list(others)} formed, and a Sankhya yoga applies only when no other Nabhasa yoga does (Brihat ` +
                `Jataka ch. 12)`,
            ]
          : [];
      return {
        grahas: [...SEVEN_GRAHAS],
        detail: `the seven grahas in ${signs} sign${signs === 1 ? '' : 's'}`,
        cancellation,
      };
    },
  }),
);

export const NABHASA_YOGAS: YogaRule[] = [...ashraya, ...dala, ...akriti, ...sankhya];
