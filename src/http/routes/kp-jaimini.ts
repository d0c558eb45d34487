/**
 * The other systems read from a birth chart: KP (Placidus cusps, star/sub lords, significators, ruling planets) and
 * Jaimini (chara karakas, karakamsa, arudha padas, chara dasha). The routes name their tasks; the tasks translate.
 */
import type { FastifyInstance } from 'fastify';
import { computeRoute, type ComputeRouteDeps } from '../compute-route.ts';

import { KpBody, JaiminiBody } from '../../compute/tasks/kp-jaimini.ts';

const TAG = 'Charts and strengths';

export async function kpJaiminiRoutes(app: FastifyInstance, deps: ComputeRouteDeps): Promise<void> {
  computeRoute(app, deps, {
    method: 'POST',
    url: '/api/kp-chart',
    task: 'kpChart',
    tags: [TAG],
    summary:
      'KP chart: Placidus cusps and grahas with star, sub and sub-sub lords, significators at four levels, ' +
      'ruling planets now at the birth place.',
    operationId: 'kpChart',
    body: KpBody,
  });

  computeRoute(app, deps, {
    method: 'POST',
    url: '/api/v2/jaimini',
    task: 'jaimini',
    tags: [TAG],
    summary:
      'Jaimini: chara karakas (8 or 7), karakamsa, arudha padas A1-A12 with upapada, graha padas, chara dasha ' +
      'with antardashas (method stated).',
    operationId: 'jaimini',
    body: JaiminiBody,
  });
}
