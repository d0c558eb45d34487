/**
 * One catalogue question answered: refused or redirected by the policy table, computed by its rule, or named
 * PARTIAL with what is missing. The caller checks the inputs the question needs before asking (a question
 * needing a chart gets a context).
 */
import { POLICY, type PolicyId, type PolicyRule } from '../../tables/oracle/policy.ts';
import { QUESTIONS, type QuestionId } from '../../tables/oracle/questions.ts';
import type { OracleMethod } from '../../tables/oracle/types.ts';
import { atmakaraka, compatibility, kpPromise, strongestGraha, transit, yogaFamily } from './chart-rules.ts';
import type { OracleContext } from './context.ts';
import { dashaNow } from './dasha-rules.ts';
import { doshaOverview, kalasarpaRule, manglik, sadesatiNow } from './dosha-rules.ts';
import { housePromise } from './house-promise.ts';
import { yearAhead } from './annual-rules.ts';
import { dayForNative, muhurtaDays } from './muhurta-rules.ts';
import { horaryPromise, lostArticle } from './prashna-rules.ts';
import { bodyRegions, conceptionObstacles, luckyDirection, luckyNumbers, narrativeSection } from './reading-rules.ts';
import { gemChoice, rudrakshaChoice, weakGrahaRemedies } from './remedy-rules.ts';
import type { OracleFinding } from './types.ts';

export type OracleOutcome =
  | { kind: 'answered'; id: QuestionId; finding: OracleFinding; caution: PolicyRule | null }
  | { kind: 'refused'; id: QuestionId; rule: PolicyId; policy: PolicyRule }
  | { kind: 'redirected'; id: QuestionId; rule: PolicyId; policy: PolicyRule; to: QuestionId; finding: OracleFinding }
  | { kind: 'not_computed'; id: QuestionId; missing: readonly string[]; caution: PolicyRule | null };

/** Questions whose method computes an answer (the rest are PARTIAL or policy). */
export const isComputed = (id: QuestionId): boolean => {
  const rule = QUESTIONS.data[id].method.rule;
  return rule !== 'not_computed' && rule !== 'policy';
};

function run(method: OracleMethod, ctx: OracleContext): OracleFinding {
  switch (method.rule) {
    case 'house_promise':
      return housePromise(ctx, method.houses, method.karaka, method.timing);
    case 'dasha_now':
      return dashaNow(ctx);
    case 'sadesati':
      return sadesatiNow(ctx);
    case 'manglik':
      return manglik(ctx);
    case 'kalasarpa':
      return kalasarpaRule(ctx);
    case 'dosha_overview':
      return doshaOverview(ctx);
    case 'transit':
      return transit(ctx, method.graha);
    case 'yoga_family':
      return yogaFamily(ctx, method.family);
    case 'strongest_graha':
      return strongestGraha(ctx);
    case 'kp_promise':
      return kpPromise(ctx, method.house, method.supporting, method.denying);
    case 'atmakaraka':
      return atmakaraka(ctx);
    case 'compatibility':
      return compatibility(ctx);
    case 'muhurta':
      return muhurtaDays(ctx, method.karma);
    case 'day_for_native':
      return dayForNative(ctx);
    case 'narrative':
      return narrativeSection(ctx, method.section);
    case 'body_marks':
      return bodyRegions(ctx);
    case 'conception_obstacles':
      return conceptionObstacles(ctx);
    case 'lucky_direction':
      return luckyDirection(ctx);
    case 'lucky_numbers':
      return luckyNumbers(ctx);
    case 'year_ahead':
      return yearAhead(ctx);
    case 'lost_article':
      return lostArticle(ctx);
    case 'horary':
      return horaryPromise(ctx, method.house, method.supporting, method.denying);
    case 'gem':
      return gemChoice(ctx);
    case 'rudraksha':
      return rudrakshaChoice(ctx);
    case 'weak_graha_remedies':
      return weakGrahaRemedies(ctx);
    case 'not_computed':
    case 'policy':
      throw new Error(`${method.rule} is not a computing rule`);
  }
}

/** Needs a chart context when the question (or the question it redirects to) reads a chart. */
export function needsChart(id: QuestionId): boolean {
  const q = QUESTIONS.data[id];
  if (q.policy === 'redirect') {
    const to = (POLICY.data[q.policyRule as PolicyId] as PolicyRule).redirectTo as QuestionId;
    return needsChart(to);
  }
  return isComputed(id);
}

export function answerQuestion(id: QuestionId, ctx: OracleContext | null): OracleOutcome {
  const q = QUESTIONS.data[id] as (typeof QUESTIONS.data)[QuestionId] & { policyRule?: PolicyId };
  const policy = q.policyRule === undefined ? null : (POLICY.data[q.policyRule] as PolicyRule);
  if (q.policy === 'refuse' && q.policyRule !== undefined && policy !== null)
    return { kind: 'refused', id, rule: q.policyRule, policy };
  if (q.policy === 'redirect' && q.policyRule !== undefined && policy?.redirectTo !== undefined) {
    const to = policy.redirectTo as QuestionId;
    const target = answerQuestion(to, ctx);
    if (target.kind !== 'answered') throw new Error(`redirect target ${to} is not a computed question`);
    return { kind: 'redirected', id, rule: q.policyRule, policy, to, finding: target.finding };
  }
  const method: OracleMethod = q.method;
  if (method.rule === 'not_computed') return { kind: 'not_computed', id, missing: method.missing, caution: policy };
  if (ctx === null) throw new Error(`question ${id} needs a chart context`);
  return { kind: 'answered', id, finding: run(method, ctx), caution: policy };
}
