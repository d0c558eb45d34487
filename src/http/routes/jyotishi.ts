/**
 * The chart-grounded astrologer. POST /api/v2/jyotishi: one question about a chart given in the body
 * or saved in the caller's vault (`use_vault` with the bearer session). POST /api/v2/jyotishi/chat: a bounded
 * conversation with retrieval of the service's own cited rules. The chart is computed server-side into a facts
 * block (a compute task); the model (services/chat) only phrases those facts. The one policy table screens every
 * question first; without a model, or when it fails, the answer is composed from the facts (200, PARTIAL, reason).
 * Both routes use the heavy rate budget.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { termsOf } from '../../engine/reports/oracle/match.ts';
import { policyDecision } from '../../engine/reports/oracle/decide.ts';
import { askedQuestion, oracleReading, readingText, withReading } from './jyotishi-oracle.ts';
import { OUT_OF_SCOPE, POLICY } from '../../engine/tables/oracle/policy.ts';
import type { AuthService } from '../../services/accounts/auth-service.ts';
import { ask, type AskInput, type AskResult } from '../../services/chat/ask.ts';
import { askStreaming } from '../../services/chat/ask-stream.ts';
import type { AnswerPart } from '../../services/chat/verify.ts';
import { sendEvents } from '../event-stream.ts';
import type { ChatMessage, ChatProvider } from '../../services/chat/port.ts';
import { formedOnly, retrieveRules, type Retrieved } from '../../services/chat/retrieval.ts';
import type { BirthDetails, ChartStore } from '../../storage/vault-ports.ts';
import { requireAccount } from '../account/session.ts';
import { withZone } from '../account/birth-zone.ts';
import type { Compute } from '../../compute/port.ts';
import type { Lang } from '../../engine/tables/labels/index.ts';
import { withLabels } from '../../compute/labels.ts';
import { DISCLAIMER } from '../../compute/oracle/present.ts';
import { birthFields, type BirthBody } from '../../compute/oracle/request.ts';
import { InputError } from '../../compute/input-error.ts';
import { SECURITY } from '../plugins/openapi.ts';
import { toProveRefs } from '../../compute/prove-refs.ts';
import { JyotishiChatResult, JyotishiResult } from '../../schemas/oracle.ts';
import { withErrors } from '../../schemas/responses.ts';
import { SessionRequired } from '../../schemas/vault.ts';
import { LangField } from '../../schemas/lang.ts';
import { MULTILINE } from '../../schemas/common.ts';

import {} from '../../compute/tasks/jyotishi.ts';

const TAG = 'Questions, readings and AI';
/** No credentials, the free key, or the bearer session (needed only with use_vault). */
const OPTIONAL_SESSION = [...SECURITY.optionalKey, ...SECURITY.bearerSession];
const LUCKNOW = { date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 };
/** Bounds of a conversation: messages kept, characters per message. */
export const CHAT_LIMITS = { messages: 20, messageChars: 2000, questionChars: 1000, retrieved: 5 } as const;

const streamField = {
  stream: Type.Optional(
    Type.Boolean({
      description:
        'true: answer as server-sent events (text/event-stream): a `part` event for each part of the answer as it ' +
        "passes the checks (a model's sentence the moment it is verified), then one `answer` event with the whole " +
        'response as without stream; a failure after the events began is an `error` event with status and detail.',
    }),
  ),
};

const vaultFields = {
  use_vault: Type.Optional(
    Type.Boolean({
      description:
        "Use the caller's saved chart (authorization: Bearer <session>): chart_id, else the profile's birth details",
    }),
  ),
  chart_id: Type.Optional(Type.String({ maxLength: 64, description: 'With use_vault: which saved chart' })),
};

const JyotishiReq = Type.Object(
  {
    question: Type.String({ minLength: 1, maxLength: CHAT_LIMITS.questionChars, [MULTILINE]: true }),
    ...birthFields,
    ...vaultFields,
    ...streamField,
    ...LangField,
  },
  {
    additionalProperties: false,
    title: 'JyotishiReq',
    description: 'A question, and the birth details or use_vault.',
    examples: [{ question: 'When will I get married?', ...LUCKNOW }],
  },
);
const ChatMessageBody = Type.Object(
  {
    role: Type.Union([Type.Literal('user'), Type.Literal('assistant')]),
    // A message is typed text: its line breaks are its own (MULTILINE keeps tab, line feed and carriage return).
    content: Type.String({ minLength: 1, maxLength: CHAT_LIMITS.messageChars, [MULTILINE]: true }),
  },
  { additionalProperties: false },
);
const JyotishiChatReq = Type.Object(
  {
    messages: Type.Array(ChatMessageBody, {
      minItems: 1,
      maxItems: CHAT_LIMITS.messages,
      description: `The conversation, oldest first, ending with the user's message (at most ${CHAT_LIMITS.messages})`,
    }),
    ...birthFields,
    ...vaultFields,
    ...streamField,
    ...LangField,
  },
  {
    additionalProperties: false,
    title: '_JyotishiChatReq',
    description:
      'A bounded conversation; birth details or use_vault optional (without them, only the rules are retrieved).',
    examples: [{ messages: [{ role: 'user', content: 'What is Gaja Kesari yoga and do I have it?' }], ...LUCKNOW }],
  },
);

/** A 200 that is the JSON result, or with `stream` the same result at the end of server-sent events. */
const orEvents = (result: TSchema & { $id?: string }) =>
  Type.Unsafe<unknown>({
    description: `${result.$id ?? 'The result'} as JSON, or with stream true as server-sent events ending in it`,
    content: {
      'application/json': { schema: Type.Ref(result) },
      'text/event-stream': { schema: { type: 'string' } },
    },
  });

type VaultBody = BirthBody & { use_vault?: boolean; chart_id?: string; lang?: Lang; stream?: boolean };
type Body = VaultBody & { question: string };
type ChatBody = VaultBody & { messages: { role: 'user' | 'assistant'; content: string }[] };

/**
 * The names the facts block spells: grahas (dasha lords, placements), signs and nakshatras; and the yoga and dosha
 * catalogue entries the passages retrieved are titled by.
 */
const CHAT_LABEL_KINDS = ['graha', 'sign', 'nakshatra', 'dasha_level', 'yoga_combination', 'dosha'] as const;

type Facts = {
  facts: { id: string; kind: string; text: string }[];
  prove_refs: ReturnType<typeof toProveRefs>;
} & Record<string, unknown>;

interface Deps {
  now: () => number;
  compute: Compute;
  chat: ChatProvider | undefined;
  auth: AuthService;
  charts: ChartStore;
}

/** The birth to compute: the request's, or the caller's saved one (only the birth fields, never the label). */
async function birthOf(
  deps: Deps,
  req: FastifyRequest,
  body: VaultBody,
): Promise<{ birth: BirthBody; source: 'request' | 'vault_profile' | 'vault_chart' } | null> {
  const options = {
    ...(body.ayanamsa === undefined ? {} : { ayanamsa: body.ayanamsa }),
    ...(body.node_type === undefined ? {} : { node_type: body.node_type }),
    ...(body.as_of === undefined ? {} : { as_of: body.as_of }),
  };
  if (body.use_vault !== true) {
    if (
      body.date === undefined &&
      body.time === undefined &&
      body.latitude === undefined &&
      body.longitude === undefined
    )
      return null;
    const { use_vault: _u, chart_id: _c, ...rest } = body;
    return { birth: rest, source: 'request' };
  }
  const account = await requireAccount(deps.auth, req);
  const saved: BirthDetails | null | undefined =
    body.chart_id === undefined ? account.birth : (await deps.charts.get(account.id, body.chart_id))?.birth;
  if (saved === undefined || saved === null) {
    throw InputError.at(
      ['body', body.chart_id === undefined ? 'use_vault' : 'chart_id'],
      body.chart_id === undefined
        ? 'The account has no birth details in its profile: send chart_id of a saved chart, or the birth fields'
        : 'No saved chart of this account has this id',
    );
  }
  const b = withZone(saved);
  const birth: BirthBody = {
    date: b.date,
    time: b.time,
    latitude: b.latitude,
    longitude: b.longitude,
    ...(b.timezone === undefined ? {} : { timezone: b.timezone }),
    ...(b.utc_offset === undefined ? {} : { utc_offset: b.utc_offset }),
    ...(b.gender === undefined ? {} : { gender: b.gender }),
    ...options,
  };
  return { birth, source: body.chart_id === undefined ? 'vault_profile' : 'vault_chart' };
}

/** A refusal or redirect of the policy table, or out of scope: the polite words, and no model call. */
function declineOf(
  text: string,
  retrieved: readonly Retrieved[],
): {
  rule: string;
  action: 'refuse' | 'redirect' | 'out_of_scope';
  wording: string;
  refs: ReturnType<typeof toProveRefs>;
} | null {
  const decided = policyDecision(text);
  if (decided !== null) {
    const p = POLICY.data[decided.rule];
    return { rule: decided.rule, action: decided.action, wording: p.wording, refs: toProveRefs(p.cites) };
  }
  if (termsOf(text).length === 0 && retrieved.length === 0)
    return {
      rule: 'out_of_scope',
      action: 'out_of_scope',
      wording: OUT_OF_SCOPE.data.wording,
      refs: toProveRefs(OUT_OF_SCOPE.cites),
    };
  return null;
}

const presentRetrieved = (r: Retrieved) => ({
  id: r.id,
  kind: r.kind,
  title: r.title,
  text: r.text,
  score: r.score,
  prove_refs: toProveRefs(r.refs),
});

/** What both astrologer routes answer for a declined question besides its words: no model asked, nothing cut. */
function declinedFields(declined: NonNullable<ReturnType<typeof declineOf>>) {
  return {
    engine_status: 'LIVE' as const,
    answered_question: null,
    declined: { rule: declined.rule, action: declined.action, wording: declined.wording },
    provider: null,
    model: null,
    reason: null,
    facts_used: [],
    policy_removed: [],
    unverified_removed: [],
    parts: [{ text: declined.wording, kind: 'computed' as const, cites: [] }],
    prove_refs: declined.refs,
  };
}

/** A signal that fires when the client goes away before its answer is sent: the model's call is then aborted. */
function gone(reply: FastifyReply): AbortSignal {
  const ac = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) ac.abort();
  });
  return ac.signal;
}

function chatFields(r: AskResult) {
  return {
    provider: r.provider,
    model: r.model,
    reason: r.reason,
    facts_used: r.factsUsed,
    policy_removed: r.policyRemoved,
    unverified_removed: r.unverifiedRemoved,
    parts: r.parts,
  };
}

/** What an answer rests on, computed before any model is asked (so bad input is a 4xx, never a failed stream). */
async function prepareAnswer(deps: Pick<Deps, 'now' | 'compute'>, question: string, birth: BirthBody) {
  const retrieved = retrieveRules(question, CHAT_LIMITS.retrieved);
  const declined = declineOf(question, retrieved);
  const facts = JSON.parse(await deps.compute.run('jyotishiFacts', { body: birth, now: deps.now() })) as Facts;
  return { question, birth, declined, facts, rules: formedOnly(retrieved, facts.facts, question) };
}

/** The model's checked answer, streamed sentence by sentence when `onPart` is given, else in one piece. */
const askModel = (chat: ChatProvider | undefined, input: AskInput, onPart?: (part: AnswerPart) => void) =>
  onPart === undefined ? ask(chat, input) : askStreaming(chat, input, onPart);

async function answerPrepared(
  deps: Pick<Deps, 'now' | 'compute' | 'chat'>,
  p: Awaited<ReturnType<typeof prepareAnswer>>,
  signal?: AbortSignal,
  onPart?: (part: AnswerPart) => void,
) {
  const base = { success: true, facts: p.facts, disclaimer: DISCLAIMER };
  if (p.declined !== null) return { ...base, answer: p.declined.wording, ...declinedFields(p.declined) };
  const input = {
    question: p.question,
    facts: p.facts.facts,
    rules: p.rules,
    ...(signal === undefined ? {} : { signal }),
  };
  const r = await askModel(deps.chat, input, onPart);
  const id = r.provider === null || r.reason !== null ? askedQuestion(p.question, null) : null;
  const reading = id === null ? null : await oracleReading(deps, id, p.birth);
  return {
    ...base,
    engine_status: r.status,
    answer: reading === null ? r.answer : withReading(reading, r.answer),
    answered_question: reading?.question ?? null,
    declined: null,
    ...chatFields(r),
    // The oracle's computed answer leads the parts too, as it leads the answer.
    parts:
      reading === null ? r.parts : [{ text: readingText(reading), kind: 'computed' as const, cites: [] }, ...r.parts],
    prove_refs: [...p.facts.prove_refs, ...toProveRefs(p.rules.flatMap((x) => x.refs))],
  };
}

/**
 * One question to the astrologer for a birth (the route and the /ask page): declined under the policy, or the
 * model's checked answer, or without a model the oracle's computed answer and the facts.
 */
export async function astrologerAnswer(
  deps: Pick<Deps, 'now' | 'compute' | 'chat'>,
  question: string,
  birth: BirthBody,
  signal?: AbortSignal,
) {
  return answerPrepared(deps, await prepareAnswer(deps, question, birth), signal);
}

export async function jyotishiRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  /** Without a model: the oracle's computed answer to the question the message asks, if it asks one. */
  const readingFor = async (message: string, previous: string | null, birth: BirthBody) => {
    const id = askedQuestion(message, previous);
    return id === null ? null : oracleReading(deps, id, birth);
  };
  const factsFor = async (birth: BirthBody): Promise<Facts> =>
    JSON.parse(await deps.compute.run('jyotishiFacts', { body: birth, now: deps.now() })) as Facts;

  app.post<{ Body: Body }>(
    '/api/v2/jyotishi',
    {
      schema: {
        tags: [TAG],
        summary:
          "Chart-grounded astrologer: the chart (from the body, or the caller's vault with use_vault) is " +
          'recomputed into a numbered facts block (chart, running dashas, transits, yogas, doshas); ' +
          'the model gets only those facts and the question and must cite them. Refused topics are declined ' +
          'without a model call. Without a model (LLM_BASE_URL) or when it fails: 200 PARTIAL, answer composed ' +
          'from the facts, with the reason. Heavy rate budget.',
        operationId: 'jyotishi',
        security: OPTIONAL_SESSION,
        body: JyotishiReq,
        response: withErrors(orEvents(JyotishiResult), { 401: SessionRequired }),
      },
      config: { rateLimit: 'heavy' },
    },
    async (req, reply) => {
      const body = req.body;
      const given = await birthOf(deps, req, body);
      if (given === null) {
        throw new InputError(
          ['date', 'time', 'latitude', 'longitude'].map((f) => ({
            loc: ['body', f],
            msg: 'Field required: the astrologer reads the birth chart (or send use_vault with your session)',
            type: 'missing',
          })),
        );
      }
      const prepared = await prepareAnswer(deps, body.question, given.birth);
      const finish = async (onPart?: (part: AnswerPart) => void) => ({
        ...(await answerPrepared(deps, prepared, gone(reply), onPart)),
        chart_source: given.source,
        ...withLabels(body.lang, CHAT_LABEL_KINDS),
      });
      if (body.stream === true) return sendEvents(reply, finish);
      return finish();
    },
  );

  app.post<{ Body: ChatBody }>(
    '/api/v2/jyotishi/chat',
    {
      schema: {
        tags: [TAG],
        summary:
          `Cited chat: a bounded conversation (at most ${CHAT_LIMITS.messages} messages of ` +
          `${CHAT_LIMITS.messageChars} ` +
          `characters, ending with the user's), the service's own cited rules retrieved for the last message ` +
          `(MiniSearch) and returned as retrieved, ` +
          "the chart's facts when birth details or use_vault are given. Out-of-scope and refused questions are " +
          'declined politely under the one policy table. Heavy rate budget.',
        operationId: 'jyotishiChat',
        security: OPTIONAL_SESSION,
        body: JyotishiChatReq,
        response: withErrors(orEvents(JyotishiChatResult), { 401: SessionRequired }),
      },
      config: { rateLimit: 'heavy' },
    },
    async (req, reply) => {
      const body = req.body;
      const last = body.messages[body.messages.length - 1];
      if (last?.role !== 'user')
        throw InputError.at(
          ['body', 'messages', body.messages.length - 1, 'role'],
          "The conversation must end with the user's message",
        );
      const found = retrieveRules(last.content, CHAT_LIMITS.retrieved);
      const declined = declineOf(last.content, found);
      const given = await birthOf(deps, req, body);
      const facts = given === null ? null : await factsFor(given.birth);
      const retrieved = formedOnly(found, facts?.facts ?? [], last.content);
      const base = { success: true, retrieved: retrieved.map(presentRetrieved), facts, disclaimer: DISCLAIMER };
      if (declined !== null) {
        const answer = {
          ...base,
          reply: { role: 'assistant' as const, content: declined.wording },
          ...declinedFields(declined),
          ...withLabels(body.lang, CHAT_LABEL_KINDS),
        };
        return body.stream === true ? sendEvents(reply, async () => answer) : answer;
      }
      const history: ChatMessage[] = body.messages.slice(0, -1).map((m) => ({ role: m.role, content: m.content }));
      const input = {
        question: last.content,
        facts: facts?.facts ?? [],
        rules: retrieved,
        history,
        signal: gone(reply),
      };
      const finish = async (onPart?: (part: AnswerPart) => void) => {
        const r = await askModel(deps.chat, input, onPart);
        const previous = body.messages.slice(0, -1).findLast((m) => m.role === 'user')?.content ?? null;
        const reading =
          given !== null && (r.provider === null || r.reason !== null)
            ? await readingFor(last.content, previous, given.birth)
            : null;
        return {
          ...base,
          engine_status: r.status,
          reply: { role: 'assistant' as const, content: reading === null ? r.answer : withReading(reading, r.answer) },
          answered_question: reading?.question ?? null,
          declined: null,
          ...chatFields(r),
          prove_refs: [...(facts?.prove_refs ?? []), ...toProveRefs(retrieved.flatMap((x) => x.refs))],
          ...withLabels(body.lang, CHAT_LABEL_KINDS),
        };
      };
      if (body.stream === true) return sendEvents(reply, finish);
      return finish();
    },
  );
}
