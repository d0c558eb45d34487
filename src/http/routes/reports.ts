/**
 * Life-area reports (engine/reports/activation): GET /api/v2/activation-config (the framework, REFERENCE), the
 * marriage report and its alias, the progeny report, the career report (three paths, one handler) and the wealth
 * report (two paths). The routes name their tasks; the tasks translate: each runs one compute task.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ACTIVATION_METHOD } from '../../engine/reports/activation/index.ts';
import { AREA_PARAMS, LIFE_AREAS, OBSTRUCTION_RULES, type LifeArea } from '../../engine/tables/activation/areas.ts';
import { FERTILITY_BANDS, RATING_BANDS, SCORE_RANGE } from '../../engine/tables/activation/bands.ts';
import { ACTIVATION_LEVELS, LEVEL_CONTRACT, LEVEL_IDS } from '../../engine/tables/activation/levels.ts';
import { computeRoute, type ComputeRouteDeps } from '../compute-route.ts';
import { toProveRefs } from '../../compute/prove-refs.ts';
import { LifeAreaReportReq, MarriageReportReq, ProgenyReportReq } from '../../compute/reports/request.ts';
import { ActivationConfigResult } from '../../schemas/reports.ts';
import { withErrors } from '../../schemas/responses.ts';
import type { Lang } from '../../engine/tables/labels/index.ts';
import { staticByLang } from '../../compute/labels.ts';
import { LangQuery } from '../../schemas/lang.ts';

import { reportTasks } from '../../compute/tasks/reports.ts';

const TAG = 'Matching and marriage';

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
  ['graha', 'varga'],
);

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

export async function reportRoutes(app: FastifyInstance, deps: ComputeRouteDeps): Promise<void> {
  const route = (
    url: string,
    task: keyof typeof reportTasks,
    body: TSchema,
    summary: string,
    operationId: string,
    aliasOf?: string,
  ) =>
    computeRoute(app, deps, {
      method: 'POST',
      url,
      task,
      tags: [TAG],
      summary,
      operationId,
      body,
      ...(aliasOf === undefined ? {} : { aliasOf }),
    });

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
