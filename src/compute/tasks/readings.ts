/**
 * Rule-by-rule readings: POST /api/v2/stri-jataka and POST /api/v2/putra-bhava. Each finding carries the computed
 * placement, the attributed classical rule with citations, and an editorial reading; rules declined by policy
 * (judgements of character, chastity or widowhood; a child's sex) are listed in `omitted_by_policy`, never computed.
 */
import { putraBhava } from '../../engine/jyotish/readings/putra-bhava/index.ts';
import { striJataka } from '../../engine/jyotish/readings/stri-jataka/index.ts';
import type { OmittedRule, ReadingFinding } from '../../engine/tables/readings/types.ts';
import { chartConventions } from '../chart/present.ts';
import { chartFromBody } from '../chart/request.ts';
import { defineTask } from '../task.ts';
import { labelled } from '../labels.ts';
import { toProveRefs } from '../prove-refs.ts';
import { PutraBhavaResult, StriJatakaResult } from '../../schemas/readings.ts';

const finding = (f: ReadingFinding) => ({
  id: f.id,
  topic: f.topic,
  placement: f.placement,
  verdict: f.verdict,
  attributed: { text: f.attributed.text, prove_refs: toProveRefs(f.attributed.refs) },
  editorial: f.editorial,
});
const omitted = (o: OmittedRule) => ({ id: o.id, topic: o.topic, reason: o.reason, prove_refs: toProveRefs(o.refs) });

/** Work done in a compute thread: plain input in, the response object out. */
export const readingTasks = {
  striJataka: defineTask(
    StriJatakaResult,
    labelled(['graha', 'sign'], ({ body }: { body: Record<string, unknown> }) => {
      const chart = chartFromBody(body);
      const r = striJataka(chart);
      return {
        success: true,
        engine_status: 'LIVE' as const,
        findings: r.findings.map(finding),
        omitted_by_policy: r.omittedByPolicy.map(omitted),
        method: r.method,
        conventions: chartConventions(chart),
        prove_refs: toProveRefs(r.refs),
      };
    }),
  ),
  putraBhava: defineTask(
    PutraBhavaResult,
    labelled(['graha', 'sign'], ({ body }: { body: Record<string, unknown> }) => {
      const chart = chartFromBody(body);
      const r = putraBhava(chart);
      return {
        success: true,
        engine_status: r.omitted.length === 0 ? ('LIVE' as const) : ('PARTIAL' as const),
        findings: r.findings.map(finding),
        summary: r.summary,
        omitted_by_policy: r.omittedByPolicy.map(omitted),
        omitted: r.omitted.map(omitted),
        method: r.method,
        conventions: chartConventions(chart),
        prove_refs: toProveRefs(r.refs),
      };
    }),
  ),
};
