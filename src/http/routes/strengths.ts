/**
 * Strengths and longevity read from a birth chart: ashtakavarga, pindayu and ayurdaya (shadbala and bhavabala
 * join this module). Handlers translate only.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ayurdaya, pindayu } from '../../engine/jyotish/longevity/index.ts';
import { ashtakavarga } from '../../engine/jyotish/strength/ashtakavarga/index.ts';
import { chartFromBody, ChartBody } from '../chart/request.ts';
import { chartConventions } from '../chart/present.ts';
import { toProveRefs } from '../prove-refs.ts';
import { Loose, withErrors } from '../schemas/responses.ts';
import { snakeCaseKeys } from '../snake-case.ts';

const TAG = 'Charts and strengths';
const snake = (o: object) => snakeCaseKeys({ ...o, refs: undefined }) as Record<string, unknown>;

export async function strengthRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: Record<string, unknown> }>('/api/v2/ashtakavarga', {
    schema: {
      tags: [TAG],
      summary: 'Ashtakavarga: bhinna (seven grahas and the lagna) and sarva bindus per sign, trikona and ekadhipatya shodhana, rashi, graha and shodhya pindas.',
      operationId: 'ashtakavarga',
      body: ChartBody,
      response: withErrors(Loose({ success: Type.Boolean(), bhinna: Loose({}), sarva: Loose({}) })),
    },
  }, (req) => {
    const chart = chartFromBody(req.body);
    const result = ashtakavarga(chart);
    return {
      success: true,
      engine_status: 'LIVE',
      ...snake(result),
      conventions: chartConventions(chart),
      prove_refs: toProveRefs(result.refs),
    };
  });

  app.post<{ Body: Record<string, unknown> }>('/api/v2/pindayu', {
    schema: {
      tags: [TAG],
      summary: 'Pindayu: per-graha years by distance from exaltation with the classical reductions, and the proportional band (Alpa, Madhya, Dirgha). Never a prediction of death.',
      operationId: 'pindayu',
      body: ChartBody,
      response: withErrors(Loose({ engine_status: Type.String(), verdict: Loose({ total_years: Type.Number(), band: Type.String() }), story: Loose({ summary: Type.String() }), evidence: Loose({}) })),
    },
  }, (req) => {
    const chart = chartFromBody(req.body);
    const r = pindayu(chart);
    return {
      success: true,
      engine_status: 'LIVE',
      verdict: { total_years: r.totalYears, band: r.band, band_name: r.bandName },
      story: { summary: r.summary, disclaimer: r.disclaimer },
      evidence: {
        method: r.method,
        grahas: snakeCaseKeys(r.grahas),
        lagna: snakeCaseKeys(r.lagna),
        subtotal: r.subtotal,
        krurodaya: snakeCaseKeys(r.krurodaya),
        prove_refs: toProveRefs(r.refs),
      },
      conventions: chartConventions(chart),
    };
  });

  app.post<{ Body: Record<string, unknown> }>('/api/v2/ayurdaya', {
    schema: {
      tags: [TAG],
      summary: 'Ayurdaya: which of pindayu, nisargayu and amsayu applies (strongest of lagna, Sun, Moon), its years and the band Alpayu, Madhyayu or Dirghayu, with all three systems shown. Never a prediction of death.',
      operationId: 'ayurdaya',
      body: ChartBody,
      response: withErrors(Loose({ success: Type.Boolean(), band: Type.String(), applies: Type.String() })),
    },
  }, (req) => {
    const chart = chartFromBody(req.body);
    const r = ayurdaya(chart);
    return {
      success: true,
      engine_status: 'LIVE',
      category: r.bandName,
      ...snake(r),
      conventions: chartConventions(chart),
      prove_refs: toProveRefs(r.refs),
    };
  });
}
