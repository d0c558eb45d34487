/**
 * Doshas of the Moon. Kemadruma and Shakata are read through the yoga catalogue's rules (chandra.ts), so their
 * conditions and cancellations are defined once. Papa kartari is shared with the lagna's (bhava.ts).
 */
import { norm360 } from '../../../vocabulary/angles.ts';
import { DOSHA_REFS } from '../../../tables/dosha/catalogue/refs.ts';
import { YOGA_REFS } from '../../../tables/yoga/refs.ts';
import type { Graha } from '../../../vocabulary/names.ts';
import { CHANDRA_YOGAS } from '../../yoga/chandra.ts';
import { houseFrom, list, ordinal } from '../../yoga/facts.ts';
import type { YogaRule } from '../../yoga/types.ts';
import { doshaRule, NATURAL_MALEFICS, presentIf, type Verdict } from './rule.ts';
import type { DoshaChart, DoshaRule } from './types.ts';

/** Natural malefics in the 12th and in the 2nd from sign `from`, and whether both sides hold one. */
export function papaKartari(chart: DoshaChart, from: number, self: Graha | null, label: string): Verdict {
  const among = NATURAL_MALEFICS.filter((g) => g !== self);
  const twelfth = among.filter((g) => houseFrom(from, chart.grahas[g].signIndex) === 12);
  const second = among.filter((g) => houseFrom(from, chart.grahas[g].signIndex) === 2);
  const both = twelfth.length > 0 && second.length > 0;
  const text = `12th from ${label}: ${twelfth.length === 0 ? 'no malefic' : list(twelfth)}; 2nd: ${second.length === 0 ? 'no malefic' : list(second)}`;
  return presentIf(both ? text : null, [...twelfth, ...second], text);
}

function fromYoga(id: string, yogaId: string, name: string, refs: DoshaRule['refs']): DoshaRule {
  const yoga: YogaRule | undefined = CHANDRA_YOGAS.find((y) => y.id === yogaId);
  if (yoga === undefined) throw new Error(`yoga ${yogaId} missing from chandra.ts`);
  return doshaRule({
    id,
    name,
    group: 'lunar',
    verification: 'hand_tested',
    refs,
    definition: `${yoga.definition} (the yoga catalogue's rule, chandra.ts)`,
    check(chart): Verdict {
      const f = yoga.detect(chart);
      if (f === null) return { status: 'absent', text: `${name} not formed`, grahas: ['Moon'] };
      return { status: f.status, text: f.facts.detail, grahas: f.facts.grahas, cancellation: f.cancellation ?? [] };
    },
  });
}

const kemadruma = fromYoga('kemadruma_dosha', 'kemadruma', 'Kemadruma dosha', YOGA_REFS.kemadruma);
const shakata = fromYoga('shakata_dosha', 'shakata', 'Shakata dosha', YOGA_REFS.shakata);

const chandraDusthana = doshaRule({
  id: 'chandra_dusthana',
  name: 'Chandra dosha (Moon in a dusthana)',
  group: 'lunar',
  verification: 'advisory',
  refs: DOSHA_REFS.chandraDusthana,
  definition:
    'The Moon in the 6th, 8th or 12th house from the lagna (whole signs). The balarishta reading also asks a ' +
    "malefic's aspect; not asked here.",
  check(chart) {
    const h = chart.grahas.Moon.house;
    return presentIf(
      [6, 8, 12].includes(h) ? `the Moon in the ${ordinal(h)} (${chart.grahas.Moon.sign})` : null,
      ['Moon'],
      `the Moon in the ${ordinal(h)}`,
    );
  },
});

const kartariMoon = doshaRule({
  id: 'papa_kartari_moon',
  name: 'Papa kartari on the Moon',
  group: 'lunar',
  verification: 'hand_tested',
  refs: YOGA_REFS.kartari,
  definition:
    'One or more natural malefics (Sun, Mars, Saturn, Rahu, Ketu) in the 12th and one or more in the 2nd sign ' +
    'from the Moon.',
  check: (chart) => papaKartari(chart, chart.grahas.Moon.signIndex, 'Moon', 'the Moon'),
});

const neechaChandra = doshaRule({
  id: 'neecha_chandra',
  name: 'Debilitated Moon',
  group: 'lunar',
  verification: 'hand_tested',
  refs: DOSHA_REFS.neechaChandra,
  definition:
    'The Moon in Scorpio, its sign of debilitation (whole sign; the deep point at 3 degrees is not asked). Neecha ' +
    'bhanga is not applied here.',
  check(chart) {
    const m = chart.grahas.Moon;
    return presentIf(
      m.sign === 'Scorpio' ? `the Moon in Scorpio at ${m.degree.toFixed(2)} deg` : null,
      ['Moon'],
      `the Moon in ${m.sign}`,
    );
  },
});

/**
 * Moon - Sun from 276 degrees on: the tithis after Krishna Ashtami (24th to 30th), within 84 degrees behind the Sun.
 */
const KSHEENA_FROM = 276;
const ksheenaChandra = doshaRule({
  id: 'ksheena_chandra',
  name: 'Ksheena Chandra (weak waning Moon)',
  group: 'lunar',
  verification: 'advisory',
  refs: DOSHA_REFS.ksheenaChandra,
  definition:
    'Reading used: the Moon waning and past Krishna Ashtami, i.e. Moon - Sun (sidereal longitudes) from 276 up to ' +
    '360 degrees ' +
    '(the Moon within 84 degrees behind the Sun, tithis 24 to 30). Others take 72 degrees, or any waning Moon.',
  check(chart) {
    const e = norm360(chart.grahas.Moon.longitude - chart.grahas.Sun.longitude);
    const text = `Moon - Sun = ${e.toFixed(2)} deg (${e >= 180 ? 'waning' : 'waxing'}; weak from ${KSHEENA_FROM} deg)`;
    return presentIf(e >= KSHEENA_FROM ? text : null, ['Moon', 'Sun'], text);
  },
});

export const LUNAR_DOSHAS: readonly DoshaRule[] = [
  kemadruma,
  shakata,
  chandraDusthana,
  kartariMoon,
  neechaChandra,
  ksheenaChandra,
];
