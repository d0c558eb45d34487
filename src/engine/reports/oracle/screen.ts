/**
 * Screens free text (a question_text or a chat message) against the policy table: the first refusal or redirect,
 * in the table's screening order, whose trigger phrase appears as whole words.
 */
import { POLICY, SCREEN_ORDER, type PolicyId } from '../../tables/oracle/policy.ts';
import { QUESTION_IDS, QUESTIONS, type QuestionId } from '../../tables/oracle/questions.ts';
import { matchText, normalise } from './match.ts';

/** Normalised, without articles: "a boy or a girl" meets the trigger "boy or girl". */
const plain = (text: string): string =>
  normalise(text)
    .split(' ')
    .filter((w) => w !== 'a' && w !== 'an' && w !== 'the')
    .join(' ');

/** Each screened rule's triggers, normalised once. */
const SCREENED = SCREEN_ORDER.map((id) => ({
  id,
  triggers: POLICY.data[id].triggers.map((t) => ({ t, padded: ` ${plain(t)} ` })),
}));

export function screenText(text: string): { rule: PolicyId; trigger: string } | null {
  const padded = ` ${plain(text)} `;
  for (const { id, triggers } of SCREENED) {
    const hit = triggers.find((x) => padded.includes(x.padded));
    if (hit !== undefined) return { rule: id, trigger: hit.t };
  }
  return null;
}

/**
 * The catalogue question a screened text stands for: among those under the rule, the best keyword match; null for
 * a rule no catalogue question asks (caste and worth).
 */
export function questionForRule(rule: PolicyId, text: string): QuestionId | null {
  const under = QUESTION_IDS.filter(
    (id) =>
      (QUESTIONS.data[id] as { policyRule?: string }).policyRule === rule && QUESTIONS.data[id].policy !== 'answer',
  );
  const first = under[0];
  if (first === undefined) return null;
  return matchText(text, under).best?.id ?? first;
}
