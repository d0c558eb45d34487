/**
 * Yogas of B. V. Raman's list made by house lords placed in named houses or exchanged: Siva, Indra, Devendra,
 * Chapa (the raja yoga, not the Nabhasa shape), Gaja, Ravi, Makuta. "Exchanged" means the lord of each house in
 * the other house (two different grahas); "with" means the same sign.
 */
import { YOGA_REFS_MORE } from '../../tables/yoga/refs-more.ts';
import { GRAHAS } from '../../vocabulary/names.ts';
import { inExaltationSign } from './bphs36.ts';
import { grahasInHouseFrom, isBenefic, list, lordOf, ordinal } from './facts.ts';
import { aspecting, describeExchange, housesExchanged, isFixedSign, lordHouse } from './placements.ts';
import { yogaRule } from './rule.ts';
import type { YogaRule } from './types.ts';

const siva = yogaRule({
  id: 'siva',
  name: 'Siva',
  family: 'various',
  famous: false,
  refs: YOGA_REFS_MORE.siva,
  definition: 'The 5th lord in the 9th, the 9th lord in the 10th and the 10th lord in the 5th.',
  match(chart) {
    if (lordHouse(chart, 5) !== 9 || lordHouse(chart, 9) !== 10 || lordHouse(chart, 10) !== 5) return null;
    const [l5, l9, l10] = [lordOf(chart, 5), lordOf(chart, 9), lordOf(chart, 10)];
    return {
      grahas: [l5, l9, l10],
      detail: `${l5} (5th lord) in the 9th, ${l9} (9th lord) in the 10th, ${l10} (10th lord) in the 5th`,
    };
  },
});

const indra = yogaRule({
  id: 'indra',
  name: 'Indra',
  family: 'various',
  famous: false,
  refs: YOGA_REFS_MORE.indra,
  definition: 'The 5th lord in the 11th and the 11th lord in the 5th, with the Moon in the 5th.',
  match(chart) {
    if (!housesExchanged(chart, 5, 11) || chart.grahas.Moon.house !== 5) return null;
    return {
      grahas: [lordOf(chart, 5), lordOf(chart, 11), 'Moon'],
      detail: `${describeExchange(chart, 5, 11)}; the Moon in the 5th`,
    };
  },
});

const devendra = yogaRule({
  id: 'devendra',
  name: 'Devendra',
  family: 'various',
  famous: false,
  refs: YOGA_REFS_MORE.devendra,
  definition:
    "A fixed sign rising; the lagna and 11th lords exchanged (each in the other's house), and the 2nd and 10th " +
    'lords exchanged.',
  match(chart) {
    if (!isFixedSign(chart.lagna.signIndex) || !housesExchanged(chart, 1, 11) || !housesExchanged(chart, 2, 10))
      return null;
    return {
      grahas: [lordOf(chart, 1), lordOf(chart, 11), lordOf(chart, 2), lordOf(chart, 10)],
      detail: `${chart.lagna.sign} rising; ${describeExchange(chart, 1, 11)}; ${describeExchange(chart, 2, 10)}`,
    };
  },
});

const chapa = yogaRule({
  id: 'chapa_raja',
  name: 'Chapa (4th and 10th lords exchanged)',
  family: 'various',
  famous: false,
  refs: YOGA_REFS_MORE.chapa,
  definition:
    'The 4th lord in the 10th and the 10th lord in the 4th, and the lagna lord in its exaltation sign. Not the ' +
    'Nabhasa Chapa (shape), which is a separate rule.',
  match(chart) {
    const l1 = lordOf(chart, 1);
    if (!housesExchanged(chart, 4, 10) || !inExaltationSign(chart, l1)) return null;
    return {
      grahas: [lordOf(chart, 4), lordOf(chart, 10), l1],
      detail: `${describeExchange(chart, 4, 10)}; lagna lord ${l1} exalted in ${chart.grahas[l1].sign}`,
    };
  },
});

const gaja = yogaRule({
  id: 'gaja',
  name: 'Gaja',
  family: 'various',
  famous: false,
  refs: YOGA_REFS_MORE.gaja,
  definition:
    'The lord of the 9th from the 11th (the 7th lord) in the 11th with the Moon, and the 11th lord aspecting the ' +
    '11th (graha drishti, from another sign). The 7th and 11th lords must be other grahas than the Moon.',
  match(chart) {
    const l7 = lordOf(chart, 7);
    const l11 = lordOf(chart, 11);
    if (l7 === 'Moon' || l11 === 'Moon' || chart.grahas[l7].house !== 11 || chart.grahas.Moon.house !== 11) return null;
    if (aspecting(chart, 11, [l11]).length === 0) return null;
    return {
      grahas: [l7, 'Moon', l11],
      detail:
        `7th lord ${l7} with the Moon in the 11th, aspected by 11th lord ${l11} from the ` +
        `${ordinal(chart.grahas[l11].house)}`,
    };
  },
});

const ravi = yogaRule({
  id: 'ravi',
  name: 'Ravi',
  family: 'various',
  famous: false,
  refs: YOGA_REFS_MORE.ravi,
  definition:
    'The Sun in the 10th, and the 10th lord in the 3rd with Saturn (for Aries and Taurus lagnas Saturn is the ' +
    '10th lord and stands there alone).',
  match(chart) {
    const l10 = lordOf(chart, 10);
    if (chart.grahas.Sun.house !== 10 || chart.grahas[l10].house !== 3 || chart.grahas.Saturn.house !== 3) return null;
    return {
      grahas: ['Sun', l10, 'Saturn'],
      detail: `the Sun in the 10th; 10th lord ${l10}${l10 === 'Saturn' ? '' : ' with Saturn'} in the 3rd`,
    };
  },
});

const makuta = yogaRule({
  id: 'makuta',
  name: 'Makuta',
  family: 'various',
  famous: false,
  refs: YOGA_REFS_MORE.makuta,
  definition:
    'Jupiter in the 9th from the 9th lord, a benefic (Mercury, Venus or the waxing Moon) in the 9th from Jupiter, ' +
    'and Saturn in the 10th.',
  match(chart) {
    const l9 = lordOf(chart, 9);
    const ju = chart.grahas.Jupiter;
    if (
      grahasInHouseFrom(chart, chart.grahas[l9].signIndex, 9, ['Jupiter']).length === 0 ||
      chart.grahas.Saturn.house !== 10
    )
      return null;
    const ben = grahasInHouseFrom(chart, ju.signIndex, 9, GRAHAS).filter((g) => g !== 'Jupiter' && isBenefic(chart, g));
    if (ben.length === 0) return null;
    return {
      grahas: ['Jupiter', l9, ...ben, 'Saturn'],
      detail: `Jupiter 9th from 9th lord ${l9}; ${list(ben)} 9th from Jupiter; Saturn in the 10th`,
      strengthFrom: ['Jupiter', ...ben, 'Saturn'],
    };
  },
});

export const LORD_EXCHANGE_YOGAS: YogaRule[] = [siva, indra, devendra, chapa, gaja, ravi, makuta];
