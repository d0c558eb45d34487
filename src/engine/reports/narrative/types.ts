/** Shapes of the chart narrative; the HTTP layer turns field names to snake_case (scoreTrace -> score_trace). */
import type { Citation } from '../../tables/sources.ts';
import type { NarrativeRuleId } from '../../tables/narrative/rules.ts';
import type { Chart } from '../../jyotish/chart/types.ts';
import type { Graha, Sign } from '../../vocabulary/names.ts';

/** What the narrative reads of a chart: a full Chart satisfies it; tests build one from chosen placements. */
export type NarrativeChart = Pick<Chart, 'lagna' | 'grahas' | 'houses'>;

/** The computed facts a sentence names: grahas, houses (1-12 from the lagna), signs, and any other values. */
export interface SentenceFacts {
  grahas?: Graha[];
  houses?: number[];
  signs?: Sign[];
  values?: Record<string, string | number | boolean>;
}

export interface SentenceRule {
  id: NarrativeRuleId;
  statement: string;
  refs: readonly Citation[];
}

export interface NarrativeSentence {
  text: string;
  facts: SentenceFacts;
  rule: SentenceRule;
}

/** One factor's contribution to a section's score. */
export interface ScoreTerm {
  ruleId: NarrativeRuleId;
  factor: string;
  contribution: number;
}

/** A sentence and, when its rule is scored, the points it adds. */
export interface Finding {
  sentence: NarrativeSentence;
  term?: ScoreTerm;
}

export type Verdict = 'strong' | 'mixed' | 'weak';

export interface NarrativeSection {
  id: string;
  title: string;
  /** House judged, 1-12 from the lagna; for the Moon's section, the house the Moon occupies. */
  bhava: number;
  verdict: Verdict;
  score: number;
  scoreTrace: ScoreTerm[];
  sentences: NarrativeSentence[];
  /** A line of service policy (the 8th house: no death timing); not a rule, no citation. */
  policy?: string;
}

export interface PhaladeepikaNarrative {
  sections: NarrativeSection[];
  method: string;
  refs: Citation[];
}
