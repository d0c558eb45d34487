/**
 * The dasha tree for the systems beside Vimshottari (`system` on POST /api/dasha/tree): Ashtottari (with its
 * applicability), Kalachakra and Narayana, each period with local start and end, nested to the depth asked.
 */
import { epochMsFromJulianDay } from '../../engine/astro/time.ts';
import {
  ashtottariForChart,
  type AshtottariApplicability,
} from '../../engine/jyotish/dasha/ashtottari-applicability.ts';
import type { AshtottariBalance } from '../../engine/jyotish/dasha/ashtottari.ts';
import { kalachakra, type KalachakraBalance } from '../../engine/jyotish/dasha/kalachakra.ts';
import { narayanaForChart } from '../../engine/jyotish/dasha/narayana.ts';
import type { SystemPeriod } from '../../engine/jyotish/dasha/system-period.ts';
import type { Chart } from '../../engine/jyotish/chart/types.ts';
import type { Graha, Sign } from '../../engine/vocabulary/names.ts';
import type { DashaLevel } from '../../engine/tables/dasha/vimshottari.ts';
import type { Citation } from '../../engine/tables/sources.ts';
import type { LocalTime } from '../local-time.ts';
import { snakeCased, type SnakeCased } from '../snake-case.ts';

export const OTHER_DASHA_SYSTEMS = ['ashtottari', 'kalachakra', 'narayana'] as const;
export type OtherDashaSystem = (typeof OTHER_DASHA_SYSTEMS)[number];

interface Node {
  lord: Graha | Sign;
  level: DashaLevel;
  years: number;
  start: string;
  end: string;
  children?: Node[];
}

function node(p: SystemPeriod<Graha | Sign>, clock: (ms: number) => LocalTime): Node {
  return {
    lord: p.lord,
    level: p.level,
    years: p.years,
    start: clock(epochMsFromJulianDay(p.startJdUt)).iso,
    end: clock(epochMsFromJulianDay(p.endJdUt)).iso,
    ...(p.antardashas === undefined ? {} : { children: p.antardashas.map((c) => node(c, clock)) }),
  };
}

export interface OtherTree {
  system: OtherDashaSystem;
  method: string;
  levels: number;
  balance: SnakeCased<AshtottariBalance> | SnakeCased<KalachakraBalance> | null;
  applicability?: SnakeCased<AshtottariApplicability>;
  tree: Node[];
  refs: readonly Citation[];
}

export function otherDashaTree(
  system: OtherDashaSystem,
  chart: Chart,
  depth: number,
  yearDays: number | undefined,
  clock: (ms: number) => LocalTime,
): OtherTree {
  const options = { levels: depth, ...(yearDays === undefined ? {} : { yearDays }) };
  const r =
    system === 'ashtottari'
      ? ashtottariForChart(chart, options)
      : system === 'kalachakra'
        ? kalachakra(chart.grahas.Moon.longitude, chart.moment.jdUt, options)
        : narayanaForChart(chart, options);
  const periods: readonly SystemPeriod<Graha | Sign>[] = r.periods;
  return {
    system,
    method: r.method,
    levels: r.levels,
    balance: r.balance === null ? null : snakeCased(r.balance),
    ...('applicability' in r ? { applicability: snakeCased(r.applicability) } : {}),
    tree: periods.map((p) => node(p, clock)),
    refs: r.refs,
  };
}
