/**
 * The dasha tree for the systems beside Vimshottari (`system` on POST /api/dasha/tree): Ashtottari (with its
 * applicability), Kalachakra and Narayana, each period with local start and end, nested to the depth asked.
 */
import { epochMsFromJulianDay } from '../../engine/astro/time.ts';
import { ashtottariForChart } from '../../engine/jyotish/dasha/ashtottari-applicability.ts';
import { kalachakra } from '../../engine/jyotish/dasha/kalachakra.ts';
import { narayanaForChart } from '../../engine/jyotish/dasha/narayana.ts';
import type { SystemPeriod } from '../../engine/jyotish/dasha/system-period.ts';
import type { Chart } from '../../engine/jyotish/chart/types.ts';
import type { Citation } from '../../engine/tables/sources.ts';
import type { LocalTime } from '../local-time.ts';
import { snakeCaseKeys } from '../snake-case.ts';

export const OTHER_DASHA_SYSTEMS = ['ashtottari', 'kalachakra', 'narayana'] as const;
export type OtherDashaSystem = (typeof OTHER_DASHA_SYSTEMS)[number];

interface Node {
  lord: string;
  level: string;
  years: number;
  start: string;
  end: string;
  children?: Node[];
}

function node(p: SystemPeriod<string>, clock: (ms: number) => LocalTime): Node {
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
  balance: unknown;
  applicability?: unknown;
  tree: Node[];
  refs: readonly Citation[];
}

export function otherDashaTree(system: OtherDashaSystem, chart: Chart, depth: number, yearDays: number | undefined, clock: (ms: number) => LocalTime): OtherTree {
  const options = { levels: depth, ...(yearDays === undefined ? {} : { yearDays }) };
  const r = system === 'ashtottari' ? ashtottariForChart(chart, options)
    : system === 'kalachakra' ? kalachakra(chart.grahas.Moon.longitude, chart.moment.jdUt, options)
    : narayanaForChart(chart, options);
  return {
    system,
    method: r.method,
    levels: r.levels,
    balance: r.balance === null ? null : snakeCaseKeys(r.balance),
    ...('applicability' in r ? { applicability: snakeCaseKeys(r.applicability) } : {}),
    tree: (r.periods as SystemPeriod<string>[]).map((p) => node(p, clock)),
    refs: r.refs,
  };
}
