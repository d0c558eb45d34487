/**
 * Life-area reports (engine/reports/activation): GET /api/v2/activation-config (the framework, REFERENCE), the
 * marriage report and its alias, the progeny report, the career report (three paths, one handler) and the wealth
 * report (two paths). Handlers translate only: each runs one compute task.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Chart } from '../../engine/jyotish/chart/types.ts';
import {
  ACTIVATION_METHOD,
  activationInputs,
  fertilityOf,
  lifeAreaReport,
  partnerMatch,
  uniqueRefs,
  type AreaReport,
  type PartnerMatch,
} from '../../engine/reports/activation/index.ts';
import { AREA_PARAMS, LIFE_AREAS, OBSTRUCTION_RULES, type LifeArea } from '../../engine/tables/activation/areas.ts';
import { FERTILITY_BANDS, RATING_BANDS, SCORE_RANGE } from '../../engine/tables/activation/bands.ts';
import { ACTIVATION_LEVELS, LEVEL_CONTRACT, LEVEL_IDS } from '../../engine/tables/activation/levels.ts';
import { chartConventions } from '../chart/present.ts';
import { chartFromBody } from '../chart/request.ts';
import type { Compute } from '../compute/port.ts';
import { sendJson } from '../compute/send.ts';
import { defineTask } from '../compute/task.ts';
import { InputError } from '../plugins/errors.ts';
import { toProveRefs } from '../prove-refs.ts';
import {
  clockFor,
  presentAspects,
  presentHouse,
  presentLevel,
  presentNativeEcho,
  presentRating,
  presentReport,
  presentWindow,
  type Clock,
} from '../reports/present.ts';
import {
  asOfJd,
  chartAt,
  DEFAULT_HORIZON_YEARS,
  LifeAreaReportReq,
  MarriageReportReq,
  partnerNative,
  ProgenyReportReq,
  sexOf,
  sexOfGender,
  type TimingBody,
} from '../reports/request.ts';
import {
  ActivationConfigResult,
  LifeAreaReportResult,
  MarriageReportResult,
  ProgenyReportResult,
} from '../schemas/reports.ts';
import { withErrors } from '../schemas/responses.ts';
import type { Lang } from '../../engine/tables/labels/index.ts';
import { labelled, staticByLang } from '../labels.ts';
import { LangQuery } from '../schemas/lang.ts';

const TAG = 'Matching and marriage';
type Body = Record<string, unknown> & TimingBody;

const ROUTES: Record<LifeArea, string[]> = {
  marriage: ['/api/v2/marriage-report', '/api/v2/marriage-activation'],
  progeny: ['/api/v2/progeny-report'],
  career: ['/api/v2/area/career', '/api/v2/career-activation', '/api/v2/career-report'],
  wealth: ['/api/v2/area/wealth', '/api/v2/wealth-report'],
};

// --- the framework (REFERENCE) -------------------------------------------------------------------------------------

const CONFIG = staticByLang(
  {
    success: true,
    engine_status: 'REFERENCE',
    levels: LEVEL_IDS.map((id) => {
      const d = ACTIVATION_LEVELS.data[id];
      return { level: d.level, id, name: d.name, reads: d.reads, rule: d.rule, prove_refs: toProveRefs(d.refs) };
    }),
    rating: {
      tier: 'service',
      min: SCORE_RANGE.min,
      max: SCORE_RANGE.max,
      bands: RATING_BANDS.data.map((b) => ({ band: b.band, at_least: b.atLeast, meaning: b.meaning })),
      note:
        "The rating is the sum of the twelve level scores read as a band: the service's own scale, a count of " +
        'supporting factors, never a probability or a percentage of a life event.',
      prove_refs: toProveRefs(RATING_BANDS.cites),
    },
    level_contract: LEVEL_CONTRACT,
    life_areas: LIFE_AREAS.map((area) => {
      const p = AREA_PARAMS.data[area];
      return {
        area,
        title: p.title,
        routes: ROUTES[area],
        houses: p.houses,
        natural_karakas: p.naturalKarakas,
        chara_karaka: p.charaKaraka,
        varga: p.varga,
        yoga_families: p.yogaFamilies,
        obstructions: p.obstructions.map((id) => ({ id, rule: OBSTRUCTION_RULES.data[id] })),
        reads_upapada: p.readsUpapada,
        omitted_by_policy: p.omittedByPolicy,
        prove_refs: toProveRefs([...p.refs, ...AREA_PARAMS.cites]),
      };
    }),
    timing: ACTIVATION_METHOD,
    prove_refs: toProveRefs([
      ...ACTIVATION_LEVELS.cites,
      ...AREA_PARAMS.cites,
      ...OBSTRUCTION_RULES.cites,
      ...RATING_BANDS.cites,
      ...FERTILITY_BANDS.cites,
    ]),
  },
  ['graha'],
);

// --- shared reading ------------------------------------------------------------------------------------------------

interface Read {
  chart: Chart;
  report: AreaReport;
  asOf: number;
  at: Clock;
}

function read(
  area: LifeArea,
  chart: Chart,
  body: Body,
  now: number,
  sex?: 'male' | 'female',
  partner: PartnerMatch | null = null,
): Read {
  const asOf = asOfJd(chart, body, now);
  const inputs = activationInputs(chart, {
    asOfJdUt: asOf,
    horizonYears: body.horizon_years ?? DEFAULT_HORIZON_YEARS,
    ...(body.dasha_year_days === undefined ? {} : { yearDays: body.dasha_year_days }),
    ...(sex === undefined ? {} : { sex }),
  });
  return { chart, report: lifeAreaReport(area, inputs, { partner }), asOf, at: clockFor(chart) };
}

const levelsMissing = (r: AreaReport, who = ''): string[] =>
  r.levels.filter((l) => l.status === 'not_evaluated').map((l) => `${who}level ${l.level} (${l.id}): ${l.finding}`);

function common(r: Read, body: Body, name: unknown, missing: string[]) {
  return {
    success: true,
    engine_status: missing.length === 0 ? ('LIVE' as const) : ('PARTIAL' as const),
    missing,
    native: presentNativeEcho(r.chart, name),
    as_of: r.at(r.asOf),
    horizon_years: body.horizon_years ?? DEFAULT_HORIZON_YEARS,
    ...presentReport(r.report, r.at),
    method: ACTIVATION_METHOD,
    conventions: chartConventions(r.chart, { dashaYearDays: body.dasha_year_days ?? 365.25 }),
    warnings: r.report.warnings,
  };
}

const nameOf = (body: Body, person?: string): unknown =>
  person === undefined ? body.name : (body[person] as { name?: unknown } | undefined)?.name;

function lifeArea(area: 'career' | 'wealth', body: Body, now: number) {
  const r = read(area, chartFromBody(body), body, now, sexOfGender(body.gender));
  const dhana = r.report.levels.find((l) => l.id === 'yogas')?.facts.present;
  return {
    ...common(r, body, nameOf(body), levelsMissing(r.report)),
    area_houses: r.report.houses.map(presentHouse),
    karaka_aspects: presentAspects(r.report.karakaAspects),
    ...(area === 'wealth' ? { dhana_yogas: Array.isArray(dhana) ? dhana.map(String) : [] } : {}),
    prove_refs: toProveRefs(r.report.refs),
  };
}

function partnerEcho(body: Body) {
  const p = body.partner as { name?: string; date: string; time?: string; timezone?: string } | undefined;
  if (p === undefined) return null;
  return {
    ...(p.name === undefined ? {} : { name: p.name }),
    date: p.date,
    time: p.time ?? null,
    timezone: p.timezone ?? null,
  };
}

function marriage(body: Body, now: number) {
  const chart = chartAt(body, 'native');
  const sex = sexOf(body, 'native');
  const hasPartner = body.partner !== undefined;
  if (hasPartner && sex === undefined)
    throw InputError.at(
      ['body', 'native', 'gender'],
      'Field required with a partner: the kootas count from the bride, so say whether the native is Male or Female',
      'missing',
    );
  const other = hasPartner ? partnerNative(body) : null;
  const match = other === null || sex === undefined ? null : partnerMatch(chart, sex, other);
  const r = read('marriage', chart, body, now, sex, match);
  const missing = [
    ...(hasPartner && other === null
      ? [
          "partner.time: without the partner's time of birth the Moon's nakshatra and pada (the Moon crosses " +
            'about four padas a day) and the lagna are unknown, so the ashtakoota, dashakoot, nadi dosha and ' +
            'manglik cross-check are not evaluated',
        ]
      : []),
    ...levelsMissing(r.report),
  ];
  const delay = r.report.obstructions.find((o) => o.id === 'saturn_delay');
  const nadi = match?.ashtakoota.doshas.nadi;
  const union =
    match === null
      ? {
          status: hasPartner ? ('not_evaluated' as const) : ('no_partner' as const),
          ashtakoota: null,
          dashakoot: null,
          manglik: null,
          note: hasPartner
            ? 'The partner has no time of birth: the union is not evaluated (see missing).'
            : "No partner given: the report reads the native's chart alone.",
          prove_refs: [],
        }
      : {
          status: 'evaluated' as const,
          ashtakoota: {
            total: match.ashtakoota.total,
            max: 36 as const,
            verdict: match.ashtakoota.verdict,
            doshas: match.ashtakoota.doshas,
          },
          dashakoot: {
            matched_count: match.dashakoot.matchedCount,
            total: match.dashakoot.total,
            essentials_ok: match.dashakoot.essentialsOk,
            verdict: match.dashakoot.verdict,
          },
          manglik: {
            status: match.manglik.status,
            dosha_stands: match.manglik.doshaStands,
            explanation: match.manglik.explanation,
          },
          note:
            'From the matching engine (the same results as POST /api/v2/koota-extended for this couple); the ' +
            "verdicts are the service's bands.",
          prove_refs: toProveRefs(uniqueRefs([match.ashtakoota.refs, match.dashakoot.refs, match.manglik.refs])),
        };
  const house = r.report.houses[0];
  if (house === undefined) throw new Error('marriage report without its 7th house');
  return {
    ...common(r, body, nameOf(body, 'native'), missing),
    partner: partnerEcho(body),
    union_strength: union,
    obstructions: {
      manglik: manglikOf(r.report),
      nadi: {
        state: nadi ?? ('not_evaluated' as const),
        note:
          nadi === undefined
            ? hasPartner
              ? 'The partner has no time of birth.'
              : 'Needs a partner.'
            : "Nadi of the two Moons' nakshatras after the exceptions (matching engine).",
      },
      saturn_delay: { present: delay?.stands ?? false, detail: delay?.detail ?? '' },
    },
    venus_aspects: presentAspects(r.report.karakaAspects),
    seventh_house: presentHouse(house),
    prove_refs: toProveRefs(
      uniqueRefs([
        r.report.refs,
        ...(match === null ? [] : [match.ashtakoota.refs, match.dashakoot.refs, match.manglik.refs]),
      ]),
    ),
  };
}

/** The native's mangal dosha as the report read it (the same engine as POST /api/v2/mangal-dosha). */
function manglikOf(r: AreaReport) {
  const m = r.mangal;
  return {
    present: m.present,
    severity: m.severity,
    from_lagna: m.fromLagna,
    from_moon: m.fromMoon,
    from_venus: m.fromVenus,
  };
}

function progenyPart(r: Read) {
  const f = fertilityOf(r.report.levels);
  const house = r.report.houses[0];
  if (house === undefined) throw new Error('progeny report without its 5th house');
  return {
    fertility: {
      band: f.band,
      score: f.score,
      trace: f.trace,
      tier: 'service' as const,
      note:
        'A band of the classical factors of the 5th house, Jupiter and the putrakaraka (levels 1-5, 7, 8): not a ' +
        'medical statement and never a prediction of infertility.',
    },
    capacity_stars: f.stars,
    obstructions: r.report.obstructions.map(({ refs, ...o }) => ({ ...o, prove_refs: toProveRefs(refs) })),
    jupiter_aspects: presentAspects(r.report.karakaAspects),
    fifth_house: presentHouse(house),
  };
}

function overlaps(a: AreaReport, b: AreaReport, at: Clock) {
  const out: { start: string; end: string }[] = [];
  for (const x of a.timingWindows) {
    for (const y of b.timingWindows) {
      const s = Math.max(x.startJdUt, y.startJdUt);
      const e = Math.min(x.endJdUt, y.endJdUt);
      if (e > s && !out.some((o) => o.start === at(s))) out.push({ start: at(s), end: at(e) });
    }
  }
  return out;
}

function progeny(body: Body, now: number) {
  const male = read('progeny', chartAt(body, 'male'), body, now, 'male');
  const female = body.female === undefined ? null : read('progeny', chartAt(body, 'female'), body, now, 'female');
  const missing = [
    ...levelsMissing(male.report, 'male: '),
    ...(female === null ? [] : levelsMissing(female.report, 'female: ')),
  ];
  return {
    ...common(male, body, nameOf(body, 'male'), missing),
    warnings: [...new Set([...male.report.warnings, ...(female?.report.warnings.map((w) => `female: ${w}`) ?? [])])],
    ...progenyPart(male),
    female:
      female === null
        ? null
        : {
            native: presentNativeEcho(female.chart, nameOf(body, 'female')),
            rating: presentRating(female.report.rating),
            activation_chain: female.report.levels.map(presentLevel),
            timing_windows: female.report.timingWindows.map((w) => presentWindow(w, female.at)),
            ...progenyPart(female),
          },
    shared_windows: female === null ? [] : overlaps(male.report, female.report, male.at),
    prove_refs: toProveRefs(uniqueRefs([male.report.refs, female?.report.refs ?? [], FERTILITY_BANDS.cites])),
  };
}

// --- tasks ---------------------------------------------------------------------------------------------------------

export const reportTasks = {
  marriageReport: defineTask(
    MarriageReportResult,
    labelled(['graha', 'sign'], ({ body, now }: { body: Body; now: number }) => marriage(body, now)),
  ),
  progenyReport: defineTask(
    ProgenyReportResult,
    labelled(['graha', 'sign'], ({ body, now }: { body: Body; now: number }) => progeny(body, now)),
  ),
  careerReport: defineTask(
    LifeAreaReportResult,
    labelled(['graha', 'sign'], ({ body, now }: { body: Body; now: number }) => lifeArea('career', body, now)),
  ),
  wealthReport: defineTask(
    LifeAreaReportResult,
    labelled(['graha', 'sign'], ({ body, now }: { body: Body; now: number }) => lifeArea('wealth', body, now)),
  ),
};

// --- routes --------------------------------------------------------------------------------------------------------

export async function activationConfigRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { lang?: Lang } }>(
    '/api/v2/activation-config',
    {
      schema: {
        tags: ['Service and discovery'],
        summary:
          'The activation framework behind the life-area reports: the twelve levels and their rules, the rating ' +
          'bands (service tier), the level build contract and the four life areas with their parameters. ' +
          'REFERENCE, static.',
        operationId: 'activationConfig',
        querystring: LangQuery,
        response: withErrors(Type.Ref(ActivationConfigResult)),
      },
      config: { staticResult: true },
    },
    (req, reply) => {
      reply.header('cache-control', 'public, max-age=86400').type('application/json; charset=utf-8');
      return CONFIG(req.query.lang);
    },
  );
}

export async function reportRoutes(app: FastifyInstance, deps: { now: () => number; compute: Compute }): Promise<void> {
  const route = (
    url: string,
    task: keyof typeof reportTasks,
    body: object,
    summary: string,
    operationId: string,
    aliasOf?: string,
  ) =>
    app.post<{ Body: Body }>(
      url,
      {
        schema: {
          tags: [TAG],
          summary: summary + (aliasOf === undefined ? '' : ` Alias of ${aliasOf}.`),
          operationId,
          body,
          response: withErrors(Type.Ref(reportTasks[task].result)),
          ...(aliasOf === undefined ? {} : { 'x-alias-of': aliasOf }),
        },
      },
      (req, reply) => sendJson(reply, deps.compute.run(task, { body: req.body, now: deps.now() })),
    );

  const marriage =
    'Marriage activation report: the twelve levels (7th house, its lord, Venus and the darakaraka, occupants, ' +
    'aspects and upapada, D9, yogas, bindus, strengths, manglik/nadi/Saturn delay, Vimshottari, Jupiter and ' +
    'Saturn, the Tajika year), a rating band with its score trace, timing windows, karma chain and story beats. ' +
    "With a partner, the matching engine's results; a partner without a time of birth answers PARTIAL.";
  route('/api/v2/marriage-report', 'marriageReport', MarriageReportReq, marriage, 'marriageReport');
  route(
    '/api/v2/marriage-activation',
    'marriageReport',
    MarriageReportReq,
    marriage,
    'marriageActivation',
    '/api/v2/marriage-report',
  );
  route(
    '/api/v2/progeny-report',
    'progenyReport',
    ProgenyReportReq,
    'Progeny activation report from the male chart (and the female chart when given): 5th house, Jupiter, ' +
      'putrakaraka, D7; a fertility band of the classical factors (never a medical claim), capacity stars, ' +
      'obstructions, timing windows. The sex of a child and infertility as a certainty are never predicted ' +
      '(omitted_by_policy).',
    'progenyReport',
  );
  const career =
    'Career activation report: 10th house, its lord, the amatyakaraka and the karakas of the 10th (Sun, Mercury, ' +
    'Jupiter, Saturn), D10, raja yogas, bindus, strengths, obstructions, Vimshottari, Jupiter and Saturn, the ' +
    'Tajika year; rating band with its score trace, timing windows.';
  route('/api/v2/area/career', 'careerReport', LifeAreaReportReq, career, 'careerReport');
  route(
    '/api/v2/career-activation',
    'careerReport',
    LifeAreaReportReq,
    career,
    'careerActivation',
    '/api/v2/area/career',
  );
  route('/api/v2/career-report', 'careerReport', LifeAreaReportReq, career, 'careerReportAlias', '/api/v2/area/career');
  const wealth =
    'Wealth activation report: the 2nd and 11th houses, their lords, Jupiter, D2, dhana yogas, bindus, strengths, ' +
    'obstructions, Vimshottari, Jupiter and Saturn, the Tajika year; rating band with its score trace, timing ' +
    'windows.';
  route('/api/v2/area/wealth', 'wealthReport', LifeAreaReportReq, wealth, 'wealthReport');
  route('/api/v2/wealth-report', 'wealthReport', LifeAreaReportReq, wealth, 'wealthReportAlias', '/api/v2/area/wealth');
}
