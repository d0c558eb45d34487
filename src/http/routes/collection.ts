/**
 * GET /api/v2/collection.json: the Postman v2.1 request collection of every route, generated from this service's
 * OpenAPI document by scripts/generate-clients.ts and committed (test/contract/clients.test.ts fails when stale;
 * test/contract/postman-collection.test.ts runs it with newman). Served as it is, with an ETag.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { withoutInput } from '../../schemas/responses.ts';

const FILE = path.resolve(import.meta.dirname, '..', '..', '..', 'clients', 'postman', 'collection.json');

/**
 * Documented by its outline. Its example is this outline, not a recorded answer: the collection is generated from
 * the OpenAPI document, so a recorded copy inside that document would change the collection at every generation.
 */
const Collection = Type.Unsafe<string>({
  description:
    'Postman collection v2.1: folders by area (the OpenAPI tags), one request per operation with example ' +
    'parameters, its body example and its recorded answer; variables `base_url` (default http://localhost:8000) ' +
    'and `api_key` (sent as X-API-Key when set), `session_token` and `cron_secret`.',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['info', 'item'],
        properties: {
          info: { type: 'object' },
          item: { type: 'array', items: { type: 'object' } },
          variable: { type: 'array', items: { type: 'object' } },
        },
      },
      examples: {
        outline: {
          summary: 'The outline of the collection (the real one lists every route)',
          value: {
            info: {
              name: 'Vedic computation service',
              schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json',
            },
            item: [{ name: 'Service and discovery', item: [] }],
            variable: [
              { key: 'base_url', value: 'http://localhost:8000', type: 'string' },
              { key: 'api_key', value: '', type: 'string' },
            ],
          },
        },
      },
    },
  },
});

export async function collectionRoutes(app: FastifyInstance): Promise<void> {
  let body: string | undefined;
  app.get(
    '/api/v2/collection.json',
    {
      config: { staticResult: true },
      schema: {
        tags: ['Service and discovery'],
        summary:
          'A Postman v2.1 collection of every route (generated from /openapi.json), to import into Postman or a ' +
          'compatible tool.',
        operationId: 'collection',
        response: withoutInput(Collection),
      },
    },
    (_req, reply) => reply.type('application/json; charset=utf-8').send((body ??= readFileSync(FILE, 'utf8'))),
  );
}
