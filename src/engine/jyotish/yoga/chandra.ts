/**
 * Yogas read from the Moon (BPHS ch. 37 and 36; Phaladeepika ch. 6). "Grahas" in Sunapha, Anapha, Durudhara and
 * Kemadruma are the five star grahas Mars to Saturn (BPHS excludes the Sun; the nodes are left out as in Saravali
 * and most software). The three are exclusive: grahas on both sides make Durudhara, not Sunapha and Anapha.
 */
import { YOGA_REFS } from '../../tables/yoga/refs.ts';
import { inGroup } from '../../tables/yoga/house-groups.ts';
import type { Graha } from '../../vocabulary/names.ts';
import { grahasInHouseFrom, houseFromGraha, list, ordinal, TARA_GRAHAS } from './facts.ts';
import { yogaRule } from './rule.ts';
import type { YogaChart, YogaRule } from './types.ts';

const BENEFICS = ['Mercury', 'Jupiter', 'Venus'] as const;

function sides(chart: YogaChart): { second: Graha[]; twelfth: Graha[] } {
  const moon = chart.grahas.Moon.signIndex;
  return {
    second: grahasInHouseFrom(chart, moon, 2, TARA_GRAHAS),
    twelfth: grahasInHouseFrom(chart, moon, 12, TARA_GRAHAS),
  };
}

const sunapha = yogaRule({
  id: 'sunapha',
  name: 'Sunapha',
  family: 'chandra',
  famous: false,
  refs: YOGA_REFS.lunar,
  definition: 'One or more of Mars, Mercury, Jupiter, Venus, Saturn in the 2nd from the Moon, none in the 12th.',
  match(chart) {
    const { second, twelfth } = sides(chart);
    if (second.length === 0 || twelfth.length > 0) return null;
    return { grahas: second, detail: `${list(second)} in the 2nd from the Moon` };
  },
});

const anapha = yogaRule({
  id: 'anapha',
  name: 'Anapha',
  family: 'chandra',
  famous: false,
  refs: YOGA_REFS.lunar,
  definition: 'One or more of Mars, Mercury, Jupiter, Venus, Saturn in the 12th from the Moon, none in the 2nd.',
  match(chart) {
    const { second, twelfth } = sides(chart);
    if (twelfth.length === 0 || second.length > 0) return null;
    return { grahas: twelfth, detail: `${list(twelfth)} in the 12th from the Moon` };
  },
});

const durudhara = yogaRule({
  id: 'durudhara',
  name: 'Durudhara',
  family: 'chandra',
  famous: false,
  refs: YOGA_REFS.lunar,
  definition: 'Grahas among Mars, Mercury, Jupiter, Venus, Saturn in both the 2nd and the 12th from the Moon.',
  match(chart) {
    const { second, twelfth } = sides(chart);
    if (second.length === 0 || twelfth.length === 0) return null;
    return {
      grahas: [...second, ...twelfth],
      detail: `${list(second)} in the 2nd and ${list(twelfth)} in the 12th from the Moon`,
    };
  },
});

/**
 * Kemadruma: no star graha in the 2nd or 12th from the Moon. Reported cancelled when any exception holds: a star
 * graha with the Moon or in a kendra from the lagna (BPHS ch. 37), a star graha in a kendra from the Moon
 * (Phaladeepika ch. 6), or the Moon itself in a kendra from the lagna (Saravali ch. 13).
 */
const kemadruma = yogaRule({
  id: 'kemadruma',
  name: 'Kemadruma',
  family: 'chandra',
  famous: true,
  refs: YOGA_REFS.kemadruma,
  afflicted: true,
  definition:
    'No graha among Mars, Mercury, Jupiter, Venus, Saturn in the 2nd or 12th from the Moon; cancelled by such a ' +
    'graha with the Moon, in a kendra from the lagna or from the Moon, or by the Moon in a kendra from the lagna.',
  match(chart) {
    const { second, twelfth } = sides(chart);
    if (second.length > 0 || twelfth.length > 0) return null;
    const moon = chart.grahas.Moon;
    const withMoon = grahasInHouseFrom(chart, moon.signIndex, 1, TARA_GRAHAS);
    const kendraLagna = TARA_GRAHAS.filter((g) => inGroup('kendra', chart.grahas[g].house));
    const kendraMoon = TARA_GRAHAS.filter((g) => inGroup('kendra', houseFromGraha(chart, 'Moon', g)));
    const cancellation = [
      ...(withMoon.length > 0 ? [`${list(withMoon)} with the Moon (BPHS ch. 37)`] : []),
      ...(kendraLagna.length > 0 ? [`${list(kendraLagna)} in a kendra from the lagna (BPHS ch. 37)`] : []),
      ...(kendraMoon.length > 0 ? [`${list(kendraMoon)} in a kendra from the Moon (Phaladeepika ch. 6)`] : []),
      ...(inGroup('kendra', moon.house)
        ? [`the Moon in a kendra (${ordinal(moon.house)}) from the lagna (Saravali ch. 13)`]
        : []),
    ];
    return { grahas: ['Moon'], detail: 'no star graha in the 2nd or 12th from the Moon', cancellation };
  },
});

/** Gajakesari: Jupiter in a kendra from the Moon (the common reading; BPHS also counts from the lagna). */
const gajakesari = yogaRule({
  id: 'gajakesari',
  name: 'Gajakesari',
  family: 'chandra',
  famous: true,
  refs: YOGA_REFS.gajakesari,
  definition:
    'Jupiter in a kendra (1, 4, 7, 10) from the Moon. Counted from the Moon only (the most common reading); BPHS ' +
    'also allows the lagna and asks for benefic association.',
  match(chart) {
    const h = houseFromGraha(chart, 'Moon', 'Jupiter');
    if (!inGroup('kendra', h)) return null;
    return { grahas: ['Jupiter', 'Moon'], detail: `Jupiter in the ${ordinal(h)} from the Moon` };
  },
});

/** Adhi: the three benefics in the 6th, 7th and 8th from the Moon, together or apart (Raman's reading). */
const adhi = yogaRule({
  id: 'adhi',
  name: 'Adhi',
  family: 'chandra',
  famous: true,
  refs: YOGA_REFS.adhi,
  definition:
    'Mercury, Jupiter and Venus all in the 6th, 7th or 8th from the Moon (jointly or severally). Some accept ' +
    'fewer benefics there; this rule asks for all three.',
  match(chart) {
    const hs = BENEFICS.map((g) => houseFromGraha(chart, 'Moon', g));
    if (!hs.every((h) => h >= 6 && h <= 8)) return null;
    return {
      grahas: [...BENEFICS],
      detail: `Mercury, Jupiter, Venus in the ${hs.map(ordinal).join(', ')} from the Moon`,
    };
  },
});

/** Vasumati (BPHS ch. 37 v. 6 grades wealth by the benefics in upachayas from the Moon; all three = the full yoga). */
const vasumati = yogaRule({
  id: 'vasumati',
  name: 'Vasumati',
  family: 'chandra',
  famous: false,
  refs: YOGA_REFS.vasumati,
  definition: 'Mercury, Jupiter and Venus all in upachayas (3, 6, 10, 11) from the Moon.',
  match(chart) {
    const hs = BENEFICS.map((g) => houseFromGraha(chart, 'Moon', g));
    if (!hs.every((h) => inGroup('upachaya', h))) return null;
    return {
      grahas: [...BENEFICS],
      detail: `Mercury, Jupiter, Venus in the ${hs.map(ordinal).join(', ')} from the Moon`,
    };
  },
});

/** Chandra-Mangala: the Moon and Mars in one sign (some add their mutual aspect; not counted here). */
const chandraMangala = yogaRule({
  id: 'chandra_mangala',
  name: 'Chandra-Mangala',
  family: 'chandra',
  famous: true,
  refs: YOGA_REFS.chandraMangala,
  definition: 'The Moon and Mars in the same sign. Mutual aspect, which some accept, is not counted.',
  match(chart) {
    if (chart.grahas.Moon.signIndex !== chart.grahas.Mars.signIndex) return null;
    return { grahas: ['Moon', 'Mars'], detail: `the Moon and Mars together in ${chart.grahas.Moon.sign}` };
  },
});

/** Shakata: the Moon in the 6th, 8th or 12th from Jupiter; cancelled when the Moon is in a kendra from the lagna. */
const shakata = yogaRule({
  id: 'shakata',
  name: 'Shakata',
  family: 'chandra',
  famous: false,
  refs: YOGA_REFS.shakata,
  afflicted: true,
  definition: 'The Moon in the 6th, 8th or 12th from Jupiter; cancelled when the Moon is in a kendra from the lagna.',
  match(chart) {
    const h = houseFromGraha(chart, 'Jupiter', 'Moon');
    if (!inGroup('dusthana', h)) return null;
    const moonHouse = chart.grahas.Moon.house;
    const cancellation = inGroup('kendra', moonHouse)
      ? [`the Moon in a kendra (${ordinal(moonHouse)}) from the lagna`]
      : [];
    return {
      grahas: ['Moon', 'Jupiter'],
      detail: `the Moon in the ${ordinal(h)} from Jupiter`,
      cancellation,
      strengthFrom: ['Moon'],
    };
  },
});

export const CHANDRA_YOGAS: YogaRule[] = [
  sunapha,
  anapha,
  durudhara,
  kemadruma,
  gajakesari,
  adhi,
  vasumati,
  chandraMangala,
  shakata,
];
