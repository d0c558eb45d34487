/** Fills a rule's template from computed facts; a slot left unfilled is a programming error, never shown. */
import { NARRATIVE_RULES, type NarrativeRuleId } from '../../tables/narrative/rules.ts';
import type { Finding, NarrativeSentence, SentenceFacts } from './types.ts';

export type Slots = Record<string, string | number>;

export function say(id: NarrativeRuleId, slots: Slots, facts: SentenceFacts): NarrativeSentence {
  const rule = NARRATIVE_RULES[id];
  const text = rule.template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = slots[name];
    if (value === undefined) throw new Error(`narrative rule ${id}: slot {${name}} not filled`);
    return String(value);
  });
  const first = text.charAt(0).toUpperCase() + text.slice(1);
  return { text: first, facts, rule: { id, statement: rule.statement, refs: rule.refs } };
}

/** A finding whose rule adds `contribution` points under the label `factor`. */
export function scored(sentence: NarrativeSentence, factor: string, contribution: number): Finding {
  return { sentence, term: { ruleId: sentence.rule.id, factor, contribution } };
}

/** A finding that describes without scoring. */
export function described(sentence: NarrativeSentence): Finding {
  return { sentence };
}
