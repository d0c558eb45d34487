/**
 * The facts block the chart-grounded astrologer gets: the chart, the running dashas, the transits from
 * the Moon, the yogas and doshas present, each a numbered fact (F1, F2 ...) the model is told to cite, with the
 * citations behind them. Nothing else about the caller goes to the model.
 */
import { currentDasha } from '../../jyotish/dasha/vimshottari.ts';
import { gocharFrom } from '../../jyotish/gochar/gochar.ts';
import { GOCHAR_VEDHA } from '../../tables/gochar/gochar.ts';
import { VIMSHOTTARI } from '../../tables/dasha/vimshottari.ts';
import type { Citation } from '../../tables/sources.ts';
import { GRAHAS } from '../../vocabulary/names.ts';
import type { OracleContext } from './context.ts';
import { ordinal } from './words.ts';

export type FactKind = 'lagna' | 'graha' | 'dasha' | 'transit' | 'yoga' | 'dosha';

export interface Fact {
  id: string;
  kind: FactKind;
  text: string;
}

export interface FactsBlock {
  facts: Fact[];
  /** Running Vimshottari periods (mahadasha, antardasha, pratyantar) with their ends, JD UT. */
  dasha: { lord: string; level: string; endJdUt: number }[];
  refs: Citation[];
}

export function factsBlock(ctx: OracleContext): FactsBlock {
  const c = ctx.chart;
  const texts: [FactKind, string][] = [];
  texts.push([
    'lagna',
    `Lagna (ascendant) ${c.lagna.sign} in ${c.lagna.nakshatra} pada ${c.lagna.pada}; lagna lord ${c.lagna.lord} ` +
      `in the ${ordinal(c.grahas[c.lagna.lord].house)}`,
  ]);
  for (const g of GRAHAS) {
    const f = c.grahas[g];
    const flags = [
      f.dignity.replace('_', ' '),
      ...(f.retrograde && g !== 'Rahu' && g !== 'Ketu' ? ['retrograde'] : []),
      ...(f.combustion.combust ? ['combust'] : []),
    ];
    texts.push([
      'graha',
      `${g} in ${f.sign} ${f.degree.toFixed(1)} deg, ${ordinal(f.house)} house, ${f.nakshatra} pada ${f.pada} ` +
        `(${flags.join(', ')})`,
    ]);
  }
  const running = currentDasha(ctx.dasha(), ctx.atJdUt, 3);
  if (running.length > 0)
    texts.push(['dasha', `Running Vimshottari: ${running.map((p) => `${p.level} ${p.lord}`).join(', ')}`]);
  const gochar = gocharFrom(c.grahas.Moon.signIndex, ctx.transits());
  for (const g of ['Jupiter', 'Saturn', 'Rahu'] as const) {
    const t = gochar[g];
    texts.push([
      'transit',
      `Transit ${g} in ${t.currentSign}, ${ordinal(t.houseFromJanma)} from the Moon sign ${c.grahas.Moon.sign} ` +
        `(${t.quality})`,
    ]);
  }
  const yogas = ctx.yogas().active.filter((y) => y.status === 'present');
  for (const y of yogas) texts.push(['yoga', `Yoga ${y.name} (${y.strengthLabel}): ${y.facts.detail}`]);
  const doshas = ctx.doshas().doshas.filter((d) => d.status === 'present');
  for (const d of doshas)
    texts.push(['dosha', `Dosha ${d.name}${d.severity === undefined ? '' : ` (${d.severity})`}: ${d.facts.detail}`]);
  const refs = new Map<string, Citation>();
  for (const r of [
    ...VIMSHOTTARI.cites,
    ...GOCHAR_VEDHA.cites,
    ...yogas.flatMap((y) => y.refs),
    ...doshas.flatMap((d) => d.refs),
  ])
    refs.set(JSON.stringify(r), r);
  return {
    facts: texts.map(([kind, text], i) => ({ id: `F${i + 1}`, kind, text })),
    dasha: running.map((p) => ({ lord: p.lord, level: p.level, endJdUt: p.endJdUt })),
    refs: [...refs.values()],
  };
}

/** The block as the prompt shows it: one fact a line, with its id. */
export const factsText = (b: FactsBlock): string => b.facts.map((f) => `[${f.id}] ${f.text}`).join('\n');
