/**
 * Doshas of houses and their lords, counted in whole signs from the lagna. Combustion and dignity are the chart's
 * (chart/combustion.ts, chart/dignity.ts); Venus's combustion and Jupiter's debilitation sit here with them. Daridra is
 * read through the yoga catalogue's five penury rules.
 */
import { DOSHA_REFS } from '../../../tables/dosha/catalogue/refs.ts';
import { YOGA_REFS } from '../../../tables/yoga/refs.ts';
import { YOGA_REFS_MORE } from '../../../tables/yoga/refs-more.ts';
import type { Graha } from '../../../vocabulary/names.ts';
import { DARIDRA_YOGAS } from '../../yoga/daridra.ts';
import { lordOf, ordinal } from '../../yoga/facts.ts';
import { papaKartari } from './lunar.ts';
import { doshaRule, joinedBy, presentIf, type Verdict } from './rule.ts';
import type { DoshaRule } from './types.ts';

const kartariLagna = doshaRule({
  id: 'papa_kartari_lagna',
  name: 'Papa kartari on the lagna',
  group: 'bhava',
  verification: 'hand_tested',
  refs: YOGA_REFS.kartari,
  definition:
    'One or more natural malefics (Sun, Mars, Saturn, Rahu, Ketu) in the 12th house and one or more in the 2nd.',
  check: (chart) => papaKartari(chart, chart.lagna.signIndex, null, 'the lagna'),
});

const lagnaLordCombust = doshaRule({
  id: 'lagna_lord_combust',
  name: 'Lagna lord combust',
  group: 'bhava',
  verification: 'advisory',
  refs: DOSHA_REFS.lagnaLordCombust,
  definition:
    "The lagna lord within its combustion orb of the Sun (the chart's orbs, tables/chart/combustion.ts). A " +
    'Sun-ruled (Leo) lagna cannot have it.',
  check(chart) {
    const l1 = lordOf(chart, 1);
    const c = chart.grahas[l1].combustion;
    const text =
      c.orb === null
        ? `the lagna lord is ${l1}, never combust`
        : `lagna lord ${l1} ${c.distanceFromSun.toFixed(2)} deg from the Sun (orb ${c.orb} deg)`;
    return presentIf(c.combust ? text : null, [l1, 'Sun'], text);
  },
});

const lagnaLordDebilitated = doshaRule({
  id: 'lagna_lord_debilitated',
  name: 'Lagna lord debilitated',
  group: 'bhava',
  verification: 'hand_tested',
  refs: DOSHA_REFS.lagnaLordDebilitated,
  definition: "The lagna lord in its sign of debilitation (the chart's dignity). Neecha bhanga is not applied here.",
  check(chart) {
    const l1 = lordOf(chart, 1);
    const g = chart.grahas[l1];
    return presentIf(
      g.dignity === 'debilitated' ? `lagna lord ${l1} debilitated in ${g.sign}` : null,
      [l1],
      `lagna lord ${l1} in ${g.sign} (${g.dignity})`,
    );
  },
});

const lagnaLordDusthana = doshaRule({
  id: 'lagna_lord_dusthana',
  name: 'Lagna lord in a dusthana',
  group: 'bhava',
  verification: 'hand_tested',
  refs: DOSHA_REFS.lagnaLordDusthana,
  definition: 'The lagna lord in the 6th, 8th or 12th house from the lagna.',
  check(chart) {
    const l1 = lordOf(chart, 1);
    const h = chart.grahas[l1].house;
    return presentIf(
      [6, 8, 12].includes(h) ? `lagna lord ${l1} in the ${ordinal(h)}` : null,
      [l1],
      `lagna lord ${l1} in the ${ordinal(h)}`,
    );
  },
});

const suryaSeventh = doshaRule({
  id: 'surya_in_seventh',
  name: 'Sun in the 7th',
  group: 'bhava',
  verification: 'advisory',
  refs: DOSHA_REFS.surya7,
  definition: 'The Sun in the 7th house from the lagna.',
  check(chart) {
    const h = chart.grahas.Sun.house;
    return presentIf(
      h === 7 ? `the Sun in the 7th (${chart.grahas.Sun.sign})` : null,
      ['Sun'],
      `the Sun in the ${ordinal(h)}`,
      [7],
    );
  },
});

const shukraCombust = doshaRule({
  id: 'shukra_combust',
  name: 'Shukra dosha (Venus combust)',
  group: 'bhava',
  verification: 'advisory',
  refs: DOSHA_REFS.shukraCombust,
  definition: "Venus within its combustion orb of the Sun (the chart's orbs: wider when direct than when retrograde).",
  check(chart) {
    const c = chart.grahas.Venus.combustion;
    const text = `Venus ${c.distanceFromSun.toFixed(2)} deg from the Sun (orb ${c.orb ?? '-'} deg)`;
    return presentIf(c.combust ? text : null, ['Venus', 'Sun'], text);
  },
});

const guruNeecha = doshaRule({
  id: 'guru_neecha',
  name: 'Guru dosha (Jupiter debilitated)',
  group: 'bhava',
  verification: 'hand_tested',
  refs: DOSHA_REFS.guruNeecha,
  definition:
    "Jupiter in Capricorn, its sign of debilitation (the chart's dignity, whole sign). Neecha bhanga is not " +
    'applied here.',
  check(chart) {
    const j = chart.grahas.Jupiter;
    return presentIf(
      j.dignity === 'debilitated' ? `Jupiter debilitated in ${j.sign} at ${j.degree.toFixed(2)} deg` : null,
      ['Jupiter'],
      `Jupiter in ${j.sign} (${j.dignity})`,
    );
  },
});

const KENDRA_TRIKONA = [1, 4, 5, 7, 9, 10];
const BINDERS = ['Saturn', 'Rahu', 'Ketu'] as const satisfies readonly Graha[];
const bandhana = doshaRule({
  id: 'bandhana_yoga',
  name: 'Bandhana (confinement) yoga',
  group: 'bhava',
  verification: 'advisory',
  refs: DOSHA_REFS.bandhana,
  definition:
    'Reading used (Raman): the lagna lord and the 6th lord both in kendras or trikonas (1, 4, 5, 7, 9, 10), and ' +
    'at least one of them in the same sign as Saturn, Rahu or Ketu (another graha than itself).',
  check(chart) {
    const lords = [...new Set([lordOf(chart, 1), lordOf(chart, 6)])];
    const placed = lords.every((l) => KENDRA_TRIKONA.includes(chart.grahas[l].house));
    const binds = lords.flatMap((l) => joinedBy(chart, l, BINDERS).map((b) => `${l} with ${b}`));
    const where = lords.map((l) => `${l} in the ${ordinal(chart.grahas[l].house)}`).join(', ');
    return presentIf(
      placed && binds.length > 0 ? `${where}; ${binds.join(', ')}` : null,
      lords,
      `lagna and 6th lords: ${where}${binds.length > 0 ? `; ${binds.join(', ')}` : '; none with Saturn, Rahu or Ketu'}`,
    );
  },
});

const daridra = doshaRule({
  id: 'daridra_yoga',
  name: 'Daridra (penury) yoga',
  group: 'bhava',
  verification: 'hand_tested',
  refs: YOGA_REFS_MORE.penury,
  definition: `Any of the yoga catalogue's five penury rules (daridra.ts): ${DARIDRA_YOGAS.map((y) => y.definition).join(' / ')}`,
  check(chart): Verdict {
    const found = DARIDRA_YOGAS.map((y) => y.detect(chart)).filter((f) => f !== null);
    const present = found.filter((f) => f.status === 'present');
    if (found.length === 0) return { status: 'absent', text: 'none of the five penury combinations formed' };
    const shown = present.length > 0 ? present : found;
    return {
      status: present.length > 0 ? 'present' : 'cancelled',
      text: shown.map((f) => `${f.name}: ${f.facts.detail}`).join('; '),
      grahas: shown.flatMap((f) => f.facts.grahas),
      cancellation: found.flatMap((f) => f.cancellation ?? []),
    };
  },
});

export const BHAVA_DOSHAS: readonly DoshaRule[] = [
  kartariLagna,
  lagnaLordCombust,
  lagnaLordDebilitated,
  lagnaLordDusthana,
  suryaSeventh,
  shukraCombust,
  guruNeecha,
  bandhana,
  daridra,
];
