/**
 * The oracle: POST /api/v2/oracle/answer answers one catalogue question (by id, or free text matched to the
 * catalogue) from the computed chart, refuses or redirects it under the policy table, or answers PARTIAL naming
 * what is missing. GET /api/v2/oracle/questions publishes the catalogue and the policy (an addition beside the
 * interface's routes, so clients can list the hundred questions).
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { epochMsFromJulianDay } from '../../engine/astro/time.ts';
import { answerQuestion, needsChart } from '../../engine/reports/oracle/answer.ts';
import { chartContext, type OracleContext } from '../../engine/reports/oracle/context.ts';
import { MATCH_THRESHOLD } from '../../engine/reports/oracle/match.ts';
import { resolveText, type Resolution } from '../../engine/reports/oracle/resolve.ts';
import { POLICY } from '../../engine/tables/oracle/policy.ts';
import { QUESTIONS, type QuestionId } from '../../engine/tables/oracle/questions.ts';
import type { Chart } from '../../engine/jyotish/chart/types.ts';
import { chartConventions } from '../chart/present.ts';
import type { Compute } from '../compute/port.ts';
import { sendJson } from '../compute/send.ts';
import { defineTask } from '../compute/task.ts';
import { labelled } from '../labels.ts';
import { localClock } from '../local-time.ts';
import {
  CATALOGUE_BODY,
  DISCLAIMER,
  policyBlock,
  policyRuleOf,
  presentFinding,
  presentQuestion,
  presentScored,
} from '../oracle/present.ts';
import { atOf, birthFields, chartOf, coupleOf, PartnerBirth, sexOf, type BirthBody } from '../oracle/request.ts';
import { InputError } from '../plugins/errors.ts';
import { toProveRefs } from '../prove-refs.ts';
import { OracleAnswerResult, OracleQuestionsResult } from '../schemas/oracle.ts';
import { withErrors, withoutInput } from '../schemas/responses.ts';
import { LangField } from '../schemas/lang.ts';

const TAG = 'Questions, readings and AI';
const EXAMPLE = {
  question_id: 'q01',
  name: 'Example',
  gender: 'Female',
  date: '1990-11-20',
  time: '16:00',
  latitude: 26.85,
  longitude: 80.95,
  as_of: '2026-06-01',
};

const OracleBody = Type.Object(
  {
    question_id: Type.Optional(
      Type.String({
        pattern: '^q(0[1-9]|[1-9][0-9]|100)$',
        description: 'q01 to q100 (GET /api/v2/oracle/questions lists them)',
      }),
    ),
    question_text: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 500,
        description:
          'A question in words, matched to the catalogue by keywords and synonyms (the match and its score are ' +
          'returned)',
      }),
    ),
    ...birthFields,
    partner: Type.Optional(PartnerBirth),
    ...LangField,
  },
  {
    additionalProperties: false,
    title: 'OracleReq',
    description:
      'question_id or question_text; the birth fields when the question reads a chart; partner and gender for ' +
      'compatibility (q36).',
    examples: [EXAMPLE],
  },
);
type Body = BirthBody & { question_id?: string; question_text?: string };

function textMatch(text: string, r: Resolution) {
  return {
    text,
    terms: r.terms,
    understood: r.understood,
    via: r.understood ? r.via : null,
    trigger: r.understood && r.via === 'policy' ? r.trigger : null,
    score: r.understood ? r.score : 0,
    matched_terms: r.understood ? r.matched : [],
    threshold: MATCH_THRESHOLD,
    closest: r.closest.map(presentScored),
  };
}

function notUnderstood(text: string, r: Resolution) {
  return {
    success: true,
    engine_status: 'PARTIAL' as const,
    question: null,
    matched_from: 'question_text' as const,
    text_match: textMatch(text, r),
    policy: {
      action: 'answer' as const,
      rule: null,
      topic: null,
      reason: null,
      wording: null,
      redirect_to: null,
      prove_refs: [],
    },
    answered_question: null,
    verdict: null,
    verdict_tier: 'service' as const,
    summary:
      'The question was not understood: it matches no catalogue question well enough. The closest questions are ' +
      'listed; ask one of them by id.',
    reasoning: [],
    timing_windows: [],
    missing: ['a catalogue question matching the text (not understood)'],
    as_of: null,
    disclaimer: DISCLAIMER,
    prove_refs: toProveRefs(QUESTIONS.cites),
  };
}

export const oracleTasks = {
  oracleAnswer: defineTask(
    OracleAnswerResult,
    labelled(['graha', 'sign', 'nakshatra'], ({ body, now }: { body: Body; now: number }) => {
      if (body.question_id === undefined && body.question_text === undefined) {
        throw InputError.at(['body'], 'Give question_id (q01 to q100) or question_text', 'missing');
      }
      const resolution =
        body.question_id === undefined && body.question_text !== undefined ? resolveText(body.question_text) : null;
      if (resolution !== null && !resolution.understood) return notUnderstood(body.question_text ?? '', resolution);
      const id = (body.question_id ?? (resolution?.understood === true ? resolution.id : undefined)) as QuestionId;
      const q = QUESTIONS.data[id];
      const why = `question ${id} ("${q.text}") reads the birth chart`;
      let chart: Chart | null = null;
      let ctx: OracleContext | null = null;
      if (needsChart(id)) {
        chart = chartOf(body, why);
        const couple =
          q.method.rule === 'compatibility' ? coupleOf(body, chart, `question ${id} compares two charts`) : undefined;
        const sex = sexOf(body);
        ctx = chartContext(chart, {
          atJdUt: atOf(body, chart, now),
          ...(couple === undefined ? {} : { couple }),
          ...(sex === undefined ? {} : { sex }),
        });
      }
      const o = answerQuestion(id, ctx);
      const finding = o.kind === 'answered' || o.kind === 'redirected' ? o.finding : null;
      const missing =
        o.kind === 'not_computed'
          ? [...o.missing]
          : o.kind === 'refused'
            ? [`no answer is given: refused by policy (${o.rule})`]
            : [...(finding?.missing ?? [])];
      const shown = finding === null ? null : presentFinding(finding, chart?.moment.timezone ?? null);
      const policy = policyBlock(o);
      const rule = policyRuleOf(o);
      return {
        success: true,
        engine_status: missing.length === 0 ? ('LIVE' as const) : ('PARTIAL' as const),
        question: presentQuestion(id),
        matched_from: resolution === null ? ('question_id' as const) : ('question_text' as const),
        text_match: resolution === null ? null : textMatch(body.question_text ?? '', resolution),
        policy,
        answered_question: o.kind === 'redirected' ? o.to : o.kind === 'answered' ? id : null,
        verdict: shown?.verdict ?? (o.kind === 'refused' ? 'refused' : null),
        verdict_tier: 'service' as const,
        summary:
          o.kind === 'refused'
            ? (policy.wording ?? '')
            : o.kind === 'not_computed'
              ? `Not computed yet: ${o.missing.join('; ')}.`
              : o.kind === 'redirected'
                ? `${policy.wording ?? ''} ${shown?.summary ?? ''}`.trim()
                : (shown?.summary ?? ''),
        reasoning: shown?.reasoning ?? [],
        timing_windows: shown?.timing_windows ?? [],
        missing,
        as_of:
          ctx === null || chart === null
            ? null
            : localClock(chart.moment.timezone)(epochMsFromJulianDay(ctx.atJdUt)).iso,
        ...(chart === null ? {} : { conventions: chartConventions(chart) }),
        disclaimer: DISCLAIMER,
        prove_refs: toProveRefs([
          ...(finding?.refs ?? []),
          ...QUESTIONS.cites,
          ...(rule === null ? [] : POLICY.data[rule].cites),
        ]),
      };
    }),
  ),
};

export async function oracleRoutes(app: FastifyInstance, deps: { now: () => number; compute: Compute }): Promise<void> {
  const catalogue = JSON.stringify(CATALOGUE_BODY);
  app.get(
    '/api/v2/oracle/questions',
    {
      schema: {
        tags: [TAG],
        summary:
          "The oracle's catalogue q01-q100 (topic, inputs, method, computed or not, policy) and the one policy " +
          "table the oracle and the chat share. An addition beside the interface's routes.",
        operationId: 'oracleQuestions',
        response: withoutInput(Type.Ref(OracleQuestionsResult)),
      },
      config: { staticResult: true },
    },
    (_req, reply) => {
      reply.header('cache-control', 'public, max-age=86400').type('application/json; charset=utf-8');
      return catalogue;
    },
  );

  app.post<{ Body: Body }>(
    '/api/v2/oracle/answer',
    {
      schema: {
        tags: [TAG],
        summary:
          'One question answered from the computed chart: verdict, timing windows, reasoning with chart facts, ' +
          'cited verses. 37 of the 100 are computed; the rest answer PARTIAL naming what is missing. ' +
          'q73 (the sex of a child) is refused; q38 (divorce) is softly redirected to q02 (harmony in marriage). ' +
          'question_text is matched to the catalogue by keywords, with the score shown.',
        operationId: 'oracleAnswer',
        body: OracleBody,
        response: withErrors(Type.Ref(oracleTasks.oracleAnswer.result)),
      },
    },
    (req, reply) => sendJson(reply, deps.compute.run('oracleAnswer', { body: req.body, now: deps.now() })),
  );
}
