/**
 * POST /api/yog: the classical yogas found in a birth chart, each with the facts that formed it, its strength band,
 * cancellation and citations. PARTIAL until the catalogue covers the families named in `missing`.
 */
import type { FastifyInstance } from 'fastify';
import { ChartBody } from '../../compute/chart/request.ts';
import { computeRoute, type ComputeRouteDeps } from '../compute-route.ts';

export async function yogaRoutes(app: FastifyInstance, deps: ComputeRouteDeps): Promise<void> {
  computeRoute(app, deps, {
    method: 'POST',
    url: '/api/yog',
    task: 'yogas',
    tags: ['Charts and strengths'],
    summary:
      'Classical yogas in the chart: each with id, family, famous, status (present or cancelled, with why), ' +
      'strength band and the facts that formed it; summary counts.',
    operationId: 'yogas',
    body: ChartBody,
  });
}
