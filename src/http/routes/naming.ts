/** GET /api/v2/namkaran/syllables: the naming syllable of a nakshatra pada, from a birth moment or a nakshatra. */
import type { FastifyInstance } from 'fastify';
import { computeRoute, type ComputeRouteDeps } from '../compute-route.ts';

import { Query } from '../../compute/tasks/naming.ts';

export async function namingRoutes(app: FastifyInstance, deps: ComputeRouteDeps): Promise<void> {
  computeRoute(app, deps, {
    method: 'GET',
    url: '/api/v2/namkaran/syllables',
    task: 'namkaranSyllables',
    tags: ['Calendar'],
    summary:
      'Naming syllables of a nakshatra pada (avakahada chakra): from a birth moment (date, time, lat, lon) or ' +
      'a nakshatra by index or name.',
    operationId: 'namkaranSyllables',
    querystring: Query,
  });
}
