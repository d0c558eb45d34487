/**
 * What a model says is checked before it is returned. Each sentence that states a chart fact (names a graha, a sign,
 * a nakshatra, a house, a dasha or a year) must cite facts that exist, and what it names must be in what those facts
 * (or the rules it cites) say; a sentence that fails is removed and listed with the reason. Sentences that state no
 * chart fact are the model's phrasing and kept as such. The answer's parts say which is which.
 */
import { SENTENCE_BREAK } from '../../engine/reports/oracle/decide.ts';
import { GRAHAS, NAKSHATRAS, SIGNS } from '../../engine/vocabulary/names.ts';
import type { PromptFact, PromptRule } from './prompt.ts';

export interface AnswerPart {
  text: string;
  /** computed: a chart statement checked against the facts it cites; phrasing: the model's words, no chart claim. */
  kind: 'computed' | 'phrasing';
  cites: string[];
}

export interface Verified {
  parts: AnswerPart[];
  removed: { sentence: string; reason: string }[];
}

const HOUSE = /\b(1[0-2]|[1-9])(?:st|nd|rd|th)\b/gi;
const YEAR = /\b(1[89]\d\d|2[0-3]\d\d)\b/g;
const DASHA = /\b(maha ?dasha|antar ?dasha|dasha|pratyantar)\b/gi;
const FACT_ID = /\[(F\d+)\]/g;
const RULE_ID = /\(([a-z_]+\.[a-z0-9_.]+)\)/g;

const NAMES: readonly string[] = [...GRAHAS, ...SIGNS, ...NAKSHATRAS].sort((a, b) => b.length - a.length);

/** The chart entities a sentence names: grahas, signs and nakshatras, house numbers, dasha words, years. */
function claimsOf(sentence: string): string[] {
  const found: string[] = [];
  let rest = sentence;
  for (const name of NAMES) {
    const re = new RegExp(`\\b${name}\\b`, 'i');
    if (re.test(rest)) {
      found.push(name);
      rest = rest.replace(new RegExp(`\\b${name}\\b`, 'gi'), ' ');
    }
  }
  for (const m of sentence.matchAll(HOUSE)) found.push(`${m[1]}${ordinalSuffix(Number(m[1]))}`);
  for (const m of sentence.matchAll(DASHA)) found.push(m[1]!.toLowerCase().replace(' ', ''));
  for (const m of sentence.matchAll(YEAR)) found.push(m[1]!);
  return [...new Set(found)];
}

function ordinalSuffix(n: number): string {
  if (n >= 11 && n <= 13) return 'th';
  return n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th';
}

export function verifyAnswer(answer: string, facts: readonly PromptFact[], rules: readonly PromptRule[]): Verified {
  const factText = new Map(facts.map((f) => [f.id, f.text.toLowerCase()]));
  const ruleText = new Map(rules.map((r) => [r.id, `${r.title} ${r.text}`.toLowerCase()]));
  const parts: AnswerPart[] = [];
  const removed: Verified['removed'] = [];
  for (const sentence of answer.split(SENTENCE_BREAK).filter((x) => x.trim() !== '')) {
    const claims = claimsOf(sentence);
    const factIds = [...sentence.matchAll(FACT_ID)].map((m) => m[1]!);
    const ruleIds = [...sentence.matchAll(RULE_ID)].map((m) => m[1]!);
    if (claims.length === 0) {
      parts.push({ text: sentence, kind: 'phrasing', cites: [] });
      continue;
    }
    const unknown = [...factIds.filter((id) => !factText.has(id)), ...ruleIds.filter((id) => !ruleText.has(id))];
    const cited = [...factIds.map((id) => factText.get(id)), ...ruleIds.map((id) => ruleText.get(id))].filter(
      (t): t is string => t !== undefined,
    );
    if (unknown.length > 0) {
      removed.push({ sentence, reason: `cites ${unknown.join(', ')}, which the service did not give` });
      continue;
    }
    if (cited.length === 0) {
      removed.push({ sentence, reason: `states ${claims.join(', ')} without citing a fact` });
      continue;
    }
    const text = cited.join(' ');
    const unsupported = claims.filter((c) => !text.includes(c.toLowerCase()));
    if (unsupported.length > 0) {
      removed.push({ sentence, reason: `${unsupported.join(', ')}: not in the facts it cites` });
      continue;
    }
    parts.push({ text: sentence, kind: 'computed', cites: [...factIds, ...ruleIds] });
  }
  return { parts, removed };
}
