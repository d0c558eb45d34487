/**
 * Travel muhurta and its alias (one handler): the weekday's disha shool, the nakshatra shool, the Moon's direction
 * against the direction of travel, the yatra rules at the moment, an advisory remedy and the day's panchanga strip.
 */
import type { FastifyInstance } from 'fastify';
import { computeRoute, type ComputeRouteDeps } from '../compute-route.ts';

import { TravelBody } from '../../compute/tasks/muhurta-travel.ts';

export async function muhurtaTravelRoutes(app: FastifyInstance, deps: ComputeRouteDeps): Promise<void> {
  const travel = (url: string, aliasOf?: string) =>
    computeRoute(app, deps, {
      method: 'POST',
      url,
      task: 'travelMuhurta',
      tags: ['Muhurta'],
      summary:
        "Direction-aware travel muhurta: disha shool by weekday, nakshatra shool, the Moon's direction " +
        "against the direction of travel, the yatra doshas, an advisory remedy and the day's panchanga strip.",
      operationId: aliasOf === undefined ? 'travelMuhurta' : 'travelMuhurtaAlias',
      body: TravelBody,
      ...(aliasOf === undefined ? {} : { aliasOf }),
    });
  travel('/api/v2/travel-muhurta');
  travel('/api/v2/muhurta/travel', '/api/v2/travel-muhurta');
}
