/**
 * Dasha routes: the Vimshottari tree and the periods running now (or at a date), and the Yogini dasha. The routes
 * name their tasks; periods come from engine/jyotish/dasha.
 */
import type { FastifyInstance } from 'fastify';
import { ChartBody } from '../../compute/chart/request.ts';
import { computeRoute, type ComputeRouteDeps } from '../compute-route.ts';

import { CurrentBody, TreeBody } from '../../compute/tasks/dasha.ts';

const TAG = 'Dasha';

export async function dashaRoutes(app: FastifyInstance, deps: ComputeRouteDeps): Promise<void> {
  computeRoute(app, deps, {
    method: 'POST',
    url: '/api/dasha/current',
    task: 'dashaCurrent',
    tags: [TAG],
    summary:
      'The Vimshottari periods running today (or at as_of): Mahadasha, Antardasha, Pratyantar, Sukshma, ' +
      'Prana, each with its end date ("15 Mar 2031") and ISO start and end.',
    operationId: 'dashaCurrent',
    body: CurrentBody,
  });

  computeRoute(app, deps, {
    method: 'POST',
    url: '/api/dasha/tree',
    task: 'dashaTree',
    tags: [TAG],
    summary:
      'The dasha tree from birth: Vimshottari Mahadasha > Antardasha (depth 2, the default) > Pratyantar > ' +
      'Sukshma (depth 4), Prana with depth 5 for one mahadasha; or `system` ashtottari, kalachakra, narayana.',
    operationId: 'dashaTree',
    body: TreeBody,
  });

  computeRoute(app, deps, {
    method: 'POST',
    url: '/api/dasha/yogini',
    task: 'dashaYogini',
    tags: [TAG],
    summary:
      'Yogini dasha: eight yoginis, 36-year cycle, three cycles from birth with antardashas; the name-to-lord ' +
      'map from the fixed classical constant.',
    operationId: 'dashaYogini',
    body: ChartBody,
  });
}
