/**
 * Questions answered by prashna (horary): the chart of the moment asked (`as_of`, or now) at the birth place, which
 * stands in for where the question is asked (the oracle is given no other place). The lost article (q75) by its
 * rising sign and the grahas on the lagna; a yes-or-no matter (q72, q76, q78, q95) by KP's sub-lord of the matter's
 * cusp in that chart.
 */
import { lostObject } from '../../jyotish/readings/prashna-lost-object/index.ts';
import { kpVerdict } from './chart-rules.ts';
import type { OracleContext } from './context.ts';
import type { OracleFinding, ReasonStep } from './types.ts';

const WHERE: ReasonStep = {
  rule: 'the prashna chart',
  fact: 'cast for the moment asked (as_of, or now) at the birth place, which stands in for the place of asking',
  effect: 'informs',
};

function prashnaOf(ctx: OracleContext) {
  if (ctx.prashna === undefined) throw new Error('a prashna needs a computed chart context');
  return ctx.prashna();
}

export function lostArticle(ctx: OracleContext): OracleFinding {
  const { chart } = prashnaOf(ctx);
  const r = lostObject(chart);
  const recovery = r.recovery.value.replaceAll('_', ' ');
  return {
    verdict: r.recovery.value,
    summary:
      `${r.lagnaSign} rises at the moment asked: look ${r.direction.value}, ${r.distance.value}; recovery ` +
      `${recovery}.`,
    reasoning: [
      WHERE,
      { rule: 'direction', fact: r.direction.rule, effect: 'informs' },
      { rule: 'distance', fact: r.distance.rule, effect: 'informs' },
      {
        rule: 'recovery',
        fact:
          `${r.recovery.rule} (benefics on the lagna: ${r.recovery.benefics.join(', ') || 'none'}; malefics: ` +
          `${r.recovery.malefics.join(', ') || 'none'})`,
        effect: r.recovery.value === 'likely' ? 'supports' : r.recovery.value === 'unlikely' ? 'weakens' : 'neutral',
      },
    ],
    timingWindows: [],
    refs: [...r.direction.refs, ...r.distance.refs, ...r.recovery.refs],
    missing: r.missing,
  };
}

/** A yes-or-no matter by KP in the chart of the moment asked. */
export function horaryPromise(
  ctx: OracleContext,
  house: number,
  supporting: readonly number[],
  denying: readonly number[],
): OracleFinding {
  const { kp } = prashnaOf(ctx);
  const f = kpVerdict(kp, house, supporting, denying);
  return { ...f, reasoning: [WHERE, ...f.reasoning] };
}
