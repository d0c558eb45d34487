/**
 * Retrieval over the service's own cited rules: the yoga and dosha catalogues' definitions, the
 * oracle's questions and the policy table, indexed once with MiniSearch (BM25, prefix and fuzzy terms). The chat
 * returns what it retrieved as `retrieved`, each item with its prove_refs, and gives the same texts to the model.
 */
import MiniSearch from 'minisearch';
import { DOSHA_RULES } from '../../engine/jyotish/dosha/catalogue/index.ts';
import { YOGA_RULES } from '../../engine/jyotish/yoga/index.ts';
import { POLICY, type PolicyRule } from '../../engine/tables/oracle/policy.ts';
import { QUESTION_IDS, QUESTIONS } from '../../engine/tables/oracle/questions.ts';
import type { Citation } from '../../engine/tables/sources.ts';

export interface RuleDoc {
  id: string;
  kind: 'yoga' | 'dosha' | 'oracle' | 'policy';
  title: string;
  text: string;
  refs: readonly Citation[];
}

function documents(): RuleDoc[] {
  return [
    // The arishta yogas speak of a child's death: the policy answers nothing about death, so they are not offered.
    ...YOGA_RULES.filter((r) => r.family !== 'arishta').map((r): RuleDoc => ({
      id: `yoga.${r.id}`,
      kind: 'yoga',
      title: r.name,
      text: r.definition,
      refs: r.refs,
    })),
    ...DOSHA_RULES.map((r): RuleDoc => ({
      id: `dosha.${r.id}`,
      kind: 'dosha',
      title: r.name,
      text: r.definition,
      refs: r.refs,
    })),
    ...QUESTION_IDS.map((id): RuleDoc => {
      const q = QUESTIONS.data[id];
      const how =
        q.method.rule === 'not_computed'
          ? `Not computed yet: ${q.method.missing.join('; ')}`
          : `Answered by the oracle (${q.method.rule}) from the chart.`;
      return { id: `oracle.${id}`, kind: 'oracle', title: q.text, text: `${q.topic}. ${how}`, refs: QUESTIONS.cites };
    }),
    ...(Object.entries(POLICY.data) as [string, PolicyRule][]).map(([id, p]): RuleDoc => ({
      id: `policy.${id}`,
      kind: 'policy',
      title: p.topic,
      text: `${p.reason} ${p.wording}`,
      refs: p.cites,
    })),
  ];
}

/** Words that say nothing about a rule: left out of the index and of queries, so "what is" matches nothing. */
const STOP = new Set(
  (
    'a an and are as at be been but by can could did do does for from had has have how i if in into is it its me ' +
    'my of on or our so ' +
    'than that the their them then there these they this to was we were what when where which who whom why will ' +
    'with would you your about any tell please'
  ).split(' '),
);

const processTerm = (term: string): string | null => {
  const t = term.toLowerCase();
  return t.length < 2 || STOP.has(t) ? null : t;
};

let index: { search: MiniSearch<RuleDoc>; byId: Map<string, RuleDoc> } | undefined;

function built() {
  if (index !== undefined) return index;
  const docs = documents();
  const search = new MiniSearch<RuleDoc>({
    fields: ['title', 'text'],
    storeFields: ['id'],
    processTerm,
    // Prefix and typo matching only for longer words: short ones would match half the index.
    searchOptions: {
      boost: { title: 3 },
      prefix: (t) => t.length >= 4,
      fuzzy: (t) => (t.length >= 6 ? 0.2 : false),
      processTerm,
    },
  });
  search.addAll(docs);
  index = { search, byId: new Map(docs.map((d) => [d.id, d])) };
  return index;
}

export interface Retrieved extends RuleDoc {
  score: number;
}

/** BM25 score below which a hit is noise (a stray partial word), measured on off-topic messages (at most 2.5). */
export const MIN_SCORE = 5;

/** The best `k` rules for a text scoring at least MIN_SCORE, best first (MiniSearch's order, deterministic). */
export function retrieveRules(text: string, k = 5): Retrieved[] {
  const { search, byId } = built();
  return search
    .search(text)
    .filter((hit) => hit.score >= MIN_SCORE)
    .slice(0, k)
    .flatMap((hit) => {
      const doc = byId.get(String(hit.id));
      return doc === undefined ? [] : [{ ...doc, score: hit.score }];
    });
}

export const ruleDocCount = (): number => built().byId.size;

/** Lower case, letters and digits, single spaces: "Sade-sati" and "sade sati" read the same. */
const plain = (text: string): string =>
  ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

/** A yoga's or dosha's own name, as a chart's facts and a question spell it (" gaja kesari ", " sade sati "). */
const shortName = (title: string): string => plain(title.split('(')[0]!.replace(/\b(yoga|dosha)\b/gi, ''));

/**
 * With a chart: the yogas and doshas retrieved are kept only when formed in it (named in its facts) or named in the
 * question itself (a definition asked for); the oracle's questions and the policy always stay.
 */
export function formedOnly(rules: readonly Retrieved[], facts: readonly { text: string }[], question: string) {
  if (facts.length === 0) return [...rules];
  const factText = facts.map((f) => plain(f.text)).join('\n');
  const asked = plain(question);
  return rules.filter((r) => {
    if (r.kind !== 'yoga' && r.kind !== 'dosha') return true;
    const name = shortName(r.title);
    return name.trim() !== '' && (factText.includes(name) || asked.includes(name));
  });
}
