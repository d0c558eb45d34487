/**
 * One policy decision for any text, shared by the oracle and both chat routes, applied to questions and to what a
 * model answers: a refusal or redirect when the text holds one of a rule's trigger phrases, or when it reads as a
 * catalogue question the policy refuses or redirects (the keyword matcher, with its synonyms, catches paraphrases
 * that no phrase lists).
 */
import { POLICY, type PolicyId } from '../../tables/oracle/policy.ts';
import { QUESTIONS, type QuestionId } from '../../tables/oracle/questions.ts';
import { matchText } from './match.ts';
import { screenText } from './screen.ts';

export interface PolicyDecision {
  rule: PolicyId;
  action: 'refuse' | 'redirect';
  /** The trigger phrase found, or the catalogue question the text was read as. */
  via: { phrase: string } | { question: QuestionId };
}

export function policyDecision(text: string): PolicyDecision | null {
  const screened = screenText(text);
  if (screened !== null) return decision(screened.rule, { phrase: screened.trigger });
  const best = matchText(text).best;
  if (best === null) return null;
  const q = QUESTIONS.data[best.id] as (typeof QUESTIONS.data)[QuestionId] & { policyRule?: PolicyId };
  if (q.policy === 'answer' || q.policyRule === undefined) return null;
  return decision(q.policyRule, { question: best.id });
}

function decision(rule: PolicyId, via: PolicyDecision['via']): PolicyDecision {
  return { rule, action: POLICY.data[rule].action === 'redirect' ? 'redirect' : 'refuse', via };
}

/** Sentence boundaries: a stop, question or exclamation mark, or the Devanagari danda, then space; or a line break. */
export const SENTENCE_BREAK = /(?<=[.!?\u0964])\s+|\n+/;

/** The model's answer with every sentence the policy refuses taken out (a redirect is no ground to cut). */
export function screenAnswer(answer: string): { kept: string; removed: { sentence: string; rule: string }[] } {
  const kept: string[] = [];
  const removed: { sentence: string; rule: string }[] = [];
  for (const sentence of answer.split(SENTENCE_BREAK).filter((x) => x.trim() !== '')) {
    const d = policyDecision(sentence);
    if (d !== null && d.action === 'refuse') removed.push({ sentence, rule: d.rule });
    else kept.push(sentence);
  }
  return { kept: kept.join(' '), removed };
}
