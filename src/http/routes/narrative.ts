/**
 * POST /api/v2/kundli/phaladeepika-narrative: the chart read in 13 sections (lagna, Moon, houses 2-12), every
 * sentence a rule's template filled from computed facts, with the rule and its citations (engine/reports/narrative).
 */
import type { FastifyInstance } from 'fastify';
import { ChartBody } from '../../compute/chart/request.ts';
import { computeRoute, type ComputeRouteDeps } from '../compute-route.ts';

export async function narrativeRoutes(app: FastifyInstance, deps: ComputeRouteDeps): Promise<void> {
  computeRoute(app, deps, {
    method: 'POST',
    url: '/api/v2/kundli/phaladeepika-narrative',
    task: 'phaladeepikaNarrative',
    tags: ['Charts and strengths'],
    summary:
      "Chart narrative in 13 sections after Phaladeepika's order of judgement: each sentence filled from a " +
      'computed fact by a cited rule, each section with a verdict band and its score trace.',
    operationId: 'phaladeepikaNarrative',
    body: ChartBody,
  });
}
