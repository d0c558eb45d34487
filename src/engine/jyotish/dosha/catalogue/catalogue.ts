/**
 * The dosha catalogue: 52 rules run over one chart. Every rule answers, present or not: `doshaCatalogue` returns
 * all 52 findings with their status, the counts, the conventions in one method string, and the citations of the
 * findings that are present or cancelled. Advisory output: many doshas are modern practice (see `verification`).
 */
import type { Citation } from '../../../tables/sources.ts';
import { BHAVA_DOSHAS } from './bhava.ts';
import { BIRTH_TIME_DOSHAS } from './birth-time.ts';
import { ECLIPSE_DOSHAS } from './eclipse-birth.ts';
import { KUJA_DOSHAS } from './kuja.ts';
import { LUNAR_DOSHAS } from './lunar.ts';
import { MATCHING_DOSHAS } from './matching.ts';
import { NAKSHATRA_DOSHAS } from './nakshatra.ts';
import { NODAL_DOSHAS } from './nodal.ts';
import { SATURN_DOSHAS } from './saturn.ts';
import type { DoshaChart, DoshaContext, DoshaReport, DoshaRule, DoshaSummary } from './types.ts';
import { YUTI_DOSHAS } from './yuti.ts';

export const DOSHA_RULES: readonly DoshaRule[] = Object.freeze([
  ...KUJA_DOSHAS,
  ...YUTI_DOSHAS,
  ...NODAL_DOSHAS,
  ...SATURN_DOSHAS,
  ...LUNAR_DOSHAS,
  ...BHAVA_DOSHAS,
  ...MATCHING_DOSHAS,
  ...NAKSHATRA_DOSHAS,
  ...BIRTH_TIME_DOSHAS,
  ...ECLIPSE_DOSHAS,
]);

export const DOSHA_METHOD =
  'Whole-sign houses from the lagna, sidereal signs of the chart; "with" means the same sign unless a rule says ' +
  'otherwise ' +
  '(graha yuddha: within 1 degree). Natural malefics for kartari and kalathra: Sun, Mars, Saturn, Rahu, Ketu. ' +
  'Mangal dosha, ' +
  'Kalasarpa and sade-sati are read through their own modules (mangal-dosha.ts, kalasarpa.ts, sadesati.ts); ' +
  'Kemadruma, ' +
  "Shakata and Daridra through the yoga catalogue's rules. Tithi, karana and yoga at birth from the chart's " +
  'panchanga ' +
  '(else from the Sun and Moon longitudes); the weekday (dagdha tithi, Vishakanya) needs the panchanga. Transit ' +
  'doshas ' +
  "need the instant asked (asOfJdUt), Vishakanya the native's sex, Nadi and Bhakoot a partner: without them they " +
  'are not_evaluated. ' +
  'Each definition names the reading chosen where texts differ. verification: hand_tested = a named classical ' +
  'reading ' +
  'with positive and negative tests; advisory = the classical statement is uncertain or the dosha is modern ' +
  'practice. ' +
  "Remedies only where the rule's refs carry one (a shanti named by BPHS, the Mangal samya); none otherwise. " +
  'All citations are pending (not checked against the editions).';

export function doshaCatalogue(
  chart: DoshaChart,
  context: DoshaContext = {},
  rules: readonly DoshaRule[] = DOSHA_RULES,
): DoshaReport {
  const doshas = rules.map((r) => r.evaluate(chart, context));
  const summary: DoshaSummary = { present: 0, cancelled: 0, absent: 0, not_evaluated: 0, advisory: 0 };
  for (const d of doshas) {
    summary[d.status] += 1;
    if (d.status === 'present' && d.verification === 'advisory') summary.advisory += 1;
  }
  const refs = new Map<string, Citation>();
  for (const d of doshas) {
    if (d.status === 'present' || d.status === 'cancelled') for (const c of d.refs) refs.set(JSON.stringify(c), c);
  }
  return { doshas, summary, method: DOSHA_METHOD, refs: [...refs.values()] };
}
