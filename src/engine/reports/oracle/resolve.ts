/**
 * question_text to a catalogue question: the policy screen first (a refusal or redirect must not be missed
 * because the words also match an answerable question), then the keyword match.
 */
import type { PolicyId } from '../../tables/oracle/policy.ts';
import type { QuestionId } from '../../tables/oracle/questions.ts';
import { matchText, type Scored } from './match.ts';
import { questionForRule, screenText } from './screen.ts';

export type Resolution =
  | {
      understood: true;
      id: QuestionId;
      via: 'policy';
      rule: PolicyId;
      trigger: string;
      terms: string[];
      score: number;
      matched: string[];
      closest: Scored[];
    }
  | {
      understood: true;
      id: QuestionId;
      via: 'keywords';
      terms: string[];
      score: number;
      matched: string[];
      closest: Scored[];
    }
  | { understood: false; refused?: undefined; terms: string[]; closest: Scored[] }
  /** Refused by a policy rule that no catalogue question asks. */
  | { understood: false; refused: { rule: PolicyId; trigger: string }; terms: string[]; closest: Scored[] };

export function resolveText(text: string): Resolution {
  const m = matchText(text);
  const screened = screenText(text);
  if (screened !== null) {
    const id = questionForRule(screened.rule, text);
    if (id === null) return { understood: false, refused: screened, terms: m.terms, closest: m.closest };
    const own = m.best?.id === id ? m.best : null;
    return {
      understood: true,
      id,
      via: 'policy',
      rule: screened.rule,
      trigger: screened.trigger,
      terms: m.terms,
      score: own?.score ?? 1,
      matched: own?.matched ?? [],
      closest: m.closest.filter((c) => c.id !== id),
    };
  }
  if (m.best === null) return { understood: false, terms: m.terms, closest: m.closest };
  return {
    understood: true,
    id: m.best.id,
    via: 'keywords',
    terms: m.terms,
    score: m.best.score,
    matched: m.best.matched,
    closest: m.closest,
  };
}
