/**
 * Named yogas of BPHS ch. 36 ("many other yogas") and Phaladeepika ch. 6. Where a text asks for a "strong" lord
 * the rule uses strongGraha (facts.ts): exaltation, moolatrikona, own or friend's sign, not combust, not in a
 * dusthana. Benefics are Jupiter, Venus, Mercury and the waxing Moon; malefics the rest, the nodes included.
 */
import { inGroup } from '../../tables/yoga/house-groups.ts';
import { YOGA_REFS } from '../../tables/yoga/refs.ts';
import { aspects } from '../chart/aspects.ts';
import { GRAHAS, type Graha } from '../../vocabulary/names.ts';
import { grahasInHouseFrom, isBenefic, list, lordOf, mutualKendra, ordinal, strongGraha } from './facts.ts';
import { yogaRule } from './rule.ts';
import type { YogaChart, YogaRule } from './types.ts';

const DIGNIFIED = ['exalted', 'moolatrikona', 'own'];

function occupants(chart: YogaChart, house: number): Graha[] {
  return GRAHAS.filter((g) => chart.grahas[g].house === house);
}

const lakshmi = yogaRule({
  id: 'lakshmi',
  name: 'Lakshmi',
  family: 'various',
  famous: true,
  refs: YOGA_REFS.lakshmi,
  definition: 'The lord of the 9th in a kendra in its own, moolatrikona or exaltation sign, and the lagna lord strong.',
  match(chart) {
    const l9 = lordOf(chart, 9);
    const l1 = lordOf(chart, 1);
    const p = chart.grahas[l9];
    if (!inGroup('kendra', p.house) || !DIGNIFIED.includes(p.dignity) || !strongGraha(chart, l1)) return null;
    return {
      grahas: [l9, l1],
      detail: `${l9}, lord of the 9th, ${p.dignity} in the ${ordinal(p.house)}; lagna lord ${l1} strong`,
    };
  },
});

const SARASWATI_HOUSES = [1, 2, 4, 5, 7, 9, 10];
const saraswati = yogaRule({
  id: 'saraswati',
  name: 'Saraswati',
  family: 'various',
  famous: true,
  refs: YOGA_REFS.saraswati,
  definition:
    'Jupiter, Venus and Mercury each in a kendra, a trikona or the 2nd, Jupiter in its own, exaltation or a ' +
    "friend's sign.",
  match(chart) {
    const three = ['Jupiter', 'Venus', 'Mercury'] as const;
    if (!three.every((g) => SARASWATI_HOUSES.includes(chart.grahas[g].house))) return null;
    if (!['exalted', 'moolatrikona', 'own', 'great_friend', 'friend'].includes(chart.grahas.Jupiter.dignity))
      return null;
    return { grahas: [...three], detail: three.map((g) => `${g} in the ${ordinal(chart.grahas[g].house)}`).join(', ') };
  },
});

/** Amala: the 10th from the lagna or from the Moon tenanted by benefics only. */
const amala = yogaRule({
  id: 'amala',
  name: 'Amala',
  family: 'various',
  famous: true,
  refs: YOGA_REFS.amala,
  definition: 'The 10th from the lagna or from the Moon holds a benefic and no malefic.',
  match(chart) {
    const refs = [
      { from: 'the lagna', sign: chart.lagna.signIndex },
      { from: 'the Moon', sign: chart.grahas.Moon.signIndex },
    ];
    const hits = refs
      .map((r) => ({ ...r, in10: grahasInHouseFrom(chart, r.sign, 10, GRAHAS) }))
      .filter((r) => r.in10.length > 0 && r.in10.every((g) => isBenefic(chart, g)));
    if (hits.length === 0) return null;
    return {
      grahas: hits.flatMap((h) => h.in10),
      detail: hits.map((h) => `${list(h.in10)} alone in the 10th from ${h.from}`).join('; '),
    };
  },
});

/** Parvata: kendras tenanted by benefics only (at least one), the 6th and 8th empty or with benefics only. */
const parvata = yogaRule({
  id: 'parvata',
  name: 'Parvata',
  family: 'various',
  famous: false,
  refs: YOGA_REFS.parvata,
  definition:
    'Benefics in the kendras (at least one, and no malefic in any kendra); the 6th and 8th empty or holding ' +
    'benefics only.',
  match(chart) {
    const inKendras = [1, 4, 7, 10].flatMap((k) => occupants(chart, k));
    const dusthanas = [6, 8].flatMap((h) => occupants(chart, h));
    if (inKendras.length === 0 || !inKendras.every((g) => isBenefic(chart, g))) return null;
    if (!dusthanas.every((g) => isBenefic(chart, g))) return null;
    const sixEight =
      dusthanas.length === 0 ? 'the 6th and 8th empty' : `${list(dusthanas)} (benefic) in the 6th or 8th`;
    return { grahas: inKendras, detail: `${list(inKendras)} in kendras; ${sixEight}`, houses: [6, 8] };
  },
});

function lordsInMutualKendra(
  id: string,
  name: string,
  refs: YogaRule['refs'],
  a: number,
  b: number,
  famous: boolean,
): YogaRule {
  return yogaRule({
    id,
    name,
    family: 'various',
    famous,
    refs,
    definition:
      `The lords of the ${ordinal(a)} and ${ordinal(b)}, different grahas, in mutual kendras (the 1st, 4th, 7th ` +
      `or 10th from each other), and the lagna lord strong.`,
    match(chart) {
      const la = lordOf(chart, a);
      const lb = lordOf(chart, b);
      const l1 = lordOf(chart, 1);
      if (la === lb || !mutualKendra(chart, la, lb) || !strongGraha(chart, l1)) return null;
      return {
        grahas: [la, lb, l1],
        detail:
          `${la} (lord of the ${ordinal(a)}) and ${lb} (lord of the ${ordinal(b)}) in mutual kendras; lagna ` +
          `lord ${l1} ` +
          `strong`,
      };
    },
  });
}

const kahala = lordsInMutualKendra('kahala', 'Kahala', YOGA_REFS.kahala, 4, 9, false);
const shankha = lordsInMutualKendra('shankha', 'Shankha', YOGA_REFS.shankha, 5, 6, false);

const bheri = yogaRule({
  id: 'bheri',
  name: 'Bheri',
  family: 'various',
  famous: false,
  refs: YOGA_REFS.bheri,
  definition: 'Venus, Jupiter and the lagna lord in mutual kendras from one another, and the lord of the 9th strong.',
  match(chart) {
    const trio = [...new Set<Graha>(['Venus', 'Jupiter', lordOf(chart, 1)])];
    const l9 = lordOf(chart, 9);
    const mutual = trio.every((x) => trio.every((y) => x === y || mutualKendra(chart, x, y)));
    if (!mutual || !strongGraha(chart, l9)) return null;
    return { grahas: [...trio, l9], detail: `${list(trio)} in mutual kendras; 9th lord ${l9} strong` };
  },
});

/** Chamara (BPHS ch. 36 gives two forms; either suffices). */
const chamara = yogaRule({
  id: 'chamara',
  name: 'Chamara',
  family: 'various',
  famous: false,
  refs: YOGA_REFS.chamara,
  definition:
    'The lagna lord exalted in a kendra and aspected by Jupiter; or two or more benefics together in the 1st, ' +
    '7th, 9th or 10th.',
  match(chart) {
    const l1 = lordOf(chart, 1);
    const p = chart.grahas[l1];
    const ju = chart.grahas.Jupiter;
    if (
      l1 !== 'Jupiter' &&
      p.dignity === 'exalted' &&
      inGroup('kendra', p.house) &&
      aspects('Jupiter', ju.house, p.house)
    ) {
      return {
        grahas: [l1, 'Jupiter'],
        detail: `lagna lord ${l1} exalted in the ${ordinal(p.house)}, aspected by Jupiter`,
      };
    }
    for (const h of [1, 7, 9, 10]) {
      const ben = occupants(chart, h).filter((g) => isBenefic(chart, g));
      if (ben.length >= 2) return { grahas: ben, detail: `${list(ben)} together in the ${ordinal(h)}` };
    }
    return null;
  },
});

function kartari(id: string, name: string, benefic: boolean): YogaRule {
  const nature = benefic ? 'benefics' : 'malefics';
  return yogaRule({
    id,
    name,
    family: 'various',
    famous: !benefic,
    refs: YOGA_REFS.kartari,
    definition: `The 2nd and the 12th from the lagna both occupied, by ${nature} only (the lagna hemmed in).`,
    match(chart) {
      const sides = [2, 12].map((h) => occupants(chart, h));
      if (!sides.every((s) => s.length > 0 && s.every((g) => isBenefic(chart, g) === benefic))) return null;
      const [second = [], twelfth = []] = sides;
      return { grahas: [...second, ...twelfth], detail: `${list(second)} in the 2nd and ${list(twelfth)} in the 12th` };
    },
  });
}

export const VARIOUS_YOGAS: YogaRule[] = [
  lakshmi,
  saraswati,
  amala,
  parvata,
  kahala,
  chamara,
  shankha,
  bheri,
  kartari('shubha_kartari', 'Shubha Kartari', true),
  kartari('papa_kartari', 'Papa Kartari', false),
];
