/**
 * Timing windows from the Vimshottari dasha: the antardashas, within the horizon after the date asked, whose lord
 * is a significator of the houses asked about; those whose mahadasha lord is one too come first, then the rest,
 * up to the table's count, shown in time order.
 */
import { subPeriods } from '../../jyotish/dasha/vimshottari.ts';
import { DASHA_TIMING } from '../../tables/oracle/house-promise.ts';
import type { Graha } from '../../vocabulary/names.ts';
import type { OracleContext } from './context.ts';
import type { TimingWindow } from './types.ts';

const roleText = (g: Graha, roles: Map<Graha, string[]>) => `${g} (${(roles.get(g) ?? []).join(', ')})`;

export function dashaWindows(ctx: OracleContext, roles: Map<Graha, string[]>): TimingWindow[] {
  const v = ctx.dasha();
  const from = ctx.atJdUt;
  const to = from + DASHA_TIMING.data.horizonYears * 365.25;
  const found: (TimingWindow & { both: boolean })[] = [];
  for (const maha of v.mahadashas) {
    if (maha.endJdUt <= from || maha.startJdUt >= to) continue;
    for (const antar of subPeriods(maha, v.yearDays)) {
      if (antar.endJdUt <= from || antar.startJdUt >= to || !roles.has(antar.lord)) continue;
      const both = roles.has(maha.lord);
      found.push({
        startJdUt: antar.startJdUt,
        endJdUt: antar.endJdUt,
        maha: maha.lord,
        antar: antar.lord,
        basis: `antardasha of ${roleText(antar.lord, roles)} in the mahadasha of ${both ? roleText(maha.lord, roles) : `${maha.lord} (not a significator)`}`,
        both,
      });
    }
  }
  const chosen = [...found.filter((w) => w.both), ...found.filter((w) => !w.both)].slice(
    0,
    DASHA_TIMING.data.maxWindows,
  );
  return chosen.sort((a, b) => a.startJdUt - b.startJdUt).map(({ both: _both, ...w }) => w);
}
