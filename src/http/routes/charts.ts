/**
 * Birth charts: kundli v2 (the CHART object), kundli v1 (the older flat shape, kept beside v2), all sixteen vargas
 * and one varga by code or name. The routes name their tasks; the tasks translate; the Chart is computed once per
 * request.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ChartBody } from '../../compute/chart/request.ts';
import { LangOption } from '../../schemas/lang.ts';
import { computeRoute, type ComputeRouteDeps } from '../compute-route.ts';

const TAG = 'Charts and strengths';

/** The chart routes' body: the chart body plus `lang`, which adds a `labels` block (names in en, hi or sa). */
const ChartLangBody = Type.Object(
  { ...ChartBody.properties, lang: Type.Optional(LangOption) },
  {
    additionalProperties: false,
    title: 'ChartLangBody',
    examples: [{ ...(ChartBody.examples as object[])[0], lang: 'hi' }],
  },
);

export async function chartRoutes(app: FastifyInstance, deps: ComputeRouteDeps): Promise<void> {
  computeRoute(app, deps, {
    method: 'POST',
    url: '/api/v2/kundli',
    task: 'kundliV2',
    tags: [TAG],
    summary:
      'Birth chart (CHART object): lagna, nine grahas with dignity, combustion, vargas D1-D12, whole-sign ' +
      'houses, navamsa, panchanga at birth, Vimshottari dasha.',
    operationId: 'kundliV2',
    body: ChartLangBody,
  });

  computeRoute(app, deps, {
    method: 'POST',
    url: '/api/kundli',
    task: 'kundliV1',
    tags: [TAG],
    summary: 'Birth chart, version 1 shape (flat lists; kept unchanged beside v2).',
    operationId: 'kundliV1',
    body: ChartLangBody,
  });

  computeRoute(app, deps, {
    method: 'POST',
    url: '/api/divisional-charts',
    task: 'divisionalCharts',
    tags: [TAG],
    summary:
      'All sixteen vargas (Parashara, BPHS ch. 6): D1 D2 D3 D4 D7 D9 D10 D12 D16 D20 D24 D27 D30 D40 D45 D60, ' +
      'with vargottama and the margin to each part edge.',
    operationId: 'divisionalCharts',
    body: ChartLangBody,
  });

  computeRoute(app, deps, {
    method: 'POST',
    url: '/api/divisional/:code',
    task: 'divisionalChart',
    tags: [TAG],
    summary: 'One varga chart: code D1..D60 (the sixteen shodasavargas) or its name (Navamsha, Dashamsha, ...).',
    operationId: 'divisionalChart',
    params: Type.Object({
      code: Type.String({
        minLength: 1,
        maxLength: 40,
        description: 'D1 D2 D3 D4 D7 D9 D10 D12 D16 D20 D24 D27 D30 D40 D45 D60, or the varga name.',
      }),
    }),
    body: ChartLangBody,
  });
}
