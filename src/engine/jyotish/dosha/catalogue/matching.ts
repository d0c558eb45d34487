/**
 * Doshas read when matching charts for marriage. Nadi and Bhakoot dosha need the partner's Moon (context.partnerMoon);
 * without it they are reported as not evaluated with the native's nadi or Moon sign in the facts; Vishakanya needs the
 * native's sex and weekday.
 */
import { VISHAKANYA_TRIPLETS } from '../../../tables/dosha/catalogue/birth.ts';
import { DOSHA_REFS } from '../../../tables/dosha/catalogue/refs.ts';
import { BHAKOOT_BAD } from '../../../tables/matching/points.ts';
import { nadiOf } from '../../matching/attributes.ts';
import type { MoonPlace } from '../../matching/moon.ts';
import { bhakootDosha, nadiDosha, type PairDosha } from '../../matching/pair-doshas.ts';
import { list, lordOf, ordinal } from '../../yoga/facts.ts';
import {
  birthLimbs,
  doshaRule,
  inHouse,
  NATURAL_MALEFICS,
  NODES,
  notEvaluated,
  presentIf,
  type Verdict,
} from './rule.ts';
import type { DoshaChart, DoshaRule } from './types.ts';

export { nadiOf };

const kalathra = doshaRule({
  id: 'kalathra_dosha',
  name: 'Kalathra dosha',
  group: 'matching',
  verification: 'advisory',
  refs: DOSHA_REFS.kalathra,
  definition:
    'Reading used: one or more natural malefics (Sun, Mars, Saturn, Rahu, Ketu) in the 7th house from the lagna. ' +
    'Counting from the Moon and Venus as well (another reading) is not done here.',
  check(chart) {
    const found = inHouse(chart, 7, NATURAL_MALEFICS);
    return presentIf(
      found.length === 0 ? null : `${list(found)} in the 7th (${chart.houses[6]?.sign ?? ''})`,
      found,
      'no natural malefic in the 7th',
      [7],
    );
  },
});

const seventhLordDusthana = doshaRule({
  id: 'seventh_lord_dusthana',
  name: '7th lord in a dusthana',
  group: 'matching',
  verification: 'advisory',
  refs: DOSHA_REFS.seventhLordDusthana,
  definition: 'The 7th lord in the 6th, 8th or 12th house from the lagna.',
  check(chart) {
    const l7 = lordOf(chart, 7);
    const h = chart.grahas[l7].house;
    return presentIf(
      [6, 8, 12].includes(h) ? `7th lord ${l7} in the ${ordinal(h)}` : null,
      [l7],
      `7th lord ${l7} in the ${ordinal(h)}`,
      [7],
    );
  },
});

const naga = doshaRule({
  id: 'naga_dosha',
  name: 'Naga (sarpa) dosha',
  group: 'matching',
  verification: 'advisory',
  refs: DOSHA_REFS.naga,
  definition:
    'Reading used: Rahu or Ketu in the 1st or the 7th house from the lagna (the nodes are always opposite, so one ' +
    'implies the other).',
  check(chart) {
    const found = [...inHouse(chart, 1, NODES), ...inHouse(chart, 7, NODES)];
    return presentIf(
      found.length === 0 ? null : found.map((g) => `${g} in the ${ordinal(chart.grahas[g].house)}`).join(', '),
      found,
      `Rahu in the ${ordinal(chart.grahas.Rahu.house)}, Ketu in the ${ordinal(chart.grahas.Ketu.house)}`,
    );
  },
});

const PARTNER = 'needs a partner: the dosha compares two charts';

const nativeMoon = (chart: DoshaChart): MoonPlace => {
  const m = chart.grahas.Moon;
  return { sign: m.sign, signIndex: m.signIndex, nakshatra: m.nakshatra, pada: m.pada };
};

/** A verdict from the matching engine's pair dosha (one implementation with the koota score). */
function fromPair(d: PairDosha, text: string): Verdict {
  if (d.state === 'cancelled') return { status: 'cancelled', text, grahas: ['Moon'], cancellation: d.cancellation };
  return { status: d.state, text, grahas: ['Moon'] };
}

const nadi = doshaRule({
  id: 'nadi_dosha',
  name: 'Nadi dosha',
  group: 'matching',
  verification: 'advisory',
  refs: DOSHA_REFS.nadi,
  definition:
    "Both partners' Moon nakshatras of the same nadi (Adi, Madhya, Antya). Cancelled, as manuals commonly print " +
    'the exceptions, ' +
    'when the Moons share a sign but not a nakshatra, or share a nakshatra but not its pada (the matching ' +
    "engine's nadi koota and exceptions). Without the partner's chart: not evaluated, with the native's nadi in " +
    'the facts.',
  check(chart, context) {
    const n = chart.grahas.Moon.nakshatra;
    const own = nadiOf(n);
    const p = context.partnerMoon;
    if (p === undefined)
      return {
        status: 'not_evaluated',
        reason: PARTNER,
        text: `${PARTNER}; the native's Moon is in ${n}, ${own} nadi`,
        grahas: ['Moon'],
      };
    const text = `native's Moon in ${n} (${own} nadi), partner's in ${p.nakshatra} (${nadiOf(p.nakshatra)} nadi)`;
    return fromPair(nadiDosha(nativeMoon(chart), p), text);
  },
});

const bhakoot = doshaRule({
  id: 'bhakoot_dosha',
  name: 'Bhakoot (rashi koota) dosha',
  group: 'matching',
  verification: 'advisory',
  refs: DOSHA_REFS.bhakoot,
  definition:
    "The two partners' Moon signs 2nd-12th, 5th-9th or 6th-8th from each other (the Bhakoot koota of the " +
    'ashtakoota scores 0). ' +
    "One exception applied, as the matching engine's default: both Moon signs ruled by the same graha " +
    '(Aries-Scorpio, Taurus-Libra, Capricorn-Aquarius); the exceptions by friendly lords, which texts give ' +
    'differently, are not. ' +
    "Without the partner's chart: not evaluated, with the native's Moon sign in the facts.",
  check(chart, context) {
    const moon = chart.grahas.Moon;
    const p = context.partnerMoon;
    if (p === undefined)
      return {
        status: 'not_evaluated',
        reason: PARTNER,
        text: `${PARTNER}; the native's Moon sign is ${moon.sign}`,
        grahas: ['Moon'],
      };
    const distance = ((p.signIndex - moon.signIndex + 12) % 12) + 1;
    const pair = (BHAKOOT_BAD.data as Readonly<Record<number, string>>)[distance];
    const text = `partner's Moon sign ${p.sign} is ${ordinal(distance)} from the native's ${moon.sign}${pair === undefined ? '' : ` (${pair})`}`;
    return fromPair(bhakootDosha(nativeMoon(chart), p), text);
  },
});

const vishakanya = doshaRule({
  id: 'vishakanya_yoga',
  name: 'Vishakanya yoga',
  group: 'matching',
  verification: 'advisory',
  refs: DOSHA_REFS.vishakanya,
  definition:
    'A woman born on Sunday with Dwitiya tithi and the Moon in Ashlesha, on Tuesday with Saptami and Shatabhisha, ' +
    'or on Saturday with Dwadashi and Krittika (tithi number in either paksha; the third triplet varies between ' +
    'sources). Weekday as the Vedic day from sunrise.',
  check(chart, context) {
    if (context.sex === undefined)
      return notEvaluated("needs the native's sex: the yoga is read for a woman's chart only");
    if (context.sex === 'male') return { status: 'absent', text: "read for a woman's chart only; the native is male" };
    const vara = chart.panchanga?.vara;
    if (vara === undefined) return notEvaluated("needs the birth weekday (the chart's panchanga), not given");
    const tithi = birthLimbs(chart).tithi;
    const nak = chart.grahas.Moon.nakshatra;
    const hit = VISHAKANYA_TRIPLETS.data.find(
      (t) => t.weekday === vara.index && t.tithi === tithi.number && t.nakshatra === nak,
    );
    const text = `${vara.name}, ${tithi.name}, the Moon in ${nak}`;
    return presentIf(hit === undefined ? null : text, ['Moon'], text);
  },
});

export const MATCHING_DOSHAS: readonly DoshaRule[] = [kalathra, seventhLordDusthana, naga, nadi, bhakoot, vishakanya];
