/** The shape of a narrative rule: what the classical rule says (in the project's words), its sentence, its sources. */
import type { Citation } from '../sources.ts';

export interface NarrativeRule {
  /** The rule paraphrased, with the reading chosen where the texts allow more than one. */
  statement: string;
  /** The sentence, with {slot} names filled from computed facts; nothing else is ever written. */
  template: string;
  refs: readonly Citation[];
}
