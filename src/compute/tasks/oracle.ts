/**
 * The oracle: POST /api/v2/oracle/answer answers one catalogue question (by id, or free text matched to the
 * catalogue) from the computed chart, refuses or redirects it under the policy table, or answers PARTIAL naming
 * what is missing. GET /api/v2/oracle/questions publishes the catalogue and the policy (an addition beside the
 * interface's routes, so clients can list the hundred questions).
 */
import { epochMsFromJulianDay } from '../../engine/astro/time.ts';
import { answerQuestion, needsChart } from '../../engine/reports/oracle/answer.ts';
import { chartContext, type OracleContext } from '../../engine/reports/oracle/context.ts';
import { MATCH_THRESHOLD } from '../../engine/reports/oracle/match.ts';
import { resolveText, type Resolution } from '../../engine/reports/oracle/resolve.ts';
import { POLICY, type PolicyId } from '../../engine/tables/oracle/policy.ts';
import { QUESTIONS, type QuestionId } from '../../engine/tables/oracle/questions.ts';
import type { Chart } from '../../engine/jyotish/chart/types.ts';
import { chartConventions } from '../chart/present.ts';
import { defineTask } from '../task.ts';
import { labelled } from '../labels.ts';
import { localClock } from '../local-time.ts';
import {
  DISCLAIMER,
  policyBlock,
  presentPolicy,
  policyRuleOf,
  presentFinding,
  presentQuestion,
  presentScored,
} from '../oracle/present.ts';
import { atOf, chartOf, coupleOf, sexOf, type BirthBody } from '../oracle/request.ts';
import { InputError } from '../input-error.ts';
import { toProveRefs } from '../prove-refs.ts';
import { OracleAnswerResult } from '../../schemas/oracle.ts';
export type Body = BirthBody & { question_id?: string; question_text?: string };

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

/** A text refused by a policy rule that no catalogue question asks: the refusal, and nothing computed. */
function refusedWithoutQuestion(text: string, r: Resolution, rule: PolicyId) {
  const p = POLICY.data[rule];
  return {
    ...notUnderstood(text, r),
    engine_status: 'PARTIAL' as const,
    policy: { ...presentPolicy(rule), action: 'refuse' as const },
    verdict: 'refused',
    summary: p.wording,
    missing: [`no answer is given: refused by policy (${rule})`],
    prove_refs: toProveRefs([...QUESTIONS.cites, ...p.cites]),
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
      if (resolution !== null && !resolution.understood)
        return resolution.refused === undefined
          ? notUnderstood(body.question_text ?? '', resolution)
          : refusedWithoutQuestion(body.question_text ?? '', resolution, resolution.refused.rule);
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
