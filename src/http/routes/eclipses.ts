/** GET /api/v2/eclipses: the next solar and lunar eclipses with local circumstances and sutak at a place. */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { LIMITS } from '../../limits.ts';
import { computeRoute, type ComputeRouteDeps } from '../compute-route.ts';
import { DEFAULT_PLACE, Latitude, Longitude } from '../../schemas/common.ts';
import { LangField } from '../../schemas/lang.ts';

const Query = Type.Object(
  {
    count: Type.Optional(
      Type.Integer({ minimum: 1, maximum: LIMITS.eclipseCount.max, default: LIMITS.eclipseCount.default }),
    ),
    latitude: Type.Optional({ ...Latitude, default: DEFAULT_PLACE.latitude }),
    longitude: Type.Optional({ ...Longitude, default: DEFAULT_PLACE.longitude }),
    ...LangField,
  },
  { additionalProperties: false },
);

export async function eclipseRoutes(app: FastifyInstance, deps: ComputeRouteDeps): Promise<void> {
  computeRoute(app, deps, {
    method: 'GET',
    url: '/api/v2/eclipses',
    task: 'eclipses',
    tags: ['Calendar'],
    summary:
      'The next solar and lunar eclipses: type, global maximum, local contacts and visibility, sidereal sign ' +
      'and nakshatra, and sutak where the eclipse is seen.',
    operationId: 'eclipses',
    querystring: Query,
  });
}
