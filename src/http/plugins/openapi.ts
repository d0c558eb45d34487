/** The OpenAPI 3.1.0 document, generated from the route schemas, and Swagger UI at /docs. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { attachResponseExamples, loadResponseExamples } from '../openapi-examples.ts';
import { CATEGORIES, type Category } from '../route-table.ts';
import { shareErrorResponses } from './openapi-shared-errors.ts';

export const API_VERSION = '3.0.0';

/** One sentence per route group of the interface: the document's tag descriptions. */
export const TAG_DESCRIPTIONS: Record<Category, string> = {
  'Service and discovery':
    'Health, readiness, the status page, a smoke test, the published limits, the route catalog and this document.',
  Places:
    'Place search by name, from the offline GeoNames list or an online geocoder, giving coordinates and the IANA ' +
    'time zone.',
  Keys: 'Free API keys: identity for rate accounting with 4x the headroom, never needed to read anything.',
  'Account and vault':
    'Accounts by e-mail one-time code, and what a signed-in account keeps (profile, saved charts, life events, ' +
    'notification preferences, export and deletion) behind a bearer session.',
  Calendar:
    'Panchanga, choghadiya, hora, eclipses, vrata days, rashifal, naming syllables and life context for a place ' +
    'and date.',
  'Charts and strengths':
    'Birth charts (kundli, divisional, KP, Jaimini, annual, transits) and what is read from them: strengths, ' +
    'yogas, longevity, narratives, numerology and horoscopes.',
  Dasha: 'Vimshottari and Yogini periods: the running periods, the nested tree and what each dasha lord represents.',
  Doshas: 'Sade-sati, mangal, kalasarpa and the 52-dosha catalogue, with cancellations and citations.',
  'Matching and marriage':
    'Compatibility (Ashtakoota, Dashakoot, batch matching) and the marriage suite: timing, reports, prashna ' +
    'and audits.',
  Muhurta:
    'Electional timing: auspicious windows for an activity, a journey, a marriage or a family over a range of days.',
  'Questions, readings and AI':
    'The question oracle, readings that can be checked, verse lookups and the chart-grounded AI astrologer chat.',
};

/**
 * Security of the routes, in OpenAPI terms. Reading routes: no credentials, or the optional free key (the document's
 * global default). Vault and account routes marked A: the bearer session (401 without it), key optional. The two
 * cron routes: X-Cron-Secret (403 without it), key optional.
 */
export const SECURITY: Record<'optionalKey' | 'bearerSession' | 'cronSecret', Record<string, string[]>[]> = {
  optionalKey: [{}, { apiKey: [] }],
  bearerSession: [{ bearerSession: [] }, { bearerSession: [], apiKey: [] }],
  cronSecret: [{ cronSecret: [] }, { cronSecret: [], apiKey: [] }],
};

const RATE_LIMIT_HEADERS = {
  'Retry-After': { $ref: '#/components/headers/RetryAfter' },
  RateLimit: { $ref: '#/components/headers/RateLimit' },
  'RateLimit-Policy': { $ref: '#/components/headers/RateLimitPolicy' },
};

type Responses = Record<string, { headers?: Record<string, unknown> } | undefined>;
type Operation = {
  security?: Record<string, unknown>[];
  responses?: Responses;
  requestBody?: { required?: boolean };
  [BODY_OPTIONAL]?: boolean;
};

/**
 * Route schema mark of a body that may be left out (the route reads none as {}). @fastify/swagger marks every body
 * required, since Fastify itself would refuse a missing one; the transform below states the route's own rule.
 */
const BODY_OPTIONAL = 'x-body-optional';
/** Spread into a route's schema whose body may be left out. */
export const OPTIONAL_BODY = { [BODY_OPTIONAL]: true } as const;

/**
 * What the route schemas cannot carry (see schemas/responses.ts): headers on every 429, Retry-After on every 503,
 * WWW-Authenticate on the bearer routes' 401; optional bodies.
 */
function addResponseHeaders(doc: { paths?: Record<string, Record<string, Operation>> }): void {
  for (const methods of Object.values(doc.paths ?? {})) {
    for (const op of Object.values(methods)) {
      if (op[BODY_OPTIONAL] === true && op.requestBody !== undefined) op.requestBody.required = false;
      delete op[BODY_OPTIONAL];
      const tooMany = op.responses?.['429'];
      if (tooMany !== undefined) tooMany.headers = { ...tooMany.headers, ...RATE_LIMIT_HEADERS };
      const unavailable = op.responses?.['503'];
      if (unavailable !== undefined)
        unavailable.headers = { ...unavailable.headers, 'Retry-After': RATE_LIMIT_HEADERS['Retry-After'] };
      const unauthorized = op.responses?.['401'];
      if (unauthorized !== undefined && op.security?.some((s) => 'bearerSession' in s) === true) {
        unauthorized.headers = {
          ...unauthorized.headers,
          'WWW-Authenticate': { $ref: '#/components/headers/WWWAuthenticate' },
        };
      }
    }
  }
}

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const examples = loadResponseExamples();
  await app.register(swagger, {
    // Shared schemas appear under their own $id (components.schemas.LocalTime), not def-0, def-1, ...
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
    },
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Vedic computation service',
        version: API_VERSION,
        description:
          'Free, self-hostable HTTP/JSON API computing Vedic (sidereal, Lahiri by default) astrology with the ' +
          'Swiss Ephemeris. ' +
          'Every computed response states its conventions; citations are marked verified or pending. Licence ' +
          'AGPL-3.0-or-later.',
        license: { name: 'AGPL-3.0-or-later', identifier: 'AGPL-3.0-or-later' },
      },
      servers: [
        {
          url: '/',
          description:
            'This installation: paths are relative to the address the service answers on (it is self-hosted).',
        },
      ],
      tags: CATEGORIES.map((name) => ({ name, description: TAG_DESCRIPTIONS[name] })),
      security: SECURITY.optionalKey,
      components: {
        securitySchemes: {
          apiKey: {
            type: 'apiKey',
            in: 'header',
            name: 'X-API-Key',
            description:
              'Optional free key (POST /api/v2/keys/register): 4x the rate-limit headroom, counted per key, once its ' +
              'e-mail is confirmed (POST /api/v2/keys/confirm); until then it counts as keyless. An unknown key is ' +
              '401.',
          },
          bearerSession: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'opaque',
            description:
              'Session token from POST /api/v2/auth/verify-otp (opaque, 30 days), as authorization: Bearer <token>.',
          },
          cronSecret: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Cron-Secret',
            description:
              "The operator's CRON_SECRET; the cron routes refuse every call (403) while none is configured.",
          },
        },
        headers: {
          RetryAfter: {
            description:
              'Seconds to wait before retrying: until the rate window resets (429), or until the database is ' +
              'likely back (503).',
            schema: { type: 'integer', minimum: 1 },
          },
          RateLimit: {
            description:
              'Remaining budget and seconds to the reset (IETF draft-ietf-httpapi-ratelimit-headers), e.g. ' +
              '"default";r=0;t=42. Sent on every counted answer.',
            schema: { type: 'string' },
          },
          RateLimitPolicy: {
            description:
              'The budget: policy name (default or heavy), quota per window and window in seconds, e.g. ' +
              '"default";q=120;w=60. Sent on every counted answer.',
            schema: { type: 'string' },
          },
          WWWAuthenticate: {
            description: 'Bearer: the route needs a session token.',
            schema: { type: 'string', enum: ['Bearer'] },
          },
        },
      },
    },
    transformObject: (document) => {
      if (!('openapiObject' in document)) return document.swaggerObject;
      addResponseHeaders(document.openapiObject as Parameters<typeof addResponseHeaders>[0]);
      shareErrorResponses(document.openapiObject as Parameters<typeof shareErrorResponses>[0]);
      attachResponseExamples(document.openapiObject as Parameters<typeof attachResponseExamples>[0], examples);
      return document.openapiObject;
    },
  });
  // BaseLayout: the page without Swagger's top bar. The bar only offers to load another document by URL, and its
  // logo is an SVG with an inline <style> that the Content-Security-Policy refuses (seen in Chromium).
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true, layout: 'BaseLayout' },
  });
}
