/**
 * Further yogas of BPHS ch. 36 and of B. V. Raman's list drawn from it, each in the reading its definition names.
 * Benefics: Jupiter, Venus, Mercury, the waxing Moon; malefics: the Sun, Mars, Saturn, Rahu, Ketu, the waning
 * Moon. Trikonas are the 1st, 5th and 9th; "dignified" is exaltation, moolatrikona or own sign.
 */
import { inGroup } from '../../tables/yoga/house-groups.ts';
import { YOGA_REFS_MORE } from '../../tables/yoga/refs-more.ts';
import { type Graha, SEVEN_GRAHAS } from '../../vocabulary/names.ts';
import { houseFromGraha, isBenefic, isMalefic, list, lordOf, ordinal, strongGraha } from './facts.ts';
import { isFixedSign, occupantsOf } from './placements.ts';
import { yogaRule } from './rule.ts';
import type { YogaChart, YogaRule } from './types.ts';

const DIGNIFIED = ['exalted', 'moolatrikona', 'own'];
const inKendra = (chart: YogaChart, g: Graha): boolean => inGroup('kendra', chart.grahas[g].house);

const kusuma = yogaRule({
  id: 'kusuma',
  name: 'Kusuma',
  family: 'various',
  famous: false,
  refs: YOGA_REFS_MORE.kusuma,
  definition:
    'A fixed sign rising; Venus in a kendra; the Moon in a trikona (1st, 5th or 9th) in one sign with a benefic ' +
    '(Mercury, Jupiter or Venus); Saturn in the 10th.',
  match(chart) {
    const moon = chart.grahas.Moon;
    const withMoon = (['Mercury', 'Jupiter', 'Venus'] as const).filter(
      (g) => chart.grahas[g].signIndex === moon.signIndex,
    );
    if (!isFixedSign(chart.lagna.signIndex) || !inKendra(chart, 'Venus') || chart.grahas.Saturn.house !== 10)
      return null;
    if (!inGroup('trikona', moon.house) || withMoon.length === 0) return null;
    return {
      grahas: ['Venus', 'Moon', ...withMoon, 'Saturn'],
      detail:
        `${chart.lagna.sign} (fixed) rising; Venus in the ${ordinal(chart.grahas.Venus.house)}; the Moon ` +
        `with ${list(withMoon)} ` +
        `in the ${ordinal(moon.house)}; Saturn in the 10th`,
    };
  },
});

/** Houses that hold at least one graha of the nature asked and none of the other. */
const onlyOf = (chart: YogaChart, house: number, benefic: boolean): Graha[] | null => {
  const occ = occupantsOf(chart, house);
  return occ.length > 0 && occ.every((g) => isBenefic(chart, g) === benefic) ? occ : null;
};

const matsya = yogaRule({
  id: 'matsya',
  name: 'Matsya',
  family: 'various',
  famous: false,
  refs: YOGA_REFS_MORE.matsya,
  definition:
    'The 1st, 9th, 4th and 8th each holding malefics only, and the 5th holding both a benefic and a malefic. Read ' +
    "as Santhanam's BPHS and Raman give it; another reading puts benefics in the 1st and 9th.",
  match(chart) {
    const sides = [1, 9, 4, 8].map((h) => ({ h, gs: onlyOf(chart, h, false) }));
    const fifth = occupantsOf(chart, 5);
    if (sides.some((s) => s.gs === null)) return null;
    if (!fifth.some((g) => isBenefic(chart, g)) || !fifth.some((g) => isMalefic(chart, g))) return null;
    return {
      grahas: [...sides.flatMap((s) => s.gs ?? []), ...fifth],
      detail: `${sides.map((s) => `${list(s.gs ?? [])} in the ${ordinal(s.h)}`).join(', ')}; ${list(fifth)} in the 5th`,
    };
  },
});

const dignifiedIn = (chart: YogaChart, group: 'kendra' | 'trikona'): Graha[] =>
  SEVEN_GRAHAS.filter((g) => inGroup(group, chart.grahas[g].house) && DIGNIFIED.includes(chart.grahas[g].dignity));

const mridanga = yogaRule({
  id: 'mridanga',
  name: 'Mridanga',
  family: 'various',
  famous: false,
  refs: YOGA_REFS_MORE.mridanga,
  definition:
    'A graha in its own, moolatrikona or exaltation sign in a kendra and one (the same one when in the lagna) so ' +
    "placed in a trikona, and the lagna lord strong. Raman's reading; BPHS is also read as asking for the navamsa " +
    'lord of an exalted graha in a kendra or trikona, not applied here.',
  match(chart) {
    const k = dignifiedIn(chart, 'kendra');
    const t = dignifiedIn(chart, 'trikona');
    const l1 = lordOf(chart, 1);
    if (k.length === 0 || t.length === 0 || !strongGraha(chart, l1)) return null;
    return {
      grahas: [...new Set([...k, ...t, l1])],
      detail: `${list(k)} dignified in kendras; ${list(t)} dignified in trikonas; lagna lord ${l1} strong`,
    };
  },
});

const sarada = yogaRule({
  id: 'sarada',
  name: 'Sarada',
  family: 'various',
  famous: false,
  refs: YOGA_REFS_MORE.sarada,
  definition:
    'The 10th lord in the 5th; Mercury in a kendra; the Sun in Leo and strong (not in the 6th, 8th or 12th); ' +
    'Mercury or Jupiter in a trikona (1st, 5th or 9th) from the Moon; Mars in the 11th.',
  match(chart) {
    const l10 = lordOf(chart, 10);
    const sun = chart.grahas.Sun;
    const fromMoon = (['Mercury', 'Jupiter'] as const).filter((g) =>
      inGroup('trikona', houseFromGraha(chart, 'Moon', g)),
    );
    if (chart.grahas[l10].house !== 5 || !inKendra(chart, 'Mercury') || chart.grahas.Mars.house !== 11) return null;
    if (sun.sign !== 'Leo' || !strongGraha(chart, 'Sun') || fromMoon.length === 0) return null;
    return {
      grahas: [l10, 'Mercury', 'Sun', ...fromMoon, 'Mars'],
      detail:
        `10th lord ${l10} in the 5th; Mercury in the ${ordinal(chart.grahas.Mercury.house)}; the Sun in Leo ` +
        `(${ordinal(sun.house)}); ${list(fromMoon)} in a trikona from the Moon; Mars in the 11th`,
    };
  },
});

const chatussagara = yogaRule({
  id: 'chatussagara',
  name: 'Chatussagara',
  family: 'various',
  famous: false,
  refs: YOGA_REFS_MORE.chatussagara,
  definition:
    'Each of the four kendras (1st, 4th, 7th, 10th) holding at least one of the seven visible grahas (the nodes ' +
    'not counted).',
  match(chart) {
    const per = [1, 4, 7, 10].map((h) => SEVEN_GRAHAS.filter((g) => chart.grahas[g].house === h));
    if (per.some((gs) => gs.length === 0)) return null;
    return {
      grahas: per.flat(),
      detail: per.map((gs, i) => `${list(gs)} in the ${ordinal([1, 4, 7, 10][i] ?? 0)}`).join(', '),
    };
  },
});

const rajalakshana = yogaRule({
  id: 'rajalakshana',
  name: 'Rajalakshana',
  family: 'various',
  famous: false,
  refs: YOGA_REFS_MORE.rajalakshana,
  definition: 'Jupiter, Venus, Mercury and the Moon all in kendras from the lagna (the lagna included).',
  match(chart) {
    const four = ['Jupiter', 'Venus', 'Mercury', 'Moon'] as const;
    if (!four.every((g) => inKendra(chart, g))) return null;
    return { grahas: [...four], detail: four.map((g) => `${g} in the ${ordinal(chart.grahas[g].house)}`).join(', ') };
  },
});

export const BPHS36_MORE_YOGAS: YogaRule[] = [kusuma, matsya, mridanga, sarada, chatussagara, rajalakshana];
