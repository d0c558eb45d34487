/** q24: the Vimshottari periods running at the date asked, and what their lords rule and occupy in the chart. */
import { currentDasha, subPeriods } from '../../jyotish/dasha/vimshottari.ts';
import type { YogaChart } from '../../jyotish/yoga/index.ts';
import { VIMSHOTTARI } from '../../tables/dasha/vimshottari.ts';
import type { Graha } from '../../vocabulary/names.ts';
import type { OracleContext } from './context.ts';
import type { OracleFinding, ReasonStep, TimingWindow } from './types.ts';
import { ordinal } from './words.ts';

/** "Saturn, in the 10th (Capricorn, own), lord of the 10th and 11th". */
export function lordFact(chart: YogaChart, g: Graha): string {
  const f = chart.grahas[g];
  const rules = chart.houses.filter((h) => h.lord === g).map((h) => ordinal(h.house));
  return `${g} sits in the ${ordinal(f.house)} (${f.sign}, ${f.dignity.replace('_', ' ')})${rules.length === 0 ? '' : `, lord of the ${rules.join(' and ')}`}`;
}

export function dashaNow(ctx: OracleContext): OracleFinding {
  const v = ctx.dasha();
  const running = currentDasha(v, ctx.atJdUt, 2);
  const [maha, antar] = running;
  if (maha === undefined || antar === undefined) {
    return {
      verdict: 'outside',
      summary: 'The date asked lies outside the 120 years of Vimshottari from birth.',
      reasoning: [],
      timingWindows: [],
      refs: VIMSHOTTARI.cites,
      missing: ['a Vimshottari period for a date outside 120 years from the birth mahadasha'],
    };
  }
  const reasoning: ReasonStep[] = [
    { rule: 'mahadasha lord', fact: `Mahadasha of ${lordFact(ctx.chart, maha.lord)}`, effect: 'informs' },
    { rule: 'antardasha lord', fact: `Antardasha of ${lordFact(ctx.chart, antar.lord)}`, effect: 'informs' },
  ];
  const antars = subPeriods(maha, v.yearDays);
  const i = antars.findIndex((a) => a.lord === antar.lord);
  const next: TimingWindow[] = antars.slice(i, i + 4).map((a) => ({
    startJdUt: a.startJdUt,
    endJdUt: a.endJdUt,
    maha: maha.lord,
    antar: a.lord,
    basis:
      a.lord === antar.lord
        ? 'the antardasha running at the date asked'
        : 'a following antardasha of the same mahadasha',
  }));
  return {
    verdict: `${maha.lord}/${antar.lord}`,
    summary:
      `At the date asked the ${maha.lord} mahadasha and the ${antar.lord} antardasha are running; their results ` +
      `follow the houses their lords occupy and rule.`,
    reasoning,
    timingWindows: next,
    refs: VIMSHOTTARI.cites,
  };
}
