/**
 * GET /api/horoscope: a sign's horoscope for a day, week, month or year, scored from the grahas' transits over the
 * period (engine/jyotish/horoscope). The sign has no place: the period starts at 00:00 India Standard Time of `date`
 * (default today there), the service's default audience, as the rashifal does.
 */
import type { FastifyInstance } from 'fastify';
import { computeRoute, type ComputeRouteDeps } from '../compute-route.ts';

import { Query } from '../../compute/tasks/horoscope.ts';

export async function horoscopeRoutes(app: FastifyInstance, deps: ComputeRouteDeps): Promise<void> {
  computeRoute(app, deps, {
    method: 'GET',
    url: '/api/horoscope',
    task: 'horoscope',
    tags: ['Charts and strengths'],
    summary:
      'Sign horoscope (the sign read as the janma rashi) for a day, week, month or year: 11 life-area scores ' +
      'from the transits over the period, the active planet, lucky colour and numbers, and a prediction ' +
      'assembled from cited gochar rules.',
    operationId: 'horoscope',
    querystring: Query,
  });
}
