/**
 * The messages the model gets: instructions (answer only from the facts and rules, cite them, never the refused
 * topics), then the conversation so far, then the facts block, the retrieved rules and the question. Nothing else
 * about the caller: no name, e-mail, token, account or saved-chart label.
 */
import { POLICY } from '../../engine/tables/oracle/policy.ts';
import type { ChatMessage } from './port.ts';

export interface PromptFact {
  id: string;
  text: string;
}

export interface PromptRule {
  id: string;
  title: string;
  text: string;
}

const REFUSED = [
  POLICY.data.death_date,
  POLICY.data.child_sex,
  POLICY.data.medical_certainty,
  POLICY.data.legal_certainty,
  POLICY.data.financial_certainty,
].map((p) => p.topic);

export const INSTRUCTIONS = [
  'You are a Vedic (sidereal) astrologer answering from facts a computation service has computed for this chart.',
  'Use only the FACTS and RULES given below; cite each statement with its fact id in square brackets, e.g. [F3], ' +
    'or its rule id in parentheses, e.g. (yoga.gaja_kesari).',
  'If the facts do not answer the question, say so plainly; never invent a placement, a period or a verse.',
  'Speak of tendencies and supportive periods, never certainties.',
  `Never answer about: ${REFUSED.join('; ')}. Decline politely if asked.`,
  'Answer in under 200 words, in the language of the question.',
].join('\n');

export function buildMessages(
  question: string,
  facts: readonly PromptFact[],
  rules: readonly PromptRule[],
  history: readonly ChatMessage[] = [],
): ChatMessage[] {
  const factLines =
    facts.length === 0
      ? '(no chart given: answer from the rules only)'
      : facts.map((f) => `[${f.id}] ${f.text}`).join('\n');
  const ruleLines =
    rules.length === 0 ? '(none retrieved)' : rules.map((r) => `(${r.id}) ${r.title}: ${r.text}`).join('\n');
  return [
    { role: 'system', content: INSTRUCTIONS },
    ...history,
    { role: 'user', content: `FACTS:\n${factLines}\n\nRULES:\n${ruleLines}\n\nQUESTION: ${question}` },
  ];
}

/** Fact ids the answer cites, in the order of the facts. */
export function citedFacts(answer: string, facts: readonly PromptFact[]): string[] {
  const cited = new Set([...answer.matchAll(/\[(F\d+)\]/g)].map((m) => m[1]));
  return facts.filter((f) => cited.has(f.id)).map((f) => f.id);
}
