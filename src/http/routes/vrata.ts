/** POST /api/v2/vrata/ekadashi: Smarta and Vaishnava ekadashi dates with the rule trace and the parana window. */
import type { FastifyInstance } from 'fastify';
import { computeRoute, type ComputeRouteDeps } from '../compute-route.ts';

import { Body } from '../../compute/tasks/vrata.ts';

export async function vrataRoutes(app: FastifyInstance, deps: ComputeRouteDeps): Promise<void> {
  computeRoute(app, deps, {
    method: 'POST',
    url: '/api/v2/vrata/ekadashi',
    task: 'ekadashiVrata',
    tags: ['Calendar'],
    summary:
      'Ekadashi dates by the Smarta and Vaishnava rules with the step-by-step trace why_this_date, ' +
      'mahadvadashi cases and the parana window; end_date scans a range (at most 366 days).',
    operationId: 'ekadashiVrata',
    body: Body,
    rateLimit: 'heavy', // a range scan of up to 366 days
  });
}
