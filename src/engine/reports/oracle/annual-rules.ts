/**
 * q83, the year ahead: the Tajika annual chart (varshaphal) of the year running at the date asked, read by its
 * markers: the year's lagna, the muntha, the year lord and the mudda dasha period running at that date.
 */
import { epochMsFromJulianDay } from '../../astro/time.ts';
import { varshaphal } from '../../jyotish/tajika/varshaphal.ts';
import type { OracleContext } from './context.ts';
import type { OracleFinding } from './types.ts';
import { ordinal } from './words.ts';

export function yearAhead(ctx: OracleContext): OracleFinding {
  if (ctx.natal === undefined) throw new Error('the annual chart needs a computed chart context');
  // The Tajika year running at the date asked began with the latest solar return before it.
  const year = new Date(epochMsFromJulianDay(ctx.atJdUt)).getUTCFullYear();
  let v = varshaphal(ctx.natal, year);
  if (v.solarReturn.jdUt > ctx.atJdUt) v = varshaphal(ctx.natal, year - 1);
  const running = v.muddaDasha.periods.find((p) => p.startJdUt <= ctx.atJdUt && ctx.atJdUt < p.endJdUt);
  return {
    verdict: v.officeBearers.varshesha.graha,
    summary:
      `The year from ${v.solarReturn.localIso.slice(0, 10)} (age ${v.age}): ${v.varshaLagna.sign} rises in the ` +
      `annual chart, the muntha is in the ${ordinal(v.muntha.house)} (${v.muntha.sign}), and ` +
      `${v.officeBearers.varshesha.graha} is the year lord` +
      `${running === undefined ? '' : `; the mudda dasha of ${running.lord} runs at the date asked`}.`,
    reasoning: [
      {
        rule: 'varsha lagna',
        fact: `${v.varshaLagna.sign}, lord ${v.varshaLagna.lord}`,
        effect: 'informs',
      },
      {
        rule: 'muntha',
        fact: `${v.muntha.sign}, the ${ordinal(v.muntha.house)} from the varsha lagna, lord ${v.muntha.lord}`,
        effect: 'informs',
      },
      { rule: 'year lord (varshesha)', fact: v.officeBearers.varshesha.reason, effect: 'informs' },
      {
        rule: 'Tajika yogas',
        fact:
          `${v.yogas.length === 0 ? 'none formed' : v.yogas.map((y) => y.name).join(', ')} (of the yogas computed; ` +
          `${v.yogasNotComputed.length} not computed)`,
        effect: 'informs',
      },
    ],
    timingWindows:
      running === undefined
        ? []
        : [
            {
              startJdUt: running.startJdUt,
              endJdUt: running.endJdUt,
              maha: running.lord,
              antar: null,
              basis: 'the mudda dasha period of the annual chart running at the date asked',
            },
          ],
    refs: v.refs,
  };
}
