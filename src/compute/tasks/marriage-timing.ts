/**
 * Marriage timing: POST /api/v2/marriage-timing-matrix (one `person` with birth_ fields, or a `bride` and `groom`)
 * and POST /api/v2/marriage-timing-matrix-ui (the same computation as a timeline with the sync score). Each person's
 * chart is computed once; the engine (jyotish/marriage-timing) does the layers. Scans decades of Jupiter and Saturn
 * ingresses: heavy rate budget.
 */
import { computeChart } from '../../engine/jyotish/chart/compute.ts';
import type { Chart } from '../../engine/jyotish/chart/types.ts';
import { coupleTiming } from '../../engine/jyotish/marriage-timing/couple.ts';
import type { Sex } from '../../engine/jyotish/marriage-timing/promise.ts';
import { SYNC_FORMULA, timeline } from '../../engine/jyotish/marriage-timing/timeline.ts';
import {
  marriageTiming,
  MAX_SCAN_YEARS,
  METHOD,
  type MarriageTiming,
} from '../../engine/jyotish/marriage-timing/timing.ts';
import { MARRIAGE_REFS } from '../../engine/tables/marriage/refs.ts';
import type { Citation } from '../../engine/tables/sources.ts';
import { signAt, type Graha } from '../../engine/vocabulary/names.ts';
import { birthInput, withInputErrors, type BirthShape } from '../birth-moment.ts';
import { chartConventions } from '../chart/present.ts';
import { defineTask } from '../task.ts';
import { labelled } from '../labels.ts';
import { localInstants } from '../jd-fields.ts';
import { InputError } from '../input-error.ts';
import { toProveRefs } from '../prove-refs.ts';
import { MarriageTimelineResult, MarriageTimingResult } from '../../schemas/marriage-timing.ts';
import { snakeCased } from '../snake-case.ts';
import type { Ayanamsa } from '../../engine/astro/bodies.ts';
import type { NodeType } from '../../engine/jyotish/chart/types.ts';

export interface Body {
  person?: Record<string, unknown> & { gender?: string; name?: string };
  bride?: Record<string, unknown> & { name?: string };
  groom?: Record<string, unknown> & { name?: string };
  from_age?: number;
  to_age?: number;
  ayanamsa?: Ayanamsa;
  node_type?: NodeType;
  dasha_year_days?: number;
}

// --- reading -------------------------------------------------------------------------------------------------------

type Role = 'person' | 'bride' | 'groom';
interface Subject {
  role: Role;
  name: string | undefined;
  chart: Chart;
  timing: MarriageTiming;
}

function chartOf(body: Body, role: Role): Chart {
  const options = { ayanamsa: body.ayanamsa, nodeType: body.node_type };
  if (role === 'person') {
    // The birth_ fields sit inside `person`: read them there and place any error at ['body', 'person', field].
    const { input } = birthInput(body.person ?? {}, { kind: 'birth_' });
    const loc = (f: string) => ['body', 'person', f === 'timezone' || f === 'utc_offset' ? f : `birth_${f}`];
    return withInputErrors(loc, () => computeChart(input, options));
  }
  const shape: BirthShape = { kind: 'nested', person: role };
  const { input, loc } = birthInput(body as Record<string, unknown>, shape);
  return withInputErrors(loc, () => computeChart(input, options));
}

const sexOf = (role: Role, gender: string | undefined): Sex =>
  role === 'bride'
    ? 'female'
    : role === 'groom'
      ? 'male'
      : gender === undefined
        ? 'unspecified'
        : gender.toLowerCase() === 'male'
          ? 'male'
          : 'female';

function subjects(body: Body): Subject[] {
  const nested = body.bride !== undefined || body.groom !== undefined;
  if (body.person !== undefined && nested) {
    throw InputError.at(['body', 'person'], 'Give either person or bride and groom, not both', 'value_error.ambiguous');
  }
  if (!nested && body.person === undefined) {
    throw InputError.at(
      ['body', 'person'],
      'Field required: give person (birth_ fields), or bride and groom',
      'missing',
    );
  }
  const roles: Role[] = nested ? ['bride', 'groom'] : ['person'];
  const missing = roles.filter((r) => body[r] === undefined);
  if (missing.length > 0)
    throw new InputError(
      missing.map((r) => ({
        loc: ['body', r],
        msg: 'Field required: give both partners (bride and groom)',
        type: 'missing',
      })),
    );
  if (
    body.from_age !== undefined &&
    body.to_age !== undefined &&
    !(body.to_age > body.from_age && body.to_age - body.from_age <= MAX_SCAN_YEARS)
  ) {
    throw InputError.at(
      ['body', 'to_age'],
      `to_age must be above from_age and at most ${MAX_SCAN_YEARS} years after it`,
      'value_error.range',
    );
  }
  return roles.map((role) => {
    const chart = chartOf(body, role);
    const timing = marriageTiming(chart, {
      sex: sexOf(role, body.person?.gender),
      fromAge: body.from_age,
      toAge: body.to_age ?? (body.from_age === undefined ? undefined : Math.max(45, body.from_age + 1)),
      yearDays: body.dasha_year_days,
    });
    if (timing.scan.toAge <= timing.scan.fromAge) {
      throw InputError.at(
        ['body', 'to_age'],
        `to_age must be above the scan's first age (${timing.scan.fromAge})`,
        'value_error.range',
      );
    }
    if (timing.scan.toAge - timing.scan.fromAge > MAX_SCAN_YEARS) {
      throw InputError.at(
        ['body', 'from_age'],
        `the scan may span at most ${MAX_SCAN_YEARS} years; give to_age too`,
        'value_error.range',
      );
    }
    return { role, name: body[role]?.name, chart, timing };
  });
}

const round2 = (x: number) => Math.round(x * 100) / 100;

function presentWindows(t: MarriageTiming, tz: string) {
  return t.windows.map((w) =>
    snakeCased(
      localInstants(
        { ...w, ageFrom: round2(w.ageFrom), ageTo: round2(w.ageTo), doubleTransitDays: round2(w.doubleTransitDays) },
        tz,
      ),
    ),
  );
}

function presentPerson(s: Subject) {
  const { chart, timing: t } = s;
  const tz = chart.moment.timezone;
  const f = t.factors;
  return {
    ...(s.name === undefined ? {} : { name: s.name }),
    birth: chart.moment.localIso,
    timezone: tz,
    utc: chart.moment.utcIso,
    factors: {
      seventh_house: { sign: f.seventh.sign, occupants: f.seventh.occupants, aspected_by: f.seventh.aspectedBy },
      seventh_lord: {
        graha: f.seventhLord.graha,
        house: f.seventhLord.house,
        sign: signAt(f.seventhLord.signIndex),
        combust: f.seventhLord.combust,
        debilitated: f.seventhLord.debilitated,
      },
      venus: {
        house: f.venus.house,
        sign: signAt(f.venus.signIndex),
        combust: f.venus.combust,
        dignity: f.venus.dignity,
      },
      darakaraka: { graha: f.darakaraka.graha, house: f.darakaraka.house, sign: signAt(f.darakaraka.signIndex) },
      upapada: { sign: f.upapada.sign, house: f.upapada.house },
    },
    promised_age: {
      band: t.promise.band,
      balance: t.promise.balance,
      from_age: t.promise.fromAge,
      to_age: t.promise.toAge,
      legal_minimum_age: t.promise.legalMinimumAge,
      ages_tier: 'service' as const,
      findings: t.promise.findings.map(({ refs, ...x }) => ({ ...x, prove_refs: toProveRefs(refs) })),
    },
    significators: Object.entries(t.significators).map(([graha, roles]) => ({
      graha: graha as Graha,
      roles: roles ?? [],
    })),
    scan: snakeCased(localInstants({ ...t.scan, fromAge: round2(t.scan.fromAge), toAge: round2(t.scan.toAge) }, tz)),
    dasha_gate: t.dashaGate.map((g) => snakeCased(localInstants(g, tz))),
    jupiter_trigger: t.jupiter.map((j) => snakeCased(localInstants(j, tz))),
    double_transit: t.doubleTransit.map((d) => snakeCased(localInstants(d, tz))),
    windows: presentWindows(t, tz),
  };
}

function refsOf(list: Subject[], extra: readonly Citation[]): Citation[] {
  return [...new Set([...list.flatMap((s) => s.timing.refs), ...extra])];
}

function conventionsOf(list: Subject[], body: Body) {
  const first = list[0];
  if (first === undefined) throw new Error('no subject');
  return chartConventions(first.chart, { dashaYearDays: body.dasha_year_days ?? 365.25 });
}

function warningsOf(list: Subject[]): string[] {
  const out = list.flatMap((s) => s.chart.warnings.map((w) => (list.length > 1 ? `${s.role}: ${w}` : w)));
  for (const s of list)
    if (s.timing.scan.clippedAtEphemerisEnd)
      out.push(`${s.role}: the scan stops at the end of the ephemeris files (2399-12-31)`);
  if (list.length > 1)
    out.push("conventions state the bride's zone and instant; each partner's own are in their section");
  return out;
}

const syncOf = (shared: number, either: number) => (either === 0 ? null : Math.round((1000 * shared) / either) / 10);

// --- tasks ---------------------------------------------------------------------------------------------------------

export const marriageTimingTasks = {
  marriageTiming: defineTask(
    MarriageTimingResult,
    labelled(['graha', 'sign'], ({ body }: { body: Body }) => {
      const list = subjects(body);
      const [a, b] = list;
      const couple = a !== undefined && b !== undefined ? coupleTiming(a.timing, b.timing) : undefined;
      const tz = a?.chart.moment.timezone ?? 'UTC';
      return {
        success: true,
        engine_status: 'LIVE' as const,
        mode: couple === undefined ? ('person' as const) : ('couple' as const),
        ...Object.fromEntries(list.map((s) => [s.role, presentPerson(s)])),
        ...(couple === undefined
          ? {}
          : {
              couple: {
                timezone: tz,
                windows: couple.windows.map((w) =>
                  snakeCased(localInstants({ ...w, brideAge: round2(w.brideAge), groomAge: round2(w.groomAge) }, tz)),
                ),
                gate_overlap: couple.gateOverlap.map((g) => snakeCased(localInstants(g, tz))),
                shared_days: round2(couple.sharedDays),
                either_days: round2(couple.eitherDays),
                sync_score: syncOf(couple.sharedDays, couple.eitherDays),
                sync_formula: SYNC_FORMULA,
                sync_tier: 'service' as const,
              },
            }),
        method: METHOD,
        conventions: conventionsOf(list, body),
        warnings: warningsOf(list),
        prove_refs: toProveRefs(refsOf(list, couple === undefined ? [] : MARRIAGE_REFS.syncScore)),
      };
    }),
  ),

  marriageTimeline: defineTask(
    MarriageTimelineResult,
    labelled(['graha', 'sign'], ({ body }: { body: Body }) => {
      const list = subjects(body);
      const tl = timeline(list.map((s) => ({ person: s.role, timing: s.timing })));
      return {
        success: true,
        engine_status: 'LIVE' as const,
        mode: list.length === 2 ? ('couple' as const) : ('person' as const),
        columns: tl.columns.map((c) => ({ period: String(c.year), start_jd_ut: c.startJdUt, end_jd_ut: c.endJdUt })),
        rows: tl.rows,
        sync_by_column: tl.syncByColumn,
        sync_score: tl.syncScore,
        sync_formula: `${SYNC_FORMULA}${list.length === 2 ? '' : ' (one person: no score)'}`,
        sync_tier: 'service' as const,
        windows: Object.fromEntries(list.map((s) => [s.role, presentWindows(s.timing, s.chart.moment.timezone)])),
        method:
          `${METHOD} Timeline: one column per calendar year (UTC); each cell is the share of that year the layer ` +
          `covers.`,
        conventions: conventionsOf(list, body),
        warnings: warningsOf(list),
        prove_refs: toProveRefs(refsOf(list, MARRIAGE_REFS.syncScore)),
      };
    }),
  ),
};
