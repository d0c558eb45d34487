/** Oracle answers and the catalogue as responses show them (snake_case, local ISO times, prove_refs). */
import { epochMsFromJulianDay } from '../../engine/astro/time.ts';
import { isComputed, type OracleOutcome } from '../../engine/reports/oracle/answer.ts';
import type { Scored } from '../../engine/reports/oracle/match.ts';
import type { OracleFinding } from '../../engine/reports/oracle/types.ts';
import { POLICY, type PolicyId, type PolicyRule } from '../../engine/tables/oracle/policy.ts';
import { QUESTION_IDS, QUESTIONS, type QuestionId } from '../../engine/tables/oracle/questions.ts';
import { localClock } from '../local-time.ts';
import { toProveRefs } from '../prove-refs.ts';

export const DISCLAIMER =
  "Astrological indications computed from the chart by the service's cited rules (weights and bands are the " +
  "service's own): " +
  'tendencies and supportive periods, never certainties, and no substitute for medical, legal or financial advice.';

export function presentQuestion(id: QuestionId) {
  const q = QUESTIONS.data[id] as (typeof QUESTIONS.data)[QuestionId] & { policyRule?: PolicyId };
  return {
    id,
    text: q.text,
    topic: q.topic,
    inputs: [...q.inputs],
    method: q.method.rule,
    computed: isComputed(id),
    policy: q.policy,
    policy_rule: q.policyRule ?? null,
    keywords: [...q.keywords],
  };
}

export const presentScored = (s: Scored) => ({ id: s.id, text: QUESTIONS.data[s.id].text, score: s.score });

export function presentPolicy(rule: PolicyId): {
  rule: PolicyId;
  action: PolicyRule['action'];
  topic: string;
  reason: string;
  wording: string;
  redirect_to: string | null;
  prove_refs: ReturnType<typeof toProveRefs>;
} {
  const p = POLICY.data[rule] as PolicyRule;
  return {
    rule,
    action: p.action,
    topic: p.topic,
    reason: p.reason,
    wording: p.wording,
    redirect_to: p.redirectTo ?? null,
    prove_refs: toProveRefs(p.cites),
  };
}

export const CATALOGUE_BODY = {
  success: true,
  engine_status: 'REFERENCE' as const,
  count: QUESTION_IDS.length,
  computed: QUESTION_IDS.filter(isComputed).length,
  questions: QUESTION_IDS.map(presentQuestion),
  policy: (Object.keys(POLICY.data) as PolicyId[]).map(presentPolicy),
  prove_refs: toProveRefs([...QUESTIONS.cites, ...POLICY.cites, ...POLICY.data.child_sex.cites]),
};

export function presentFinding(f: OracleFinding, timezone: string | null) {
  const clock = timezone === null ? null : localClock(timezone);
  const iso = (jd: number) =>
    clock === null
      ? new Date(epochMsFromJulianDay(jd)).toISOString().slice(0, 19) + '+00:00'
      : clock(epochMsFromJulianDay(jd)).iso;
  return {
    verdict: f.verdict,
    summary: f.summary,
    reasoning: f.reasoning.map((r) => ({
      rule: r.rule,
      fact: r.fact,
      effect: r.effect,
      ...(r.points === undefined ? {} : { points: r.points }),
    })),
    timing_windows: f.timingWindows.map((w) => ({
      start: iso(w.startJdUt),
      end: iso(w.endJdUt),
      maha: w.maha,
      antar: w.antar,
      basis: w.basis,
    })),
  };
}

/** The policy rule behind an outcome (refusal, redirect, or the caution of an answer), if any. */
export function policyRuleOf(o: OracleOutcome): PolicyId | null {
  if (o.kind === 'refused' || o.kind === 'redirected') return o.rule;
  return (QUESTIONS.data[o.id] as { policyRule?: PolicyId }).policyRule ?? null;
}

/** The policy block of an answer: what the policy did (answer, with any caution; refuse; redirect). */
export function policyBlock(o: OracleOutcome) {
  const none = {
    action: 'answer' as const,
    rule: null,
    topic: null,
    reason: null,
    wording: null,
    redirect_to: null,
    prove_refs: [],
  };
  const of = (action: 'answer' | 'refuse' | 'redirect', rule: PolicyId) => {
    const p = presentPolicy(rule);
    return {
      action,
      rule,
      topic: p.topic,
      reason: p.reason,
      wording: p.wording,
      redirect_to: p.redirect_to,
      prove_refs: p.prove_refs,
    };
  };
  switch (o.kind) {
    case 'refused':
      return of('refuse', o.rule);
    case 'redirected':
      return of('redirect', o.rule);
    case 'answered':
    case 'not_computed': {
      const rule = (QUESTIONS.data[o.id] as { policyRule?: PolicyId }).policyRule;
      return rule === undefined ? none : of('answer', rule);
    }
  }
}
