/**
 * POST /api/lal-kitab: grahas in the fixed Lal Kitab houses, house meanings, the debts (rins) the chart shows with
 * their collective remedies, and simple remedies for afflicted grahas (advisory, never medical or financial advice).
 */
import type { FastifyInstance } from 'fastify';
import { ChartBody } from '../../compute/chart/request.ts';
import { computeRoute, type ComputeRouteDeps } from '../compute-route.ts';

export async function lalKitabRoutes(app: FastifyInstance, deps: ComputeRouteDeps): Promise<void> {
  computeRoute(app, deps, {
    method: 'POST',
    url: '/api/lal-kitab',
    task: 'lalKitab',
    tags: ['Charts and strengths'],
    summary:
      'Lal Kitab: grahas in the fixed houses (Aries = 1st), pakka ghar, dignity by house, sleeping grahas and ' +
      'houses, house meanings, debts (rins) with their collective remedies, simple remedies (advisory).',
    operationId: 'lalKitab',
    body: ChartBody,
  });
}
