/** The OpenAPI 3.1.0 document, generated from the route schemas, and Swagger UI at /docs. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { CATEGORIES } from '../route-table.ts';

export const API_VERSION = '3.0.0';

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    // Shared schemas appear under their own $id (components.schemas.LocalTime), not def-0, def-1, ...
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Vedic computation service',
        version: API_VERSION,
        description:
          'Free, self-hostable HTTP/JSON API computing Vedic (sidereal, Lahiri by default) astrology with the Swiss Ephemeris. ' +
          'Every computed response states its conventions; citations are marked verified or pending. Licence AGPL-3.0-or-later.',
        license: { name: 'AGPL-3.0-or-later', identifier: 'AGPL-3.0-or-later' },
      },
      tags: CATEGORIES.map((name) => ({ name })),
      components: {
        securitySchemes: {
          apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'Optional free key: 4x the rate-limit headroom.' },
        },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { docExpansion: 'list', deepLinking: true } });
}
