/**
 * Yogas of B. V. Raman's list (Lagnadhi also Saravali) read from grahas counted from one another: Trilochana,
 * Kulavardhana, Lagnadhi, Budha, Marud, Bhaskara, and two of the body: Sareera Soukhya, Dehapushti. Houses counted
 * from a graha are whole signs from its sign, that sign being the 1st.
 */
import { inGroup } from '../../tables/yoga/house-groups.ts';
import { YOGA_REFS_MORE } from '../../tables/yoga/refs-more.ts';
import { type Graha, GRAHAS, SEVEN_GRAHAS } from '../../vocabulary/names.ts';
import { houseFromGraha, isBenefic, isMalefic, list, lordOf, ordinal } from './facts.ts';
import { aspectsGraha, isMovableSign, sameSign } from './placements.ts';
import { yogaRule } from './rule.ts';
import type { YogaRule } from './types.ts';

const trilochana = yogaRule({
  id: 'trilochana',
  name: 'Trilochana',
  family: 'various',
  famous: false,
  refs: YOGA_REFS_MORE.trilochana,
  definition:
    'The Sun, the Moon and Mars in trikonas from one another: the three signs of one element, one graha in each ' +
    '(the 5th and 9th from each other).',
  match(chart) {
    const three = ['Sun', 'Moon', 'Mars'] as const;
    const ok = three.every((a) => three.every((b) => a === b || [5, 9].includes(houseFromGraha(chart, a, b))));
    if (!ok) return null;
    return { grahas: [...three], detail: three.map((g) => `${g} in ${chart.grahas[g].sign}`).join(', ') };
  },
});

const kulavardhana = yogaRule({
  id: 'kulavardhana',
  name: 'Kulavardhana',
  family: 'various',
  famous: false,
  refs: YOGA_REFS_MORE.kulavardhana,
  definition:
    'Each of the seven visible grahas in the 5th from the lagna, from the Moon or from the Sun (any of the three ' +
    'for each graha).',
  match(chart) {
    const from = (g: Graha): string | null =>
      chart.grahas[g].house === 5
        ? 'the lagna'
        : houseFromGraha(chart, 'Moon', g) === 5
          ? 'the Moon'
          : houseFromGraha(chart, 'Sun', g) === 5
            ? 'the Sun'
            : null;
    const where = SEVEN_GRAHAS.map((g) => ({ g, f: from(g) }));
    if (where.some((w) => w.f === null)) return null;
    return { grahas: [...SEVEN_GRAHAS], detail: where.map((w) => `${w.g} 5th from ${w.f ?? ''}`).join(', ') };
  },
});

const BENEFICS = ['Mercury', 'Jupiter', 'Venus'] as const;

const lagnadhi = yogaRule({
  id: 'lagnadhi',
  name: 'Lagnadhi',
  family: 'various',
  famous: false,
  refs: YOGA_REFS_MORE.lagnadhi,
  definition:
    'Mercury, Jupiter and Venus all in the 6th, 7th or 8th from the lagna, none of them joined by or aspected by ' +
    "a malefic (the Sun, Mars, Saturn, Rahu, Ketu or the waning Moon). Saravali's houses (6-8, as Adhi from the " +
    "Moon) with Raman's condition of no malefic contact; all three benefics asked, as in the Adhi rule.",
  match(chart) {
    if (!BENEFICS.every((g) => [6, 7, 8].includes(chart.grahas[g].house))) return null;
    const touching = GRAHAS.filter(
      (m) => isMalefic(chart, m) && BENEFICS.some((b) => sameSign(chart, m, b) || aspectsGraha(chart, m, b)),
    );
    if (touching.length > 0) return null;
    return {
      grahas: [...BENEFICS],
      detail:
        `${BENEFICS.map((g) => `${g} in the ${ordinal(chart.grahas[g].house)}`).join(', ')}; no malefic with or ` +
        `aspecting them`,
    };
  },
});

const budha = yogaRule({
  id: 'budha',
  name: 'Budha',
  family: 'various',
  famous: false,
  refs: YOGA_REFS_MORE.budha,
  definition:
    'Jupiter in the lagna, the Moon in a kendra, Rahu in the 2nd from the Moon, and the Sun and Mars in the 3rd ' +
    'from Rahu.',
  match(chart) {
    if (
      chart.grahas.Jupiter.house !== 1 ||
      !inGroup('kendra', chart.grahas.Moon.house) ||
      houseFromGraha(chart, 'Moon', 'Rahu') !== 2
    )
      return null;
    if (houseFromGraha(chart, 'Rahu', 'Sun') !== 3 || houseFromGraha(chart, 'Rahu', 'Mars') !== 3) return null;
    return {
      grahas: ['Jupiter', 'Moon', 'Rahu', 'Sun', 'Mars'],
      detail:
        `Jupiter in the lagna, the Moon in the ${ordinal(chart.grahas.Moon.house)}, Rahu 2nd from the Moon, the ` +
        `Sun and Mars 3rd from Rahu`,
    };
  },
});

const marud = yogaRule({
  id: 'marud',
  name: 'Marud',
  family: 'various',
  famous: false,
  refs: YOGA_REFS_MORE.marud,
  definition:
    'Jupiter in the 5th or 9th from Venus, the Moon in the 5th from Jupiter, and the Sun in a kendra from the Moon.',
  match(chart) {
    const jv = houseFromGraha(chart, 'Venus', 'Jupiter');
    const sm = houseFromGraha(chart, 'Moon', 'Sun');
    if (![5, 9].includes(jv) || houseFromGraha(chart, 'Jupiter', 'Moon') !== 5 || !inGroup('kendra', sm)) return null;
    return {
      grahas: ['Jupiter', 'Venus', 'Moon', 'Sun'],
      detail: `Jupiter ${ordinal(jv)} from Venus, the Moon 5th from Jupiter, the Sun ${ordinal(sm)} from the Moon`,
    };
  },
});

const bhaskara = yogaRule({
  id: 'bhaskara',
  name: 'Bhaskara',
  family: 'various',
  famous: false,
  refs: YOGA_REFS_MORE.bhaskara,
  definition:
    'Mercury in the 2nd from the Sun, the Moon in the 11th from Mercury (the 12th from the Sun), and Jupiter in ' +
    'the 5th or 9th from the Moon.',
  match(chart) {
    const jm = houseFromGraha(chart, 'Moon', 'Jupiter');
    if (
      houseFromGraha(chart, 'Sun', 'Mercury') !== 2 ||
      houseFromGraha(chart, 'Mercury', 'Moon') !== 11 ||
      ![5, 9].includes(jm)
    )
      return null;
    return {
      grahas: ['Sun', 'Mercury', 'Moon', 'Jupiter'],
      detail: `Mercury 2nd from the Sun, the Moon 11th from Mercury, Jupiter ${ordinal(jm)} from the Moon`,
    };
  },
});

const sareeraSoukhya = yogaRule({
  id: 'sareera_soukhya',
  name: 'Sareera Soukhya',
  family: 'various',
  famous: false,
  refs: YOGA_REFS_MORE.sareeraSoukhya,
  definition: 'The lagna lord, Jupiter or Venus (any one suffices, as Raman words it) in a kendra from the lagna.',
  match(chart) {
    const three = [...new Set<Graha>([lordOf(chart, 1), 'Jupiter', 'Venus'])];
    const inK = three.filter((g) => inGroup('kendra', chart.grahas[g].house));
    if (inK.length === 0) return null;
    return { grahas: inK, detail: inK.map((g) => `${g} in the ${ordinal(chart.grahas[g].house)}`).join(', ') };
  },
});

const dehapushti = yogaRule({
  id: 'dehapushti',
  name: 'Dehapushti',
  family: 'various',
  famous: false,
  refs: YOGA_REFS_MORE.dehapushti,
  definition:
    'The lagna lord in a movable sign (Aries, Cancer, Libra, Capricorn), aspected (graha drishti, from another ' +
    'sign) by a natural benefic.',
  match(chart) {
    const l1 = lordOf(chart, 1);
    const by = GRAHAS.filter((g) => g !== l1 && isBenefic(chart, g) && aspectsGraha(chart, g, l1));
    if (!isMovableSign(chart.grahas[l1].signIndex) || by.length === 0) return null;
    return {
      grahas: [l1, ...by],
      detail: `lagna lord ${l1} in ${chart.grahas[l1].sign}, aspected by ${list(by)}`,
      strengthFrom: [l1],
    };
  },
});

export const GRAHA_PATTERN_YOGAS: YogaRule[] = [
  trilochana,
  kulavardhana,
  lagnadhi,
  budha,
  marud,
  bhaskara,
  sareeraSoukhya,
  dehapushti,
];
