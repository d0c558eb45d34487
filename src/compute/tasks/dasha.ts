/**
 * Dasha tasks: the Vimshottari tree and the periods running now (or at a date), and the Yogini dasha. The tasks
 * translate only; periods come from engine/jyotish/dasha.
 */
import { Type, type Static } from '@sinclair/typebox';
import { epochMsFromJulianDay, julianDayUT } from '../../engine/astro/time.ts';
import type { Chart } from '../../engine/jyotish/chart/types.ts';
import { currentDasha, subPeriods, vimshottari, type DashaPeriod } from '../../engine/jyotish/dasha/vimshottari.ts';
import { yoginiDasha, type YoginiPeriod } from '../../engine/jyotish/dasha/yogini.ts';
import { GRAHAS, type Graha } from '../../engine/vocabulary/names.ts';
import { DASHA_LEVELS } from '../../engine/tables/dasha/vimshottari.ts';
import { VIMSHOTTARI } from '../../engine/tables/dasha/vimshottari.ts';
import { YOGINIS } from '../../engine/tables/dasha/yogini.ts';
import { dateAtBirthPlace } from '../chart/date-at-birth-place.ts';
import { presentBalance, presentPeriod } from '../chart/dasha.ts';
import { OTHER_DASHA_SYSTEMS, otherDashaTree, type OtherDashaSystem } from '../chart/dasha-systems.ts';
import { chartConventions } from '../chart/present.ts';
import { chartFromBody, ChartBody } from '../chart/request.ts';
import { defineTask } from '../task.ts';
import { labelled } from '../labels.ts';
import { InputError } from '../input-error.ts';
import { localClock, type LocalTime } from '../local-time.ts';
import { toProveRefs } from '../prove-refs.ts';
import { DateString } from '../../schemas/common.ts';
import { DashaCurrentResult, DashaTreeResult, DashaYoginiResult } from '../../schemas/dasha.ts';
const VIMSHOTTARI_REFS = toProveRefs(VIMSHOTTARI.cites);
const YOGINI_REFS = toProveRefs(YOGINIS.cites);

/**
 * The tree's depth when the request names none: two levels (Mahadasha and Antardasha) keep the answer small
 * (Vimshottari ~10 KB, Narayana, the largest, ~45 KB); each further level multiplies it by about eight (four
 * levels of Vimshottari are ~670 KB, Kalachakra's ~2 MB). Deeper levels are there on request (`depth`).
 */
export const DEFAULT_TREE_DEPTH = 2;

export const CurrentBody = Type.Object(
  {
    ...ChartBody.properties,
    as_of: Type.Optional({
      ...DateString,
      description: 'Date (YYYY-MM-DD, noon at the birth place) to read the running periods at; default now.',
    }),
  },
  { additionalProperties: false, title: 'DashaCurrentBody', examples: ChartBody.examples as unknown[] },
);
export const TreeBody = Type.Object(
  {
    ...ChartBody.properties,
    depth: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 5,
        default: DEFAULT_TREE_DEPTH,
        description:
          `Levels, default ${DEFAULT_TREE_DEPTH} (Mahadasha and Antardasha: about 10 KB for Vimshottari, under 50 ` +
          `KB for every system). 1 Mahadasha, 2 Antardasha, 3 Pratyantar (Vimshottari about 75 KB), 4 Sukshma ` +
          `(about 670 KB), 5 Prana (Vimshottari only, for one \`maha\`). Each level multiplies the answer about ` +
          `eightfold; Narayana stops at two.`,
      }),
    ),
    maha: Type.Optional(
      Type.Union(
        GRAHAS.map((g) => Type.Literal(g)),
        { description: 'Only this mahadasha (required for depth 5; Vimshottari only).' },
      ),
    ),
    system: Type.Optional(
      Type.Union(
        ['vimshottari', ...OTHER_DASHA_SYSTEMS].map((x) => Type.Literal(x)),
        {
          description:
            'vimshottari (default), ashtottari (with its applicability), kalachakra, or narayana (two levels at most).',
        },
      ),
    ),
  },
  { additionalProperties: false, title: 'DashaTreeBody', examples: ChartBody.examples as unknown[] },
);
export type CurrentRequest = Static<typeof CurrentBody>;
export type TreeRequest = Static<typeof TreeBody>;
export type ChartRequest = Static<typeof ChartBody>;

type Clock = (epochMs: number) => LocalTime;

interface TreeNode {
  planet: Graha;
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

function presentYogini(p: YoginiPeriod, clock: Clock) {
  return {
    yogini: p.yogini,
    lord: p.lord,
    years: p.years,
    start: clock(epochMsFromJulianDay(p.startJdUt)).iso,
    end: clock(epochMsFromJulianDay(p.endJdUt)).iso,
  };
}

function asOfJd(chart: Chart, asOf: string | undefined, now: number): number {
  return asOf === undefined ? julianDayUT(now) : dateAtBirthPlace(chart, asOf, 'as_of');
}

/** Work done in a compute thread: plain input in, the response object out. */
export const dashaTasks = {
  dashaCurrent: defineTask(
    DashaCurrentResult,
    labelled(['graha', 'dasha_level'], ({ body, now }: { body: CurrentRequest; now: number }) => {
      const chart = chartFromBody(body);
      const v = vimshottari(chart.grahas.Moon.longitude, chart.moment.jdUt, { yearDays: body.dasha_year_days });
      const at = asOfJd(chart, body.as_of, now);
      const clock = localClock(chart.moment.timezone);
      const levels = currentDasha(v, at).map((p) => presentPeriod(p, clock));
      return {
        success: true,
        engine_status: 'LIVE' as const,
        as_of: clock(epochMsFromJulianDay(at)).iso,
        current_levels: levels,
        balance: presentBalance(v),
        ...(levels.length === 0
          ? { note: 'The date lies outside the 120 years of the Vimshottari cycle from birth.' }
          : {}),
        conventions: chartConventions(chart, { dashaYearDays: v.yearDays }),
        prove_refs: VIMSHOTTARI_REFS,
      };
    }),
  ),

  dashaTree: defineTask(
    DashaTreeResult,
    labelled(['graha', 'sign', 'dasha_level'], ({ body }: { body: TreeRequest }) => {
      const depth = body.depth ?? DEFAULT_TREE_DEPTH;
      const system = body.system ?? 'vimshottari';
      if (system !== 'vimshottari') {
        if (body.maha !== undefined)
          throw InputError.at(
            ['body', 'maha'],
            '`maha` selects a Vimshottari mahadasha; leave it out for other systems',
          );
        // Without `maha` to narrow it, a fifth level of a whole tree is tens of megabytes (Kalachakra: 18 MB, 3 s).
        if (depth === 5)
          throw InputError.at(
            ['body', 'depth'],
            'Depth 5 (Prana) is answered for one Vimshottari mahadasha (`maha`); other systems stop at depth 4',
            'less_than_equal',
          );
        const chart = chartFromBody(body);
        const t = otherDashaTree(
          system as OtherDashaSystem,
          chart,
          depth,
          body.dasha_year_days,
          localClock(chart.moment.timezone),
        );
        return {
          success: true,
          engine_status: 'LIVE' as const,
          system: t.system,
          method: t.method,
          levels: t.levels,
          balance: t.balance,
          ...(t.applicability === undefined ? {} : { applicability: t.applicability }),
          tree: t.tree,
          conventions: chartConventions(chart, { dashaYearDays: body.dasha_year_days ?? 365.25 }),
          prove_refs: toProveRefs(t.refs),
        };
      }
      if (depth === 5 && body.maha === undefined) {
        throw InputError.at(
          ['body', 'maha'],
          'Depth 5 (Prana) needs one mahadasha named in `maha`: the whole tree would hold 59,049 periods',
          'missing',
        );
      }
      const chart = chartFromBody(body);
      const v = vimshottari(chart.grahas.Moon.longitude, chart.moment.jdUt, { yearDays: body.dasha_year_days });
      const clock = localClock(chart.moment.timezone);
      const mahas = body.maha === undefined ? v.mahadashas : v.mahadashas.filter((p) => p.lord === body.maha);
      return {
        success: true,
        engine_status: 'LIVE' as const,
        system: 'vimshottari' as const,
        levels: DASHA_LEVELS.slice(0, depth),
        balance: presentBalance(v),
        tree: mahas.map((p) => ({ level: 'Mahadasha' as const, years: p.years, ...tree(p, depth, v.yearDays, clock) })),
        conventions: chartConventions(chart, { dashaYearDays: v.yearDays }),
        prove_refs: VIMSHOTTARI_REFS,
      };
    }),
  ),

  dashaYogini: defineTask(
    DashaYoginiResult,
    labelled(['graha', 'yogini', 'dasha_level'], ({ body }: { body: ChartRequest }) => {
      const chart = chartFromBody(body);
      const d = yoginiDasha(chart.grahas.Moon.longitude, chart.moment.jdUt, { yearDays: body.dasha_year_days });
      const clock = localClock(chart.moment.timezone);
      return {
        success: true,
        engine_status: 'LIVE' as const,
        first_yogini: d.firstYogini,
        balance_years: d.balanceYears,
        cycles: d.cycles,
        yogini_lords: Object.fromEntries(
          YOGINIS.data.map((y) => [y.yogini, { lord: y.lord, years: y.years }]),
        ) as Record<(typeof YOGINIS.data)[number]['yogini'], { lord: Graha; years: number }>,
        periods: d.periods.map((p) => ({
          ...presentYogini(p, clock),
          antardashas: p.antardashas.map((a) => presentYogini(a, clock)),
        })),
        conventions: chartConventions(chart, { dashaYearDays: d.yearDays }),
        prove_refs: YOGINI_REFS,
      };
    }),
  ),
};
