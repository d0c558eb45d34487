/**
 * Screens free text (a question_text or a chat message) against the policy table: the first refusal or redirect,
 * in the table's screening order, whose trigger phrase appears as whole words.
 */
import { POLICY, SCREEN_ORDER, type PolicyId } from '../../tables/oracle/policy.ts';
import { QUESTION_IDS, QUESTIONS, type QuestionId } from '../../tables/oracle/questions.ts';
import { matchText, normalise } from './match.ts';

/** Normalised, without articles: "a boy or a girl" meets the trigger "boy or girl". */
const plain = (text: string): string => normalise(text).split(' ').filter((w) => w !== 'a' && w !== 'an' && w !== 'the').join(' ');

export function screenText(text: string): { rule: PolicyId; trigger: string } | null {
  const padded = ` ${plain(text)} `;
  for (const id of SCREEN_ORDER) {
    const trigger = POLICY.data[id].triggers.find((t) => padded.includes(` ${plain(t)} `));
    if (trigger !== undefined) return { rule: id, trigger };
  }
  return null;
}

/** The catalogue question a screened text stands for: among those under the rule, the best keyword match. */
export function questionForRule(rule: PolicyId, text: string): QuestionId {
  const under = QUESTION_IDS.filter((id) => (QUESTIONS.data[id] as { policyRule?: string }).policyRule === rule && QUESTIONS.data[id].policy !== 'answer');
  const first = under[0];
  if (first === undefined) throw new Error(`no catalogue question under policy ${rule}`);
  return matchText(text, under).best?.id ?? first;
}
