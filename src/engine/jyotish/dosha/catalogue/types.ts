/** Shapes of the dosha catalogue; the HTTP layer turns field names to snake_case (notEvaluated -> not_evaluated). */
import type { Citation } from '../../../tables/sources.ts';
import type { Chart } from '../../chart/types.ts';
import type { Graha, Nakshatra, Sign } from '../../../vocabulary/names.ts';
import type { YogaChart } from '../../yoga/types.ts';

/**
 * What the rules read of a chart. The sign placements are required; the birth panchanga (vara), the moment and the
 * place are optional: a rule that needs one absent is not evaluated. Tithi, karana and yoga fall back to the Sun
 * and Moon longitudes when the panchanga is absent. A full Chart satisfies it.
 */
export type DoshaChart = YogaChart &
  Partial<Pick<Chart, 'panchanga' | 'moment' | 'latitude' | 'longitude' | 'ayanamsa'>>;

export type DoshaGroup = 'graha_yuti' | 'bhava' | 'birth_time' | 'lunar' | 'nodal' | 'kuja' | 'saturn' | 'matching';

export type DoshaStatus = 'present' | 'absent' | 'cancelled' | 'not_evaluated';
export type DoshaSeverity = 'high' | 'medium' | 'low';

/**
 * hand_tested: the rule follows a classical reading it names and has positive and negative tests here.
 * advisory: the classical statement is uncertain or absent (modern practice), whatever the tests.
 */
export type DoshaVerification = 'hand_tested' | 'advisory';

/** Facts about the native or the question that are not in the chart. */
export interface DoshaContext {
  /** The instant (JD UT) transit doshas (sade-sati, kantaka and ashtama Shani) are asked for. */
  asOfJdUt?: number;
  sex?: 'male' | 'female';
  /** The partner's Moon, for the doshas that compare two charts (Nadi, Bhakoot). */
  partnerMoon?: PartnerMoon;
}

/** What the matching doshas read of the partner's chart. */
export interface PartnerMoon {
  nakshatra: Nakshatra;
  pada: number;
  sign: Sign;
  signIndex: number;
}

export interface DoshaFacts {
  /** The chart facts that decided the status, in a sentence (what is known when not evaluated). */
  detail: string;
  grahas: Graha[];
  /** Houses from the lagna. */
  houses: number[];
}

export interface DoshaFinding {
  id: string;
  name: string;
  group: DoshaGroup;
  status: DoshaStatus;
  /** The condition applied (the rule's definition). */
  rule: string;
  facts: DoshaFacts;
  /** The cancellations that hold (empty unless status is cancelled). */
  cancellation: string[];
  severity?: DoshaSeverity;
  /** Why the rule could not be evaluated (only when status is not_evaluated). */
  reason?: string;
  /** Only traditional remedies the rule's refs carry; absent otherwise. */
  remedies?: string[];
  refs: readonly Citation[];
  verification: DoshaVerification;
}

export interface DoshaRule {
  id: string;
  name: string;
  group: DoshaGroup;
  /** The condition as applied, naming the reading chosen. */
  definition: string;
  refs: readonly Citation[];
  verification: DoshaVerification;
  evaluate(chart: DoshaChart, context?: DoshaContext): DoshaFinding;
}

export interface DoshaSummary {
  present: number;
  cancelled: number;
  absent: number;
  not_evaluated: number;
  /** Present findings whose rule is advisory. */
  advisory: number;
}

export interface DoshaReport {
  doshas: DoshaFinding[];
  summary: DoshaSummary;
  method: string;
  refs: Citation[];
}
