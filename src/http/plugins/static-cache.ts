/**
 * Caching of results that do not depend on the request (dasha meanings, limits, catalog, the OpenAPI document,
 * reference tables): a route opts in with `config: { staticResult: true }` and gets a strong ETag (hash of the
 * bytes, computed once per distinct payload), `Cache-Control: public, max-age=3600`, and 304 on a matching
 * `If-None-Match`. Computed results never get an ETag: hashing every chart would cost more than it saves.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The body is the same for every request: send ETag and Cache-Control, answer 304 when unchanged. */
    staticResult?: boolean;
  }
}

const MAX_AGE_SECONDS = 3600;

export function registerStaticCache(app: FastifyInstance): void {
  let last: { payload: string; etag: string } | undefined;
  const tags = new Map<string, string>();
  const etagOf = (payload: string): string => {
    if (last?.payload === payload) return last.etag;
    let etag = tags.get(payload);
    if (etag === undefined) {
      etag = `"${createHash('sha256').update(payload).digest('base64url').slice(0, 27)}"`;
      if (tags.size > 64) tags.clear(); // a handful of static bodies per process; never grows without bound
      tags.set(payload, etag);
    }
    last = { payload, etag };
    return etag;
  };

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.config.staticResult !== true || reply.statusCode !== 200 || typeof payload !== 'string')
      return payload;
    const etag = etagOf(payload);
    reply.header('etag', etag).header('cache-control', `public, max-age=${MAX_AGE_SECONDS}`);
    const asked = request.headers['if-none-match'];
    if (asked !== undefined && asked.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}
