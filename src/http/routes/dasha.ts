/**
 * Dasha routes: the Vimshottari tree and the periods running now (or at a date), and the Yogini dasha. Handlers
 * translate only; periods come from engine/jyotish/dasha.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { epochMsFromJulianDay, julianDayUT } from '../../engine/astro/time.ts';
import type { Chart } from '../../engine/jyotish/chart/types.ts';
import { currentDasha, subPeriods, vimshottari, type DashaPeriod } from '../../engine/jyotish/dasha/vimshottari.ts';
import { yoginiDasha, type YoginiPeriod } from '../../engine/jyotish/dasha/yogini.ts';
import { GRAHAS } from '../../engine/jyotish/primitives/names.ts';
import { DASHA_LEVELS } from '../../engine/tables/dasha/vimshottari.ts';
import { VIMSHOTTARI } from '../../engine/tables/dasha/vimshottari.ts';
import { YOGINIS } from '../../engine/tables/dasha/yogini.ts';
import { dateAtBirthPlace } from '../chart/date-at-birth-place.ts';
import { presentBalance, presentPeriod } from '../chart/dasha.ts';
import { OTHER_DASHA_SYSTEMS, otherDashaTree, type OtherDashaSystem } from '../chart/dasha-systems.ts';
import { chartConventions } from '../chart/present.ts';
import { chartFromBody, ChartBody } from '../chart/request.ts';
import { InputError } from '../plugins/errors.ts';
import { localClock, type LocalTime } from '../local-time.ts';
import { toProveRefs } from '../prove-refs.ts';
import { DateString } from '../schemas/common.ts';
import { DashaCurrentResult, DashaTreeResult, DashaYoginiResult } from '../schemas/dasha.ts';
import { withErrors } from '../schemas/responses.ts';

const TAG = 'Dasha';
const VIMSHOTTARI_REFS = toProveRefs(VIMSHOTTARI.cites);
const YOGINI_REFS = toProveRefs(YOGINIS.cites);

const CurrentBody = Type.Object(
  { ...ChartBody.properties, as_of: Type.Optional({ ...DateString, description: 'Date (YYYY-MM-DD, noon at the birth place) to read the running periods at; default now.' }) },
  { additionalProperties: false, title: 'DashaCurrentBody', examples: ChartBody.examples as unknown[] },
);
const TreeBody = Type.Object(
  {
    ...ChartBody.properties,
    depth: Type.Optional(Type.Integer({ minimum: 1, maximum: 5, description: 'Levels: 1 Mahadasha .. 4 Sukshma (default) .. 5 Prana (needs `maha`).' })),
    maha: Type.Optional(Type.Union(GRAHAS.map((g) => Type.Literal(g)), { description: 'Only this mahadasha (required for depth 5; Vimshottari only).' })),
    system: Type.Optional(Type.Union(['vimshottari', ...OTHER_DASHA_SYSTEMS].map((x) => Type.Literal(x)), { description: 'vimshottari (default), ashtottari (with its applicability), kalachakra or narayana (two levels at most).' })),
  },
  { additionalProperties: false, title: 'DashaTreeBody', examples: ChartBody.examples as unknown[] },
);

type Clock = (epochMs: number) => LocalTime;

interface TreeNode {
  planet: string;
  start: string;
  end: string;
  children?: TreeNode[];
}

/** Nested periods; below the first level only planet, start and end, to keep four levels (6,561 periods) compact. */
function tree(period: DashaPeriod, depth: number, yearDays: number, clock: Clock): TreeNode {
  const node: TreeNode = {
    planet: period.lord,
    start: clock(epochMsFromJulianDay(period.startJdUt)).iso,
    end: clock(epochMsFromJulianDay(period.endJdUt)).iso,
  };
  if (depth > 1) node.children = subPeriods(period, yearDays).map((p) => tree(p, depth - 1, yearDays, clock));
  return node;
}

function presentYogini(p: YoginiPeriod, clock: Clock): Record<string, unknown> {
  return {
    yogini: p.yogini,
    lord: p.lord,
    years: p.years,
    start: clock(epochMsFromJulianDay(p.startJdUt)).iso,
    end: clock(epochMsFromJulianDay(p.endJdUt)).iso,
    ...(p.antardashas === undefined ? {} : { antardashas: p.antardashas.map((a) => presentYogini(a, clock)) }),
  };
}

function asOfJd(chart: Chart, asOf: string | undefined, now: number): number {
  return asOf === undefined ? julianDayUT(now) : dateAtBirthPlace(chart, asOf, 'as_of');
}

export async function dashaRoutes(app: FastifyInstance, deps: { now: () => number }): Promise<void> {
  app.post<{ Body: Record<string, unknown> & { as_of?: string; dasha_year_days?: number } }>('/api/dasha/current', {
    schema: {
      tags: [TAG],
      summary: 'The Vimshottari periods running today (or at as_of): Mahadasha, Antardasha, Pratyantar, Sukshma, Prana, each with its end date ("15 Mar 2031") and ISO start and end.',
      operationId: 'dashaCurrent',
      body: CurrentBody,
      response: withErrors(Type.Ref(DashaCurrentResult)),
    },
  }, (req) => {
    const chart = chartFromBody(req.body);
    const v = vimshottari(chart.grahas.Moon.longitude, chart.moment.jdUt, { yearDays: req.body.dasha_year_days });
    const at = asOfJd(chart, req.body.as_of, deps.now());
    const clock = localClock(chart.moment.timezone);
    const levels = currentDasha(v, at).map((p) => presentPeriod(p, clock));
    return {
      success: true,
      engine_status: 'LIVE',
      as_of: clock(epochMsFromJulianDay(at)).iso,
      current_levels: levels,
      balance: presentBalance(v),
      ...(levels.length === 0 ? { note: 'The date lies outside the 120 years of the Vimshottari cycle from birth.' } : {}),
      conventions: chartConventions(chart, { dashaYearDays: v.yearDays }),
      prove_refs: VIMSHOTTARI_REFS,
    };
  });

  app.post<{ Body: Record<string, unknown> & { depth?: number; maha?: string; dasha_year_days?: number; system?: string } }>('/api/dasha/tree', {
    schema: {
      tags: [TAG],
      summary: 'The dasha tree from birth: Vimshottari Mahadasha > Antardasha > Pratyantar > Sukshma (depth 4, default), Prana with depth 5 for one mahadasha; or `system` ashtottari, kalachakra, narayana.',
      operationId: 'dashaTree',
      body: TreeBody,
      response: withErrors(Type.Ref(DashaTreeResult)),
    },
  }, (req) => {
    const depth = req.body.depth ?? 4;
    const system = req.body.system ?? 'vimshottari';
    if (system !== 'vimshottari') {
      if (req.body.maha !== undefined) throw InputError.at(['body', 'maha'], '`maha` selects a Vimshottari mahadasha; leave it out for other systems');
      const chart = chartFromBody(req.body);
      const t = otherDashaTree(system as OtherDashaSystem, chart, depth, req.body.dasha_year_days, localClock(chart.moment.timezone));
      return {
        success: true,
        engine_status: 'LIVE',
        system: t.system,
        method: t.method,
        levels: t.levels,
        balance: t.balance,
        ...(t.applicability === undefined ? {} : { applicability: t.applicability }),
        tree: t.tree,
        conventions: chartConventions(chart, { dashaYearDays: req.body.dasha_year_days ?? 365.25 }),
        prove_refs: toProveRefs(t.refs),
      };
    }
    if (depth === 5 && req.body.maha === undefined) {
      throw InputError.at(['body', 'maha'], 'Depth 5 (Prana) needs one mahadasha named in `maha`: the whole tree would hold 59,049 periods', 'missing');
    }
    const chart = chartFromBody(req.body);
    const v = vimshottari(chart.grahas.Moon.longitude, chart.moment.jdUt, { yearDays: req.body.dasha_year_days });
    const clock = localClock(chart.moment.timezone);
    const mahas = req.body.maha === undefined ? v.mahadashas : v.mahadashas.filter((p) => p.lord === req.body.maha);
    return {
      success: true,
      engine_status: 'LIVE',
      system: 'vimshottari',
      levels: DASHA_LEVELS.slice(0, depth),
      balance: presentBalance(v),
      tree: mahas.map((p) => ({ level: p.level, years: p.years, ...tree(p, depth, v.yearDays, clock) })),
      conventions: chartConventions(chart, { dashaYearDays: v.yearDays }),
      prove_refs: VIMSHOTTARI_REFS,
    };
  });

  app.post<{ Body: Record<string, unknown> & { dasha_year_days?: number } }>('/api/dasha/yogini', {
    schema: {
      tags: [TAG],
      summary: 'Yogini dasha: eight yoginis, 36-year cycle, three cycles from birth with antardashas; the name-to-lord map from the fixed classical constant.',
      operationId: 'dashaYogini',
      body: ChartBody,
      response: withErrors(Type.Ref(DashaYoginiResult)),
    },
  }, (req) => {
    const chart = chartFromBody(req.body);
    const d = yoginiDasha(chart.grahas.Moon.longitude, chart.moment.jdUt, { yearDays: req.body.dasha_year_days });
    const clock = localClock(chart.moment.timezone);
    return {
      success: true,
      engine_status: 'LIVE',
      first_yogini: d.firstYogini,
      balance_years: d.balanceYears,
      cycles: d.cycles,
      yogini_lords: Object.fromEntries(YOGINIS.data.map((y) => [y.yogini, { lord: y.lord, years: y.years }])),
      periods: d.periods.map((p) => presentYogini(p, clock)),
      conventions: chartConventions(chart, { dashaYearDays: d.yearDays }),
      prove_refs: YOGINI_REFS,
    };
  });
}
