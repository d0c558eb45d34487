/**
 * Yogas of B. V. Raman's list (and Phaladeepika ch. 6 for Pushkala) that ask for a lord's dignity or a chain of
 * lords: Pushkala, Go, Jaya, Vidyut, Gandharva, Amsavatara, Bahudravyarjana. Exaltation and debility are by sign;
 * where the text asks for "deep" exaltation (Jaya, Vidyut) the rule reads the exaltation sign, not the exact
 * degree. "Strong" is strongGraha (facts.ts).
 */
import { DIGNITY } from '../../tables/chart/dignity.ts';
import { inGroup } from '../../tables/yoga/house-groups.ts';
import { YOGA_REFS_MORE } from '../../tables/yoga/refs-more.ts';
import { SEVEN_GRAHAS, type SevenGraha } from '../../vocabulary/names.ts';
import { inExaltationSign } from './bphs36.ts';
import { houseFromGraha, list, lordOf, ordinal, strongGraha } from './facts.ts';
import { aspecting, isMovableSign, joinsOrAspects, lordHouse, sameSign } from './placements.ts';
import { yogaRule } from './rule.ts';
import type { YogaChart, YogaRule } from './types.ts';

const debilitated = (chart: YogaChart, g: SevenGraha): boolean =>
  DIGNITY.data[g].debilitation.sign === chart.grahas[g].sign;

const pushkala = yogaRule({
  id: 'pushkala',
  name: 'Pushkala',
  family: 'various',
  famous: false,
  refs: YOGA_REFS_MORE.pushkala,
  definition:
    "The Moon with the lagna lord (another graha) in one sign; the Moon's dispositor in a kendra or in a great " +
    "friend's sign (compound relation) and aspecting the lagna (graha drishti); and a strong graha in the lagna.",
  match(chart) {
    const l1 = lordOf(chart, 1);
    const d = chart.grahas.Moon.signLord;
    const strongInLagna = SEVEN_GRAHAS.filter((g) => chart.grahas[g].house === 1 && strongGraha(chart, g));
    if (l1 === 'Moon' || !sameSign(chart, l1, 'Moon') || strongInLagna.length === 0) return null;
    if (
      !(inGroup('kendra', chart.grahas[d].house) || chart.grahas[d].dignity === 'great_friend') ||
      aspecting(chart, 1, [d]).length === 0
    )
      return null;
    return {
      grahas: ['Moon', l1, d, ...strongInLagna],
      detail:
        `the Moon with lagna lord ${l1} in ${chart.grahas.Moon.sign}; dispositor ${d} in the ` +
        `${ordinal(chart.grahas[d].house)} ` +
        `aspecting the lagna; ${list(strongInLagna)} strong in the lagna`,
    };
  },
});

const go = yogaRule({
  id: 'go',
  name: 'Go',
  family: 'various',
  famous: false,
  refs: YOGA_REFS_MORE.go,
  definition:
    'Jupiter in its moolatrikona (Sagittarius 0-10 degrees) with the 2nd lord (another graha), and the lagna lord ' +
    'in its exaltation sign.',
  match(chart) {
    const l2 = lordOf(chart, 2);
    const l1 = lordOf(chart, 1);
    if (
      chart.grahas.Jupiter.dignity !== 'moolatrikona' ||
      l2 === 'Jupiter' ||
      !sameSign(chart, l2, 'Jupiter') ||
      !inExaltationSign(chart, l1)
    )
      return null;
    return {
      grahas: ['Jupiter', l2, l1],
      detail: `Jupiter in moolatrikona with 2nd lord ${l2}; lagna lord ${l1} exalted in ${chart.grahas[l1].sign}`,
    };
  },
});

const jaya = yogaRule({
  id: 'jaya',
  name: 'Jaya',
  family: 'various',
  famous: false,
  refs: YOGA_REFS_MORE.jaya,
  definition:
    'The 10th lord in its exaltation sign (the text says deep exaltation; the sign is read) and the 6th lord in ' +
    'its debilitation sign.',
  match(chart) {
    const l10 = lordOf(chart, 10);
    const l6 = lordOf(chart, 6);
    if (!inExaltationSign(chart, l10) || !debilitated(chart, l6)) return null;
    return {
      grahas: [l10, l6],
      detail:
        `10th lord ${l10} exalted in ${chart.grahas[l10].sign}; 6th lord ${l6} debilitated in ` +
        `${chart.grahas[l6].sign}`,
      strengthFrom: [l10],
    };
  },
});

const vidyut = yogaRule({
  id: 'vidyut',
  name: 'Vidyut',
  family: 'various',
  famous: false,
  refs: YOGA_REFS_MORE.vidyut,
  definition:
    'The 11th lord in its exaltation sign (deep exaltation read as the sign) with Venus (another graha), the two ' +
    'in a kendra from the lagna lord (the 1st from it when the lagna lord is one of them).',
  match(chart) {
    const l11 = lordOf(chart, 11);
    const l1 = lordOf(chart, 1);
    if (l11 === 'Venus' || !inExaltationSign(chart, l11) || !sameSign(chart, l11, 'Venus')) return null;
    const h = houseFromGraha(chart, l1, l11);
    if (!inGroup('kendra', h)) return null;
    return {
      grahas: [l11, 'Venus', l1],
      detail:
        `11th lord ${l11} exalted with Venus in ${chart.grahas[l11].sign}, the ${ordinal(h)} from lagna lord ` +
        `${l1}`,
      strengthFrom: [l11, 'Venus'],
    };
  },
});

const gandharva = yogaRule({
  id: 'gandharva',
  name: 'Gandharva',
  family: 'various',
  famous: false,
  refs: YOGA_REFS_MORE.gandharva,
  definition:
    'The 10th lord in a kama trikona (3rd, 7th or 11th); the lagna lord (not Jupiter) joined or aspected by ' +
    'Jupiter; the Sun exalted and strong (not in the 6th, 8th or 12th); the Moon in the 9th.',
  match(chart) {
    const l10 = lordOf(chart, 10);
    const l1 = lordOf(chart, 1);
    const how = joinsOrAspects(chart, 'Jupiter', l1);
    if (![3, 7, 11].includes(chart.grahas[l10].house) || how === null || chart.grahas.Moon.house !== 9) return null;
    if (!inExaltationSign(chart, 'Sun') || !strongGraha(chart, 'Sun')) return null;
    return {
      grahas: [l10, l1, 'Jupiter', 'Sun', 'Moon'],
      detail:
        `10th lord ${l10} in the ${ordinal(chart.grahas[l10].house)}; lagna lord ${l1} ` +
        `${how === 'joined' ? 'with' : 'aspected by'} ` +
        `Jupiter; the Sun exalted in the ${ordinal(chart.grahas.Sun.house)}; the Moon in the 9th`,
    };
  },
});

const amsavatara = yogaRule({
  id: 'amsavatara',
  name: 'Amsavatara',
  family: 'various',
  famous: false,
  refs: YOGA_REFS_MORE.amsavatara,
  definition: 'A movable sign rising; Venus, Jupiter and Saturn in kendras, Saturn in its exaltation sign (Libra).',
  match(chart) {
    const three = ['Venus', 'Jupiter', 'Saturn'] as const;
    if (!isMovableSign(chart.lagna.signIndex) || !inExaltationSign(chart, 'Saturn')) return null;
    if (!three.every((g) => inGroup('kendra', chart.grahas[g].house))) return null;
    return {
      grahas: [...three],
      detail:
        `${chart.lagna.sign} (movable) rising; ` +
        `${three.map((g) => `${g} in the ${ordinal(chart.grahas[g].house)}`).join(', ')}, Saturn exalted`,
    };
  },
});

const bahudravyarjana = yogaRule({
  id: 'bahudravyarjana',
  name: 'Bahudravyarjana',
  family: 'dhana',
  famous: false,
  refs: YOGA_REFS_MORE.bahudravyarjana,
  definition: 'The lagna lord in the 2nd, the 2nd lord in the 11th and the 11th lord in the lagna.',
  match(chart) {
    if (lordHouse(chart, 1) !== 2 || lordHouse(chart, 2) !== 11 || lordHouse(chart, 11) !== 1) return null;
    const [l1, l2, l11] = [lordOf(chart, 1), lordOf(chart, 2), lordOf(chart, 11)];
    return {
      grahas: [l1, l2, l11],
      detail: `lagna lord ${l1} in the 2nd, 2nd lord ${l2} in the 11th, 11th lord ${l11} in the lagna`,
    };
  },
});

export const LORD_DIGNITY_YOGAS: YogaRule[] = [pushkala, go, jaya, vidyut, gandharva, amsavatara, bahudravyarjana];
