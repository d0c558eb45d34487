/**
 * Yogas of B. V. Raman's list that follow a graha to the lord of its navamsa (D9 sign): Gouri, Bharati, Chandika,
 * Vishnu, Garuda. "Exalted" is by sign (bphs36.ts). A navamsa lord asked to "join" a graha must be another graha
 * in the same sign, except where the definition says the graha itself may stand for it.
 */
import { YOGA_REFS_MORE } from '../../tables/yoga/refs-more.ts';
import type { SevenGraha } from '../../vocabulary/names.ts';
import { inExaltationSign } from './bphs36.ts';
import { list, lordOf, ordinal, waxingMoon } from './facts.ts';
import { bornByDay } from './mahabhagya.ts';
import { aspecting, isFixedSign, navamsaLord, sameSign } from './placements.ts';
import { yogaRule } from './rule.ts';
import type { YogaChart, YogaRule } from './types.ts';

const d9 = (chart: YogaChart, g: SevenGraha): string => chart.grahas[g].vargas.D9.sign;

const gouri = yogaRule({
  id: 'gouri',
  name: 'Gouri',
  family: 'various',
  famous: false,
  refs: YOGA_REFS_MORE.gouri,
  definition:
    'The lord of the navamsa the 10th lord occupies, exalted in the 10th house, with the lagna lord (another ' +
    'graha) in the same sign.',
  match(chart) {
    const l10 = lordOf(chart, 10);
    const n = navamsaLord(chart, l10);
    const l1 = lordOf(chart, 1);
    if (chart.grahas[n].house !== 10 || !inExaltationSign(chart, n) || l1 === n || !sameSign(chart, l1, n)) return null;
    return {
      grahas: [n, l1, l10],
      detail: `10th lord ${l10} in ${d9(chart, l10)} navamsa; its lord ${n} exalted in the 10th with lagna lord ${l1}`,
      strengthFrom: [n, l1],
    };
  },
});

const bharati = yogaRule({
  id: 'bharati',
  name: 'Bharati',
  family: 'various',
  famous: false,
  refs: YOGA_REFS_MORE.bharati,
  definition:
    'The lord of the navamsa occupied by the lord of the 2nd, 5th or 11th, exalted, with the 9th lord (another ' +
    'graha) in the same sign.',
  match(chart) {
    const l9 = lordOf(chart, 9);
    const hits = [2, 5, 11].flatMap((h) => {
      const lord = lordOf(chart, h);
      const n = navamsaLord(chart, lord);
      return inExaltationSign(chart, n) && n !== l9 && sameSign(chart, n, l9) ? [{ h, lord, n }] : [];
    });
    if (hits.length === 0) return null;
    const ns = [...new Set(hits.map((x) => x.n))];
    return {
      grahas: [...ns, l9, ...hits.map((x) => x.lord)],
      detail: hits
        .map(
          (x) =>
            `${x.lord} (lord of the ${ordinal(x.h)}) in ${d9(chart, x.lord)} navamsa, whose lord ${x.n} is ` +
            `exalted in ${chart.grahas[x.n].sign} with 9th lord ${l9}`,
        )
        .join('; '),
      strengthFrom: [...ns, l9],
    };
  },
});

const chandika = yogaRule({
  id: 'chandika',
  name: 'Chandika',
  family: 'various',
  famous: false,
  refs: YOGA_REFS_MORE.chandika,
  definition:
    'A fixed sign rising, aspected (graha drishti) by the 6th lord; and the lords of the navamsas occupied by the ' +
    '6th and 9th lords each with the Sun in its sign (or the Sun itself).',
  match(chart) {
    const l6 = lordOf(chart, 6);
    const l9 = lordOf(chart, 9);
    if (!isFixedSign(chart.lagna.signIndex) || aspecting(chart, 1, [l6]).length === 0) return null;
    const ns = [...new Set([navamsaLord(chart, l6), navamsaLord(chart, l9)])];
    if (!ns.every((n) => n === 'Sun' || sameSign(chart, n, 'Sun'))) return null;
    return {
      grahas: ['Sun', ...ns, l6],
      detail:
        `${chart.lagna.sign} rising, aspected by 6th lord ${l6}; navamsa lords of the 6th and 9th lords ` +
        `(${list(ns)}) with the Sun in ${chart.grahas.Sun.sign}`,
      strengthFrom: ['Sun', ...ns],
    };
  },
});

const vishnu = yogaRule({
  id: 'vishnu',
  name: 'Vishnu',
  family: 'various',
  famous: false,
  refs: YOGA_REFS_MORE.vishnu,
  definition:
    'The 9th lord, the 10th lord and the lord of the navamsa occupied by the 9th lord all in the 2nd house (any ' +
    'of them may be the same graha).',
  match(chart) {
    const l9 = lordOf(chart, 9);
    const l10 = lordOf(chart, 10);
    const n = navamsaLord(chart, l9);
    const three = [...new Set([l9, l10, n])];
    if (!three.every((g) => chart.grahas[g].house === 2)) return null;
    return {
      grahas: three,
      detail: `9th lord ${l9}, 10th lord ${l10} and ${n} (lord of ${d9(chart, l9)}, the 9th lord's navamsa) in the 2nd`,
    };
  },
});

const garuda = yogaRule({
  id: 'garuda',
  name: 'Garuda',
  family: 'various',
  famous: false,
  refs: YOGA_REFS_MORE.garuda,
  definition:
    'The lord of the navamsa the Moon occupies exalted (by sign), with birth by day (the Sun above the horizon) ' +
    'and the Moon waxing.',
  match(chart) {
    const n = navamsaLord(chart, 'Moon');
    if (!inExaltationSign(chart, n) || !bornByDay(chart) || !waxingMoon(chart)) return null;
    return {
      grahas: [n, 'Moon'],
      detail:
        `the Moon in ${chart.grahas.Moon.vargas.D9.sign} navamsa; its lord ${n} exalted in ` +
        `${chart.grahas[n].sign}; born by day, the Moon waxing`,
      strengthFrom: [n],
    };
  },
});

export const NAVAMSA_LORD_YOGAS: YogaRule[] = [gouri, bharati, chandika, vishnu, garuda];
