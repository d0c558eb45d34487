/**
 * q43-q45: a gem, the remedies for weak grahas and a rudraksha, chosen by practice (tables/oracle/remedy-choice.ts)
 * from the remedy corpus's associations of the grahas. Advisory: the corpus claims no effect.
 */
import { GRAHA_GEMS, RUDRAKSHA_GRAHAS } from '../../tables/reference/remedy-corpus.ts';
import { REMEDY_CHOICE } from '../../tables/oracle/remedy-choice.ts';
import type { Graha } from '../../vocabulary/names.ts';
import type { OracleContext } from './context.ts';
import type { OracleFinding, ReasonStep } from './types.ts';
import { ordinal } from './words.ts';

const ADVISORY = 'Advisory: a practice association, not a medical or financial remedy.';

const housesRuled = (ctx: OracleContext, g: Graha) => ctx.chart.houses.filter((h) => h.lord === g).map((h) => h.house);
const rulesDusthana = (ctx: OracleContext, g: Graha) =>
  housesRuled(ctx, g).some((h) => (REMEDY_CHOICE.data.dusthanas as readonly number[]).includes(h));
const rudrakshaOf = (g: Graha) => RUDRAKSHA_GRAHAS.data.find((r) => r.graha === g)?.mukhi ?? null;

/** The lagna lord, then the 5th and 9th lords that rule no dusthana, without repeats. */
function chosenLords(ctx: OracleContext): { graha: Graha; house: number; reason: string }[] {
  const out: { graha: Graha; house: number; reason: string }[] = [];
  for (const house of REMEDY_CHOICE.data.houses) {
    const lord = ctx.chart.houses[house - 1]!.lord;
    if (out.some((x) => x.graha === lord)) continue;
    if (house !== 1 && rulesDusthana(ctx, lord)) continue;
    out.push({ graha: lord, house, reason: `lord of the ${ordinal(house)}` });
  }
  return out;
}

const ruled = (ctx: OracleContext, g: Graha) => housesRuled(ctx, g).map(ordinal).join(' and ');

export function gemChoice(ctx: OracleContext): OracleFinding {
  const lords = chosenLords(ctx);
  const skipped = REMEDY_CHOICE.data.houses
    .map((h) => ctx.chart.houses[h - 1]!.lord)
    .filter((g, i) => i > 0 && rulesDusthana(ctx, g) && !lords.some((x) => x.graha === g));
  return {
    verdict: GRAHA_GEMS.data[lords[0]!.graha].gem,
    summary:
      `${lords.map((l) => `${GRAHA_GEMS.data[l.graha].gem} for ${l.graha} (${l.reason})`).join('; ')}, the first ` +
      `before the others. ${ADVISORY}`,
    reasoning: [
      ...lords.map((l): ReasonStep => ({
        rule: `${l.reason}`,
        fact:
          `${l.graha} rules the ${ruled(ctx, l.graha)}: ${GRAHA_GEMS.data[l.graha].gem} ` +
          `(${GRAHA_GEMS.data[l.graha].sanskrit})`,
        effect: 'supports',
      })),
      ...skipped.map((g): ReasonStep => ({
        rule: 'a trikona lord that also rules a dusthana',
        fact: `${g} rules the ${ruled(ctx, g)}: left out`,
        effect: 'weakens',
      })),
    ],
    timingWindows: [],
    refs: [...REMEDY_CHOICE.cites, ...GRAHA_GEMS.cites],
  };
}

export function rudrakshaChoice(ctx: OracleContext): OracleFinding {
  const lord = ctx.chart.lagna.lord;
  const mukhi = rudrakshaOf(lord);
  return {
    verdict: `${mukhi} mukhi`,
    summary: `A ${mukhi}-faced rudraksha, paired with ${lord}, the lagna lord. ${ADVISORY}`,
    reasoning: [
      { rule: 'the lagna lord', fact: `${ctx.chart.lagna.sign} rises; its lord is ${lord}`, effect: 'informs' },
      { rule: 'rudraksha of the graha', fact: `${mukhi} faces go with ${lord}`, effect: 'supports' },
    ],
    timingWindows: [],
    refs: [...REMEDY_CHOICE.cites, ...RUDRAKSHA_GRAHAS.cites],
  };
}

export function weakGrahaRemedies(ctx: OracleContext): OracleFinding {
  const sb = ctx.shadbala();
  const weak = sb.strongestFirst.filter((g) => sb.grahas[g].ratio < 1);
  return {
    verdict: weak.length === 0 ? 'none_weak' : weak.join(','),
    summary:
      weak.length === 0
        ? `No graha falls below its required shadbala, so none asks for strengthening. ${ADVISORY}`
        : `Below their required shadbala: ${weak.join(', ')}. Their associations: ` +
          `${weak.map((g) => `${g}: ${GRAHA_GEMS.data[g].gem}, ${rudrakshaOf(g)}-faced rudraksha`).join('; ')}. ` +
          `Practice does not strengthen a lord of the 6th, 8th or 12th. ${ADVISORY}`,
    reasoning: sb.strongestFirst.map((g) => ({
      rule: `${g}'s shadbala`,
      fact:
        `${sb.grahas[g].totalRupas.toFixed(2)} of ${sb.grahas[g].requiredRupas} rupas (ratio ` +
        `${sb.grahas[g].ratio.toFixed(2)})${rulesDusthana(ctx, g) ? `; rules the ${ruled(ctx, g)}` : ''}`,
      effect: sb.grahas[g].ratio < 1 ? ('weakens' as const) : ('informs' as const),
    })),
    timingWindows: [],
    refs: [...sb.refs, ...REMEDY_CHOICE.cites, ...GRAHA_GEMS.cites, ...RUDRAKSHA_GRAHAS.cites],
  };
}
