/**
 * Shapes shared by the classical readings (stri jataka, putra bhava). The HTTP layer turns field names to
 * snake_case (omittedByPolicy -> omitted_by_policy). A rule's definition (this folder) holds the words; the
 * engine (jyotish/readings/) computes the placement, picks the verdict and the case whose editorial applies.
 */
import type { Graha, Sign } from '../../vocabulary/names.ts';
import type { Citation } from '../sources.ts';

export type Verdict = 'supportive' | 'mixed' | 'challenging' | 'neutral';

/** The computed fact a finding rests on: a sentence and the grahas, houses (from the lagna) and signs it names. */
export interface ReadingPlacement {
  text: string;
  grahas: Graha[];
  houses: number[];
  signs: Sign[];
}

export interface AttributedText {
  /** A short paraphrase of what the classical rule says (written for this project, not quoted). */
  text: string;
  refs: readonly Citation[];
}

export interface ReadingFinding {
  id: string;
  topic: string;
  placement: ReadingPlacement;
  verdict: Verdict;
  attributed: AttributedText;
  /** A modern, non-fatalistic reading of the same placement. */
  editorial: string;
}

/** A classical rule the service declines to compute, and why. */
export interface OmittedRule {
  id: string;
  topic: string;
  reason: string;
  refs: readonly Citation[];
}

/**
 * One rule's words: what it reads, its classical paraphrase, and an editorial sentence for each case the engine
 * can report (keyed by case name, e.g. 'both_even', 'formed', 'not_formed').
 */
export interface ReadingRuleText<Case extends string = string> {
  id: string;
  topic: string;
  /** The chart factor the rule reads, e.g. "the 7th house from the lagna and the setting navamsa". */
  factor: string;
  attributed: string;
  refs: readonly Citation[];
  editorial: Record<Case, string>;
}
