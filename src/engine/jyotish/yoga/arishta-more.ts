/**
 * More balarishta combinations (BPHS ch. 9; Brihat Jataka ch. 6), each reported cancelled when an antidote of
 * BPHS ch. 10 holds (arishta.ts: Jupiter in a kendra, not debilitated or combust; a strong lagna lord in a
 * kendra). Brihat Jataka gives no antidote in these verses; applying those of BPHS ch. 10 is this project's
 * reading. Like the first arishta rule they say only that the combination is present, never a span of life.
 * "Malefics" are the natural malefics other than the Moon itself; a benefic aspect is graha drishti.
 */
import { inGroup } from '../../tables/yoga/house-groups.ts';
import { YOGA_REFS } from '../../tables/yoga/refs.ts';
import { GRAHAS, type Graha } from '../../vocabulary/names.ts';
import { arishtaAntidotes } from './arishta.ts';
import { isBenefic, isMalefic, list, ordinal, waxingMoon } from './facts.ts';
import { yogaRule } from './rule.ts';
import type { YogaChart, YogaRule } from './types.ts';

const maleficsIn = (chart: YogaChart, house: number): Graha[] =>
  GRAHAS.filter((g) => g !== 'Moon' && chart.grahas[g].house === house && isMalefic(chart, g));
const beneficsAspecting = (chart: YogaChart, house: number): Graha[] =>
  (chart.houses[house - 1]?.aspectedBy ?? []).filter((g) => g !== 'Moon' && isBenefic(chart, g));
const beneficsInKendras = (chart: YogaChart): Graha[] =>
  GRAHAS.filter((g) => inGroup('kendra', chart.grahas[g].house) && isBenefic(chart, g));

const retroBenefic = yogaRule({
  id: 'arishta_retro_benefic_dusthana',
  name: 'Balarishta (retrograde benefic in a dusthana aspected by malefics)',
  family: 'arishta',
  famous: false,
  refs: YOGA_REFS.arishtaRetro,
  afflicted: true,
  definition:
    'Mercury, Venus or Jupiter retrograde in the 6th, 8th or 12th, aspected by a malefic, with no benefic in the ' +
    'lagna; cancelled by the BPHS ch. 10 antidotes (Jupiter in a kendra, not debilitated or combust; a strong ' +
    'lagna lord in a kendra).',
  match(chart) {
    if (GRAHAS.some((g) => chart.grahas[g].house === 1 && isBenefic(chart, g))) return null;
    const hits = (['Mercury', 'Venus', 'Jupiter'] as const).flatMap((g) => {
      const p = chart.grahas[g];
      if (!p.retrograde || !inGroup('dusthana', p.house)) return [];
      const by = (chart.houses[p.house - 1]?.aspectedBy ?? []).filter((x) => x !== g && isMalefic(chart, x));
      return by.length > 0 ? [{ g, by, house: p.house }] : [];
    });
    if (hits.length === 0) return null;
    return {
      grahas: hits.flatMap((h) => [h.g, ...h.by]),
      detail:
        `${hits.map((h) => `${h.g} retrograde in the ${ordinal(h.house)}, aspected by ${list(h.by)}`).join('; ')}; ` +
        `no benefic in the lagna`,
      cancellation: arishtaAntidotes(chart),
      strengthFrom: hits.map((h) => h.g),
    };
  },
});

const maleficsOneSeven = yogaRule({
  id: 'arishta_malefics_lagna_seventh',
  name: 'Balarishta (malefics in the 1st and 7th, Moon with a malefic)',
  family: 'arishta',
  famous: false,
  refs: YOGA_REFS.arishtaBj,
  afflicted: true,
  definition:
    'Malefics in both the lagna and the 7th, and the Moon in one sign with a malefic, not aspected by a benefic ' +
    '(Brihat Jataka ch. 6); cancelled by the BPHS ch. 10 antidotes.',
  match(chart) {
    const first = maleficsIn(chart, 1);
    const seventh = maleficsIn(chart, 7);
    const moon = chart.grahas.Moon;
    const withMoon = maleficsIn(chart, moon.house);
    if (
      first.length === 0 ||
      seventh.length === 0 ||
      withMoon.length === 0 ||
      beneficsAspecting(chart, moon.house).length > 0
    )
      return null;
    return {
      grahas: ['Moon', ...first, ...seventh, ...withMoon],
      detail:
        `${list(first)} in the lagna, ${list(seventh)} in the 7th; the Moon with ${list(withMoon)}, no benefic ` +
        `aspecting it`,
      cancellation: arishtaAntidotes(chart),
      strengthFrom: ['Moon'],
    };
  },
});

const waningMoonTwelfth = yogaRule({
  id: 'arishta_waning_moon_twelfth',
  name: 'Balarishta (weak Moon in the 12th, malefics in the 1st and 8th)',
  family: 'arishta',
  famous: false,
  refs: YOGA_REFS.arishtaBj,
  afflicted: true,
  definition:
    'A weak Moon, read as waning, in the 12th; malefics in both the lagna and the 8th; no benefic in a kendra ' +
    '(Brihat Jataka ch. 6); cancelled by the BPHS ch. 10 antidotes.',
  match(chart) {
    const moon = chart.grahas.Moon;
    if (moon.house !== 12 || waxingMoon(chart)) return null;
    const first = maleficsIn(chart, 1);
    const eighth = maleficsIn(chart, 8);
    if (first.length === 0 || eighth.length === 0 || beneficsInKendras(chart).length > 0) return null;
    return {
      grahas: ['Moon', ...first, ...eighth],
      detail:
        `the waning Moon in the 12th; ${list(first)} in the lagna, ${list(eighth)} in the 8th; no benefic in a ` +
        `kendra`,
      cancellation: arishtaAntidotes(chart),
      strengthFrom: ['Moon'],
    };
  },
});

const moonLagnaSevenEight = yogaRule({
  id: 'arishta_moon_lagna_malefics_seven_eight',
  name: 'Balarishta (Moon in the lagna, malefics in the 7th and 8th)',
  family: 'arishta',
  famous: false,
  refs: YOGA_REFS.arishtaBj,
  afflicted: true,
  definition:
    'The Moon in the lagna, malefics in both the 7th and the 8th, and no benefic aspecting the lagna (Brihat ' +
    'Jataka ch. 6: "without the aspect of strong benefics", read as no benefic aspect); cancelled by the BPHS ch. ' +
    '10 antidotes.',
  match(chart) {
    if (chart.grahas.Moon.house !== 1) return null;
    const seventh = maleficsIn(chart, 7);
    const eighth = maleficsIn(chart, 8);
    if (seventh.length === 0 || eighth.length === 0 || beneficsAspecting(chart, 1).length > 0) return null;
    return {
      grahas: ['Moon', ...seventh, ...eighth],
      detail:
        `the Moon in the lagna; ${list(seventh)} in the 7th, ${list(eighth)} in the 8th; no benefic aspecting the ` +
        `lagna`,
      cancellation: arishtaAntidotes(chart),
      strengthFrom: ['Moon'],
    };
  },
});

export const MORE_ARISHTA_YOGAS: YogaRule[] = [retroBenefic, maleficsOneSeven, waningMoonTwelfth, moonLagnaSevenEight];
