/**
 * Doshas of two grahas together. "Together" is one sidereal sign (whole-sign conjunction), the reading most
 * manuals use; no orb is asked. Graha yuddha is the exception: it is a matter of degrees.
 */
import { signedDiff } from '../../../vocabulary/angles.ts';
import { DOSHA_REFS } from '../../../tables/dosha/catalogue/refs.ts';
import type { Citation } from '../../../tables/sources.ts';
import type { Graha } from '../../../vocabulary/names.ts';
import { list, TARA_GRAHAS } from '../../yoga/facts.ts';
import { doshaRule, joinedBy, NODES, presentIf } from './rule.ts';
import type { DoshaRule } from './types.ts';

interface YutiSpec {
  id: string;
  name: string;
  graha: Graha;
  partners: readonly Graha[];
  refs: readonly Citation[];
  reading: string;
}

/** "Rahu", "Rahu or Ketu". */
const either = (gs: readonly Graha[]): string => gs.join(' or ');

function yuti(s: YutiSpec): DoshaRule {
  return doshaRule({
    id: s.id,
    name: s.name,
    group: 'graha_yuti',
    verification: 'advisory',
    refs: s.refs,
    definition: `${s.graha} in the same sidereal sign as ${either(s.partners)} (whole-sign conjunction, no orb). ${s.reading}`,
    check(chart) {
      const found = joinedBy(chart, s.graha, s.partners);
      const sign = chart.grahas[s.graha].sign;
      return presentIf(
        found.length === 0 ? null : `${s.graha} with ${list(found)} in ${sign}`,
        [s.graha, ...found],
        `${s.graha} (${sign}) not with ${either(s.partners)}`,
      );
    },
  });
}

const angarak = yuti({
  id: 'angarak_dosha',
  name: 'Angarak dosha',
  graha: 'Mars',
  partners: ['Rahu'],
  refs: DOSHA_REFS.angarak,
  reading: 'Mars with Rahu only; Ketu is not counted.',
});
const shrapit = yuti({
  id: 'shrapit_dosha',
  name: 'Shrapit dosha',
  graha: 'Saturn',
  partners: ['Rahu'],
  refs: DOSHA_REFS.shrapit,
  reading: 'Saturn with Rahu only; Ketu is not counted.',
});
const guruChandala = yuti({
  id: 'guru_chandala_dosha',
  name: 'Guru-Chandala dosha',
  graha: 'Jupiter',
  partners: ['Rahu'],
  refs: DOSHA_REFS.guruChandala,
  reading: 'Jupiter with Rahu only (some include Ketu; not here).',
});
const suryaGrahan = yuti({
  id: 'surya_grahan_dosha',
  name: 'Grahan dosha (Sun)',
  graha: 'Sun',
  partners: NODES,
  refs: DOSHA_REFS.grahanSurya,
  reading: 'Either node counts.',
});
const chandraGrahan = yuti({
  id: 'chandra_grahan_dosha',
  name: 'Grahan dosha (Moon)',
  graha: 'Moon',
  partners: NODES,
  refs: DOSHA_REFS.grahanChandra,
  reading: 'Either node counts.',
});
const vish = yuti({
  id: 'vish_dosha',
  name: 'Vish (Visha) dosha',
  graha: 'Saturn',
  partners: ['Moon'],
  refs: DOSHA_REFS.vish,
  reading: 'Conjunction only; the aspect reading is Punarphoo below.',
});
const jadatva = yuti({
  id: 'jadatva_dosha',
  name: 'Jadatva dosha',
  graha: 'Mercury',
  partners: ['Rahu'],
  refs: DOSHA_REFS.jadatva,
  reading: 'Mercury with Rahu only.',
});

/** Graha yuddha: two of the star grahas within 1 degree of longitude. */
const YUDDHA_ORB = 1;
const grahaYuddha = doshaRule({
  id: 'graha_yuddha',
  name: 'Graha yuddha (planetary war)',
  group: 'graha_yuti',
  verification: 'hand_tested',
  refs: DOSHA_REFS.grahaYuddha,
  definition:
    'Two of Mars, Mercury, Jupiter, Venus, Saturn within 1 degree of sidereal longitude (the common reading of the ' +
    'classical "in conjunction"); the Sun, Moon and nodes take no part. The victor is not judged.',
  check(chart) {
    const wars: { a: Graha; b: Graha; gap: number }[] = [];
    TARA_GRAHAS.forEach((a, i) => {
      for (const b of TARA_GRAHAS.slice(i + 1)) {
        const gap = Math.abs(signedDiff(chart.grahas[a].longitude, chart.grahas[b].longitude));
        if (gap <= YUDDHA_ORB) wars.push({ a, b, gap });
      }
    });
    const text = wars.map((w) => `${w.a} and ${w.b} ${w.gap.toFixed(2)} deg apart`).join('; ');
    return presentIf(
      wars.length === 0 ? null : text,
      wars.flatMap((w) => [w.a, w.b]),
      'no two of Mars, Mercury, Jupiter, Venus, Saturn within 1 degree',
    );
  },
});

export const YUTI_DOSHAS: readonly DoshaRule[] = [
  angarak,
  shrapit,
  guruChandala,
  suryaGrahan,
  chandraGrahan,
  vish,
  jadatva,
  grahaYuddha,
];
