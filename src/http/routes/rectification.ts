/**
 * POST /api/v2/chart-rectification: without life events, the panel of events to ask for (`panel_required`); with
 * them, candidate lagnas inside the uncertainty window scored by dasha and transit agreement
 * (rectification/rectify.ts).
 */
import type { FastifyInstance } from 'fastify';
import { computeRoute, type ComputeRouteDeps } from '../compute-route.ts';

import { Body } from '../../compute/tasks/rectification.ts';

export async function rectificationRoutes(app: FastifyInstance, deps: ComputeRouteDeps): Promise<void> {
  computeRoute(app, deps, {
    method: 'POST',
    url: '/api/v2/chart-rectification',
    task: 'chartRectification',
    tags: ['Charts and strengths'],
    summary:
      'Birth-time rectification: without life_events, the panel of events to collect (panel_required); with ' +
      'them, candidate lagnas in the window scored by dasha and transit agreement.',
    operationId: 'chartRectification',
    body: Body,
  });
}
