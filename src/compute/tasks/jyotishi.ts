/**
 * The chart-grounded astrologer. POST /api/v2/jyotishi: one question about a chart given in the body
 * or saved in the caller's vault (`use_vault` with the bearer session). POST /api/v2/jyotishi/chat: a bounded
 * conversation with retrieval of the service's own cited rules. The chart is computed server-side into a facts
 * block (a compute task); the model (services/chat) only phrases those facts. The one policy table screens every
 * question first; without a model, or when it fails, the answer is composed from the facts (200, PARTIAL, reason).
 * Both routes use the heavy rate budget.
 */
import { epochMsFromJulianDay } from '../../engine/astro/time.ts';
import { chartContext } from '../../engine/reports/oracle/context.ts';
import { factsBlock } from '../../engine/reports/oracle/facts-block.ts';
import { chartConventions } from '../chart/present.ts';
import { defineTask } from '../task.ts';
import { localClock } from '../local-time.ts';
import { atOf, chartOf, sexOf, type BirthBody } from '../oracle/request.ts';
import { toProveRefs } from '../prove-refs.ts';
import { JyotishiFacts } from '../../schemas/oracle.ts';

export const jyotishiTasks = {
  jyotishiFacts: defineTask(JyotishiFacts, ({ body, now }: { body: BirthBody; now: number }) => {
    const chart = chartOf(body, 'the astrologer reads the birth chart (or send use_vault with your session)');
    const sex = sexOf(body);
    const ctx = chartContext(chart, { atJdUt: atOf(body, chart, now), ...(sex === undefined ? {} : { sex }) });
    const block = factsBlock(ctx);
    const clock = localClock(chart.moment.timezone);
    return {
      facts: block.facts,
      dasha: block.dasha.map((d) => ({
        level: d.level,
        lord: d.lord,
        end: clock(epochMsFromJulianDay(d.endJdUt)).iso,
      })),
      as_of: clock(epochMsFromJulianDay(ctx.atJdUt)).iso,
      conventions: chartConventions(chart),
      prove_refs: toProveRefs(block.refs),
    };
  }),
};
