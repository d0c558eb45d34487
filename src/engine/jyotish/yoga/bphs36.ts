/**
 * More yogas of BPHS ch. 36 ("many other yogas", Santhanam's numbering, not checked), each in one reading named in
 * its definition. Benefics are Jupiter, Venus, Mercury and the waxing Moon; malefics the rest, the nodes included.
 * Exaltation is by sign (Mercury anywhere in Virgo counts as exalted here).
 */
import { DIGNITY } from '../../tables/chart/dignity.ts';
import { inGroup } from '../../tables/yoga/house-groups.ts';
import { YOGA_REFS } from '../../tables/yoga/refs.ts';
import { aspects } from '../chart/aspects.ts';
import { type Graha, GRAHAS, type SevenGraha, SIGN_LORDS, signAt } from '../../vocabulary/names.ts';
import { houseFrom, isBenefic, isMalefic, list, lordOf, ordinal } from './facts.ts';
import { yogaRule } from './rule.ts';
import type { YogaChart, YogaRule } from './types.ts';

function occupants(chart: YogaChart, house: number): Graha[] {
  return GRAHAS.filter((g) => chart.grahas[g].house === house);
}

export function inExaltationSign(chart: YogaChart, g: SevenGraha): boolean {
  return DIGNITY.data[g].exaltation.sign === chart.grahas[g].sign;
}

const subha = yogaRule({
  id: 'subha',
  name: 'Subha (benefic in the lagna)',
  family: 'various',
  famous: false,
  refs: YOGA_REFS.subhaAsubha,
  definition:
    'A natural benefic (Jupiter, Venus, Mercury, waxing Moon) in the lagna. The other form of the verse, benefics ' +
    'in both the 2nd and the 12th, is the Shubha Kartari rule.',
  match(chart) {
    const ben = occupants(chart, 1).filter((g) => isBenefic(chart, g));
    if (ben.length === 0) return null;
    return { grahas: ben, detail: `${list(ben)} in the lagna` };
  },
});

const asubha = yogaRule({
  id: 'asubha',
  name: 'Asubha (malefic in the lagna)',
  family: 'various',
  famous: false,
  refs: YOGA_REFS.subhaAsubha,
  afflicted: true,
  definition:
    'A natural malefic (Sun, Mars, Saturn, Rahu, Ketu, waning Moon) in the lagna. The other form, malefics in ' +
    'both the 2nd and the 12th, is the Papa Kartari rule.',
  match(chart) {
    const mal = occupants(chart, 1).filter((g) => isMalefic(chart, g));
    if (mal.length === 0) return null;
    return { grahas: mal, detail: `${list(mal)} in the lagna` };
  },
});

const khadga = yogaRule({
  id: 'khadga',
  name: 'Khadga',
  family: 'various',
  famous: false,
  refs: YOGA_REFS.khadga,
  definition:
    'The lord of the 2nd in the 9th and the lord of the 9th in the 2nd (exchange), and the lagna lord in a kendra ' +
    'or trikona (1, 4, 5, 7, 9, 10).',
  match(chart) {
    const l2 = lordOf(chart, 2);
    const l9 = lordOf(chart, 9);
    const l1 = lordOf(chart, 1);
    const h1 = chart.grahas[l1].house;
    if (chart.grahas[l2].house !== 9 || chart.grahas[l9].house !== 2) return null;
    if (!inGroup('kendra', h1) && !inGroup('trikona', h1)) return null;
    return {
      grahas: [l2, l9, l1],
      detail: `${l2} (2nd lord) in the 9th, ${l9} (9th lord) in the 2nd; lagna lord ${l1} in the ${ordinal(h1)}`,
    };
  },
});

/** Srinatha: possible only for a Sagittarius lagna (Mercury, lord of the 7th and 10th, exalted in Virgo). */
const srinatha = yogaRule({
  id: 'srinatha',
  name: 'Srinatha',
  family: 'various',
  famous: false,
  refs: YOGA_REFS.srinatha,
  definition:
    'The lord of the 7th in the 10th in its exaltation sign, and the lord of the 10th in one sign with the lord ' +
    'of the 9th (a different graha). Read as Raman reads it; it can form only for a Sagittarius lagna.',
  match(chart) {
    const l7 = lordOf(chart, 7);
    const l10 = lordOf(chart, 10);
    const l9 = lordOf(chart, 9);
    if (chart.grahas[l7].house !== 10 || !inExaltationSign(chart, l7)) return null;
    if (l10 === l9 || chart.grahas[l10].signIndex !== chart.grahas[l9].signIndex) return null;
    return {
      grahas: [l7, l10, l9],
      detail:
        `${l7} (7th lord) exalted in the 10th; ${l10} (10th lord) with ${l9} (9th lord) in ` +
        `${chart.grahas[l9].sign}`,
    };
  },
});

const kalanidhi = yogaRule({
  id: 'kalanidhi',
  name: 'Kalanidhi',
  family: 'various',
  famous: false,
  refs: YOGA_REFS.kalanidhi,
  definition:
    "Jupiter in the 2nd or the 5th, and Mercury and Venus each either in Jupiter's sign or aspecting it (graha " +
    'drishti).',
  match(chart) {
    const ju = chart.grahas.Jupiter;
    if (ju.house !== 2 && ju.house !== 5) return null;
    const both = (['Mercury', 'Venus'] as const).map((g) => {
      const p = chart.grahas[g];
      return p.house === ju.house ? `${g} with it` : aspects(g, p.house, ju.house) ? `${g} aspecting it` : null;
    });
    if (both.some((x) => x === null)) return null;
    return {
      grahas: ['Jupiter', 'Mercury', 'Venus'],
      detail: `Jupiter in the ${ordinal(ju.house)}; ${both.join(', ')}`,
    };
  },
});

const dispositor = (chart: YogaChart, g: SevenGraha): SevenGraha => chart.grahas[g].signLord;

/** Kalpadruma: a chain of four grahas from the lagna lord, each in a kendra, a trikona or its exaltation sign. */
const kalpadruma = yogaRule({
  id: 'kalpadruma',
  name: 'Kalpadruma (Parijata)',
  family: 'various',
  famous: false,
  refs: YOGA_REFS.kalpadruma,
  definition:
    'Four grahas: the lagna lord; the lord of the sign it occupies; the lord of the sign that one occupies; and ' +
    'the lord of the navamsa (D9 sign) the third occupies. Each of them in a kendra or trikona from the lagna (1, ' +
    '4, 5, 7, 9, 10) or in its exaltation sign.',
  match(chart) {
    const a = lordOf(chart, 1);
    const b = dispositor(chart, a);
    const c = dispositor(chart, b);
    const d9 = signAt(chart.grahas[c].vargas.D9.signIndex);
    const d = SIGN_LORDS[d9];
    const chain = [a, b, c, d];
    const placed = (g: SevenGraha) => {
      const h = chart.grahas[g].house;
      return inGroup('kendra', h) || inGroup('trikona', h) || inExaltationSign(chart, g);
    };
    if (!chain.every(placed)) return null;
    const where = (g: SevenGraha) =>
      `${g} in the ${ordinal(chart.grahas[g].house)}${inExaltationSign(chart, g) ? ' (exalted)' : ''}`;
    return {
      grahas: chain,
      detail:
        `lagna lord ${a}, its dispositor ${b}, ${b}'s dispositor ${c}, ${c}'s navamsa lord ${d} (${c} in ${d9} in ` +
        `D9): ${[...new Set(chain)].map(where).join(', ')}`,
    };
  },
});

/**
 * The trimurti yogas: three houses counted from a lord, each holding one of three named grahas (Hara, Brahma) or a
 * benefic (Hari). The three named grahas may stand in the three houses in any order: the order of the verse cannot
 * be read "respectively" (the Sun and Venus are never more than two signs apart).
 */
function trimurti(
  id: string,
  name: string,
  fromHouse: number,
  houses: readonly number[],
  who: readonly SevenGraha[] | 'benefics',
  whoText: string,
): YogaRule {
  return yogaRule({
    id,
    name,
    family: 'various',
    famous: false,
    refs: YOGA_REFS.trimurti,
    definition:
      `${whoText} in the ${list(houses.map(ordinal))} counted from the lord of the ` +
      (`${ordinal(fromHouse)}` +
        `${who === 'benefics' ? ', each of the three houses holding a benefic' : ', one in each house, in any order'}` +
        `.`),
    match(chart) {
      const lord = lordOf(chart, fromHouse);
      const from = chart.grahas[lord].signIndex;
      const houseOf = (g: Graha) => houseFrom(from, chart.grahas[g].signIndex);
      if (who === 'benefics') {
        const per = houses.map((h) => GRAHAS.filter((g) => houseOf(g) === h && isBenefic(chart, g)));
        if (per.some((gs) => gs.length === 0)) return null;
        return {
          grahas: per.flat(),
          detail:
            `from ${lord} (lord of the ${ordinal(fromHouse)}): ` +
            `${houses.map((h, i) => `${list(per[i] ?? [])} in the ${ordinal(h)}`).join(', ')}`,
        };
      }
      const at = who.map(houseOf);
      if (!houses.every((h) => at.filter((x) => x === h).length === 1)) return null;
      return {
        grahas: [...who],
        detail:
          `from ${lord} (lord of the ${ordinal(fromHouse)}): ` +
          `${who.map((g, i) => `${g} in the ${ordinal(at[i] ?? 0)}`).join(', ')}`,
      };
    },
  });
}

export const BPHS36_YOGAS: YogaRule[] = [
  subha,
  asubha,
  khadga,
  srinatha,
  kalanidhi,
  kalpadruma,
  trimurti('hari', 'Hari', 2, [2, 12, 8], 'benefics', 'Benefics'),
  trimurti('hara', 'Hara', 7, [4, 9, 8], ['Jupiter', 'Moon', 'Mercury'], 'Jupiter, the Moon and Mercury'),
  trimurti('brahma', 'Brahma', 1, [4, 10, 11], ['Sun', 'Venus', 'Mars'], 'The Sun, Venus and Mars'),
];
