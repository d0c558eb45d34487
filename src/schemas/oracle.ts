/**
 * Response schemas of the oracle (POST /api/v2/oracle/answer, GET /api/v2/oracle/questions) and the chart-grounded
 * astrologer (POST /api/v2/jyotishi, POST /api/v2/jyotishi/chat).
 */
import { Type } from '@sinclair/typebox';
import { Closed, Conventions, envelopeFields, LocalIso, Nullable, ProveRefs, StringEnum } from './components.ts';
import { LabelsField } from './labels.ts';

const POLICY_ACTIONS = ['answer', 'refuse', 'redirect'] as const;

export const OracleQuestionEntry = Closed(
  {
    id: Type.String({ pattern: '^q(0[1-9]|[1-9][0-9]|100)$' }),
    text: Type.String(),
    topic: Type.String(),
    inputs: Type.Array(StringEnum(['birth', 'partner', 'as_of']), {
      description: "What the question needs: a birth chart, a partner's birth, optionally a date",
    }),
    method: Type.String({
      description: 'The rule that answers it (house_promise, dasha_now, ..., not_computed, policy)',
    }),
    computed: Type.Boolean({
      description: 'true when the service computes an answer; false: PARTIAL (missing named) or policy',
    }),
    policy: StringEnum(POLICY_ACTIONS),
    policy_rule: Nullable(Type.String()),
    keywords: Type.Array(Type.String()),
  },
  { $id: 'OracleQuestionEntry', description: 'One question of the catalogue q01-q100.' },
);

export const OracleQuestionsResult = Closed(
  {
    ...envelopeFields,
    count: Type.Integer(),
    computed: Type.Integer({ description: 'How many questions are computed' }),
    questions: Type.Array(Type.Ref(OracleQuestionEntry)),
    policy: Type.Array(
      Closed({
        rule: Type.String(),
        action: StringEnum(['refuse', 'redirect', 'caution']),
        topic: Type.String(),
        reason: Type.String(),
        wording: Type.String(),
        redirect_to: Nullable(Type.String()),
        prove_refs: ProveRefs,
      }),
    ),
  },
  {
    $id: 'OracleQuestionsResult',
    description: "The oracle's catalogue and its one policy table (the same the chat applies).",
  },
);

const Scored = Closed({ id: Type.String(), text: Type.String(), score: Type.Number({ minimum: 0, maximum: 1 }) });

export const OracleTextMatch = Closed(
  {
    text: Type.String(),
    terms: Type.Array(Type.String(), { description: 'Canonical terms read from the text (synonym table)' }),
    understood: Type.Boolean(),
    via: Nullable(StringEnum(['keywords', 'policy'])),
    trigger: Nullable(Type.String({ description: 'The policy phrase found, when the policy screen matched' })),
    score: Type.Number({
      minimum: 0,
      maximum: 1,
      description: "Dice overlap 2|K and Q| / (|K| + |Q|) of the question's keywords K and the terms Q",
    }),
    matched_terms: Type.Array(Type.String()),
    threshold: Type.Number(),
    closest: Type.Array(Scored, { description: 'The next best questions (or, when not understood, the closest)' }),
  },
  { $id: 'OracleTextMatch', description: 'How question_text was matched to the catalogue, deterministically.' },
);

export const OracleReason = Closed(
  {
    rule: Type.String(),
    fact: Type.String(),
    effect: StringEnum(['supports', 'weakens', 'neutral', 'informs']),
    points: Type.Optional(Type.Number()),
  },
  { $id: 'OracleReason', description: 'One step of the reasoning: the rule applied and the chart fact it read.' },
);

export const OracleWindow = Closed(
  {
    start: LocalIso('Start, local time at the birth place'),
    end: LocalIso('End, local time at the birth place'),
    maha: Nullable(Type.String({ description: 'Mahadasha lord; null for a muhurta window' })),
    antar: Nullable(Type.String()),
    basis: Type.String(),
  },
  {
    $id: 'OracleWindow',
    description: 'A timing window: a dasha period, or a muhurta window of an act, and why it is chosen.',
  },
);

const PolicyBlock = Closed({
  action: StringEnum(POLICY_ACTIONS),
  rule: Nullable(Type.String()),
  topic: Nullable(Type.String()),
  reason: Nullable(Type.String()),
  wording: Nullable(
    Type.String({
      description: 'What the user is told: the refusal, the redirect, or the caution that goes with the answer',
    }),
  ),
  redirect_to: Nullable(Type.String()),
  prove_refs: ProveRefs,
});

export const OracleAnswerResult = Closed(
  {
    ...envelopeFields,
    question: Nullable(Type.Ref(OracleQuestionEntry)),
    matched_from: StringEnum(['question_id', 'question_text']),
    text_match: Nullable(Type.Ref(OracleTextMatch)),
    policy: PolicyBlock,
    answered_question: Nullable(
      Type.String({ description: 'The question whose answer is given: the one asked, or the one a redirect leads to' }),
    ),
    verdict: Nullable(Type.String()),
    verdict_tier: Type.Literal('service'),
    summary: Type.String(),
    reasoning: Type.Array(Type.Ref(OracleReason)),
    timing_windows: Type.Array(Type.Ref(OracleWindow)),
    missing: Type.Array(Type.String(), { description: 'What the service lacks to answer (PARTIAL)' }),
    as_of: Nullable(LocalIso('The instant transits and running dashas were read at')),
    conventions: Type.Optional(Type.Ref(Conventions)),
    disclaimer: Type.String(),
    ...LabelsField,
  },
  {
    $id: 'OracleAnswerResult',
    description:
      'A catalogue question answered from the computed chart, refused, redirected, or PARTIAL with what is missing.',
  },
);

// --- the chart-grounded astrologer ----------------------------------------------------------------------------------

export const JyotishiFacts = Closed(
  {
    facts: Type.Array(
      Closed({
        id: Type.String({ pattern: '^F[0-9]+$' }),
        kind: StringEnum(['lagna', 'graha', 'dasha', 'transit', 'yoga', 'dosha']),
        text: Type.String(),
      }),
    ),
    dasha: Type.Array(
      Closed({
        level: Type.String(),
        lord: Type.String(),
        end: LocalIso('End of the running period at the birth place'),
      }),
    ),
    as_of: LocalIso('The instant the dashas and transits were read at'),
    conventions: Type.Ref(Conventions),
    prove_refs: ProveRefs,
  },
  {
    $id: 'JyotishiFacts',
    description: 'The facts block: computed chart facts, numbered, the only facts the model is given.',
  },
);

const ChatFields = {
  provider: Nullable(
    Type.String({ description: "The model server's host (never a key), or null when no model answered" }),
  ),
  model: Nullable(Type.String()),
  reason: Nullable(
    Type.String({
      description: 'Why the answer is composed from the facts instead of by the model (no provider, timeout, error)',
    }),
  ),
  facts_used: Type.Array(Type.String({ description: 'Fact ids the answer cites' })),
  answered_question: Nullable(
    Type.String({
      description:
        'Without a model: the oracle question (q01-q100) whose computed answer leads the reply, read from the ' +
        'message (and the previous one, for a follow-up such as "and when?")',
    }),
  ),
  unverified_removed: Type.Array(Closed({ sentence: Type.String(), reason: Type.String() }), {
    description:
      "Sentences of the model's answer taken out because what they state (a graha, sign, nakshatra, house, dasha or " +
      'year) is not in the facts they cite, or because they cite facts that do not exist',
  }),
  parts: Type.Array(
    Closed({
      text: Type.String(),
      kind: StringEnum(['computed', 'phrasing'], {
        description:
          "computed: a chart statement checked against the facts it cites, or the service's own text; phrasing: " +
          "the model's words, stating no chart fact",
      }),
      cites: Type.Array(Type.String()),
    }),
    { description: 'The answer, part by part, with what each part is' },
  ),
  policy_removed: Type.Array(Closed({ sentence: Type.String(), rule: Type.String() }), {
    description:
      "Sentences of the model's answer taken out because the policy refuses what they say (the rules that screen " +
      'questions screen answers too)',
  }),
};

const PolicyRef = Nullable(
  Closed({ rule: Type.String(), action: StringEnum(['refuse', 'redirect', 'out_of_scope']), wording: Type.String() }),
);

export const JyotishiResult = Closed(
  {
    ...envelopeFields,
    answer: Type.String(),
    declined: PolicyRef,
    ...ChatFields,
    facts: Nullable(Type.Ref(JyotishiFacts)),
    chart_source: StringEnum(['request', 'vault_profile', 'vault_chart']),
    disclaimer: Type.String(),
    ...LabelsField,
  },
  {
    $id: 'JyotishiResult',
    description: "The astrologer's answer from the computed facts, with the facts and citations it rests on.",
  },
);

export const RetrievedRule = Closed(
  {
    id: Type.String(),
    kind: StringEnum(['yoga', 'dosha', 'oracle', 'policy']),
    title: Type.String(),
    text: Type.String(),
    score: Type.Number(),
    prove_refs: ProveRefs,
  },
  { $id: 'RetrievedRule', description: 'A cited rule of the service retrieved for the message (MiniSearch, BM25).' },
);

export const JyotishiChatResult = Closed(
  {
    ...envelopeFields,
    reply: Closed({ role: Type.Literal('assistant'), content: Type.String() }),
    declined: PolicyRef,
    ...ChatFields,
    retrieved: Type.Array(Type.Ref(RetrievedRule)),
    facts: Nullable(Type.Ref(JyotishiFacts)),
    disclaimer: Type.String(),
    ...LabelsField,
  },
  {
    $id: 'JyotishiChatResult',
    description: 'One reply of the cited chat: the retrieved rules, the facts, and the reply or a polite refusal.',
  },
);

export const JYOTISHI_COMPONENTS = [JyotishiFacts, JyotishiResult, RetrievedRule, JyotishiChatResult];
export const ORACLE_COMPONENTS = [
  OracleQuestionEntry,
  OracleQuestionsResult,
  OracleTextMatch,
  OracleReason,
  OracleWindow,
  OracleAnswerResult,
  ...JYOTISHI_COMPONENTS,
];
