/**
 * Free text to a catalogue question, deterministically: the text is normalised, its canonical terms are read with
 * the synonym table (longest phrase first), and each question is scored by the Dice overlap of its keywords with
 * those terms, 2|K and Q| / (|K| + |Q|). The best score wins (ties: more terms matched, then the lower id); a
 * match needs a score of at least 0.5 and one term that names a subject, not only a modifier such as "when".
 */
import { QUESTION_IDS, QUESTIONS, type QuestionId } from '../../tables/oracle/questions.ts';
import { MODIFIERS, SYNONYMS, type Term } from '../../tables/oracle/synonyms.ts';

export const MATCH_THRESHOLD = 0.5;
const MAX_PHRASE = 5;

/**
 * Lower case, letters (of any script: Devanagari questions are screened too, vowel signs kept) and digits only,
 * single spaces; Latin accents dropped.
 */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

const SURFACE = new Map<string, Term>();
for (const [term, surfaces] of Object.entries(SYNONYMS.data) as [Term, readonly string[]][]) {
  for (const s of surfaces) SURFACE.set(normalise(s), term);
}
const MODIFIER_SET = new Set<string>(MODIFIERS.data);

/** The canonical terms of a text, in order of first appearance. */
export function termsOf(text: string): Term[] {
  const words = normalise(text)
    .split(' ')
    .filter((w) => w !== '');
  const found: Term[] = [];
  for (let i = 0; i < words.length;) {
    let step = 1;
    for (let n = Math.min(MAX_PHRASE, words.length - i); n >= 1; n--) {
      const term = SURFACE.get(words.slice(i, i + n).join(' '));
      if (term !== undefined) {
        if (!found.includes(term)) found.push(term);
        step = n;
        break;
      }
    }
    i += step;
  }
  return found;
}

export interface Scored {
  id: QuestionId;
  score: number;
  matched: string[];
}

export function scoreAll(terms: readonly string[], among: readonly QuestionId[] = QUESTION_IDS): Scored[] {
  return among
    .map((id) => {
      const keywords: readonly string[] = QUESTIONS.data[id].keywords;
      const matched = keywords.filter((k) => terms.includes(k));
      return { id, score: matched.length === 0 ? 0 : (2 * matched.length) / (keywords.length + terms.length), matched };
    })
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.matched.length - a.matched.length ||
        QUESTION_IDS.indexOf(a.id) - QUESTION_IDS.indexOf(b.id),
    );
}

export interface TextMatch {
  terms: Term[];
  best: Scored | null;
  /** The next best questions with a score above zero (up to three). */
  closest: Scored[];
}

export function matchText(text: string, among: readonly QuestionId[] = QUESTION_IDS): TextMatch {
  const terms = termsOf(text);
  const ranked = scoreAll(terms, among).filter((s) => s.score > 0);
  const top = ranked[0];
  const understood = top !== undefined && top.score >= MATCH_THRESHOLD && top.matched.some((t) => !MODIFIER_SET.has(t));
  return { terms, best: understood ? top : null, closest: ranked.slice(understood ? 1 : 0, understood ? 4 : 3) };
}
