/**
 * The promised age range: every indication of PROMISE_RULES checked against the chart's marriage factors, the
 * balance (earlier minus later) picking a band, and the band's ages floored at the legal minimum age.
 */
import { AGE_BANDS, LEGAL_MINIMUM_AGE, type PromiseBand } from '../../tables/marriage/age-bands.ts';
import {
  PROMISE_RULE_IDS,
  PROMISE_RULES,
  type PromiseEffect,
  type PromiseFactor,
  type PromiseRuleId,
} from '../../tables/marriage/promise-rules.ts';
import type { Citation } from '../../tables/sources.ts';
import type { MarriageFactors } from './factors.ts';

export type Sex = 'female' | 'male' | 'unspecified';

export interface PromiseFinding {
  id: PromiseRuleId;
  factor: PromiseFactor;
  effect: PromiseEffect;
  rule: string;
  holds: boolean;
  refs: readonly Citation[];
}

export interface PromisedAge {
  band: PromiseBand;
  /** Indications for an earlier marriage that hold, minus those for a later one. */
  balance: number;
  fromAge: number;
  toAge: number;
  legalMinimumAge: number;
  findings: PromiseFinding[];
  refs: Citation[];
}

const KENDRA_TRIKONA = new Set([1, 4, 5, 7, 9, 10]);
const DUSTHANA = new Set([6, 8, 12]);
const BENEFICS = new Set(['Jupiter', 'Venus', 'Mercury', 'Moon']);
const MALEFICS = new Set(['Sun', 'Mars', 'Saturn', 'Rahu', 'Ketu']);

/**
 * Each rule as a test of the factors. Saturn never afflicts itself: a Saturn 7th lord or darakaraka is not "with
 * Saturn".
 */
const CHECKS: Record<PromiseRuleId, (f: MarriageFactors) => boolean> = {
  saturn_on_seventh: (f) => f.influence.seventhHouse.saturn,
  saturn_on_seventh_lord: (f) => f.seventhLord.graha !== 'Saturn' && f.influence.seventhLord.saturn,
  saturn_on_venus: (f) => f.influence.venus.saturn,
  seventh_lord_in_dusthana: (f) => DUSTHANA.has(f.seventhLord.house),
  venus_afflicted: (f) => f.venus.combust || f.venus.dignity === 'debilitated',
  saturn_on_darakaraka: (f) => f.darakaraka.graha !== 'Saturn' && f.influence.darakaraka.saturn,
  saturn_on_upapada: (f) => f.influence.upapada.saturn,
  seventh_lord_in_kendra_trikona: (f) =>
    KENDRA_TRIKONA.has(f.seventhLord.house) && !f.seventhLord.combust && !f.seventhLord.debilitated,
  venus_dignified: (f) =>
    f.venus.dignity === 'own' || f.venus.dignity === 'moolatrikona' || f.venus.dignity === 'exalted',
  benefic_in_seventh: (f) =>
    f.seventh.occupants.some((g) => BENEFICS.has(g)) && !f.seventh.occupants.some((g) => MALEFICS.has(g)),
  jupiter_on_seventh: (f) => f.influence.seventhHouse.jupiter,
};

export function bandOf(balance: number): PromiseBand {
  const t = AGE_BANDS.data.thresholds;
  return balance >= t.early ? 'early' : balance <= t.delayed ? 'delayed' : 'timely';
}

export function promisedAge(f: MarriageFactors, sex: Sex): PromisedAge {
  const findings = PROMISE_RULE_IDS.map((id): PromiseFinding => {
    const r = PROMISE_RULES.data[id];
    return { id, factor: r.factor, effect: r.effect, rule: r.text, holds: CHECKS[id](f), refs: r.cites };
  });
  const count = (e: PromiseEffect) => findings.filter((x) => x.holds && x.effect === e).length;
  const balance = count('earlier') - count('later');
  const band = bandOf(balance);
  const legalMinimumAge = LEGAL_MINIMUM_AGE.data[sex];
  const ages = AGE_BANDS.data.bands[band];
  const fromAge = Math.max(ages.from, legalMinimumAge);
  const refs = [
    ...new Set([
      ...findings.filter((x) => x.holds).flatMap((x) => x.refs),
      ...AGE_BANDS.cites,
      ...LEGAL_MINIMUM_AGE.cites,
    ]),
  ];
  return { band, balance, fromAge, toAge: Math.max(ages.to, fromAge + 1), legalMinimumAge, findings, refs };
}
