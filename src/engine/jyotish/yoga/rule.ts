/** Builds a YogaRule from a condition: the rule's own code says only when the yoga forms and from which grahas. */
import type { Citation } from '../../tables/sources.ts';
import type { Graha } from '../../vocabulary/names.ts';
import { strengthBand } from './strength.ts';
import type { YogaChart, YogaContext, YogaFamily, YogaFinding, YogaRule } from './types.ts';

export interface Match {
  /** The grahas that make the yoga. */
  grahas: Graha[];
  detail: string;
  /** Houses (from the lagna) named by the condition beyond those the grahas occupy. */
  houses?: number[];
  /** Reasons the yoga is cancelled; absent or empty when present. */
  cancellation?: string[];
  /** Grahas the strength band is read from, when not all of `grahas`. */
  strengthFrom?: Graha[];
}

export interface RuleSpec {
  id: string;
  name: string;
  family: YogaFamily;
  famous: boolean;
  definition: string;
  refs: readonly Citation[];
  /** The yoga is an affliction of its graha(s): the strength rule is negated (strength.ts). */
  afflicted?: boolean;
  requires?: readonly (keyof YogaContext)[];
  match: (chart: YogaChart, context: YogaContext) => Match | null;
}

export function yogaRule(spec: RuleSpec): YogaRule {
  const { match, afflicted = false, ...meta } = spec;
  return {
    ...meta,
    afflicted,
    detect(chart: YogaChart, context: YogaContext = {}): YogaFinding | null {
      if ((meta.requires ?? []).some((k) => context[k] === undefined)) return null;
      const m = match(chart, context);
      if (m === null) return null;
      const grahas = [...new Set(m.grahas)];
      const houses = [...new Set([...grahas.map((g) => chart.grahas[g].house), ...(m.houses ?? [])])].sort(
        (a, b) => a - b,
      );
      const signs = houses.map((h) => chart.houses[h - 1]?.sign).filter((s) => s !== undefined);
      const strengthFrom = m.strengthFrom ?? grahas;
      const strength = strengthBand(chart, strengthFrom, afflicted);
      const cancelled = (m.cancellation ?? []).length > 0;
      return {
        id: meta.id,
        name: meta.name,
        family: meta.family,
        famous: meta.famous,
        status: cancelled ? 'cancelled' : 'present',
        cancellation: cancelled ? (m.cancellation ?? []) : null,
        strength,
        strengthLabel: cancelled ? 'cancelled' : strength,
        strengthFrom,
        facts: { grahas, houses, signs, detail: m.detail },
        refs: meta.refs,
      };
    },
  };
}
