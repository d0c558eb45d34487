/**
 * Mangal (Kuja) dosha, read through mangal-dosha.ts: one rule, whose facts name each reference (lagna, Moon,
 * Venus) from which it is formed. The conventions (houses 1, 2, 4, 7, 8, 12; cancellations) are that module's;
 * nothing is re-derived here. (One rule, not one per reference: those would repeat its condition.)
 */
import {
  MANGAL_DOSHA_CANCELLATIONS,
  MANGAL_DOSHA_HOUSES,
  MANGAL_PARIHAAR,
  type MangalReference,
} from '../../../tables/dosha/mangal-dosha.ts';
import { ordinal } from '../../yoga/facts.ts';
import { mangalDosha, MANGAL_DOSHA_METHOD, type MangalDoshaResult } from '../mangal-dosha.ts';
import { doshaRule, type Verdict } from './rule.ts';
import type { DoshaChart, DoshaRule } from './types.ts';

// One Mangal evaluation per chart object: the four rules share it.
const cache = new WeakMap<object, MangalDoshaResult>();
function mangalOf(chart: DoshaChart): MangalDoshaResult {
  let r = cache.get(chart);
  if (r === undefined) {
    r = mangalDosha(chart);
    cache.set(chart, r);
  }
  return r;
}

// The same citations mangalDosha() returns, taken from its tables.
const REFS = [
  ...new Set([...MANGAL_DOSHA_HOUSES.cites, ...MANGAL_DOSHA_CANCELLATIONS.cites, ...MANGAL_PARIHAAR.cites]),
];
const REMEDY = [MANGAL_PARIHAAR.data];
const FROM_NAME: Record<MangalReference, string> = { lagna: 'the lagna', moon: 'the Moon', venus: 'Venus' };

const whole = doshaRule({
  id: 'mangal_dosha',
  name: 'Mangal (Kuja) dosha',
  group: 'kuja',
  verification: 'hand_tested',
  refs: REFS,
  definition:
    `${MANGAL_DOSHA_METHOD}. Present when it stands from at least one reference; cancelled when formed but ` +
    `removed from every one.`,
  check(chart): Verdict {
    const r = mangalOf(chart);
    const formed = r.references
      .filter((x) => x.formed)
      .map((x) => `${ordinal(x.marsHouse)} from ${FROM_NAME[x.reference]}`);
    const text =
      formed.length === 0
        ? `Mars (${r.marsSign}) not in the 1st, 2nd, 4th, 7th, 8th or 12th from the lagna, the Moon or Venus`
        : `Mars (${r.marsSign}) in the ${formed.join('; ')}; stands from ${r.standingCount} of 3`;
    const severity = r.severity === 'low' || r.severity === 'medium' || r.severity === 'high' ? r.severity : undefined;
    const status = r.present ? 'present' : r.severity === 'cancelled' ? 'cancelled' : 'absent';
    return {
      status,
      text,
      grahas: ['Mars'],
      severity,
      remedies: REMEDY,
      cancellation: r.cancellations.map(
        (c) => `${c.description} (from ${c.cancels.map((x) => FROM_NAME[x]).join(', ')})`,
      ),
    };
  },
});

export const KUJA_DOSHAS: readonly DoshaRule[] = [whole];
