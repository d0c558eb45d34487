// GET /openapi.json: OpenAPI 3.1.0, info.version 3.0.0; every operation documented; Swagger UI at /docs.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { CATEGORIES } from '../../src/http/route-table.ts';
import { expectCors, testService } from '../support/service.ts';

interface Response {
  $ref?: string;
  description?: string;
  headers?: Record<string, unknown>;
  content?: Record<string, { schema?: { $ref?: string; title?: string } }>;
}

interface Operation {
  tags?: string[];
  summary?: string;
  operationId?: string;
  parameters?: unknown[];
  requestBody?: unknown;
  security?: Record<string, string[]>[];
  responses?: Record<string, Response>;
}

interface Document {
  openapi: string;
  info: { version: string };
  servers?: { url: string; description?: string }[];
  security?: Record<string, string[]>[];
  tags?: { name: string; description?: string }[];
  components: {
    securitySchemes?: Record<string, Record<string, unknown>>;
    headers?: Record<string, unknown>;
    schemas?: Record<string, { title?: string }>;
    responses?: Record<string, Response>;
  };
  paths: Record<string, Record<string, Operation>>;
}

let service: Service;
let doc: Document;
beforeAll(async () => {
  service = await testService();
  const r = await service.app.inject({ method: 'GET', url: '/openapi.json' });
  expect(r.statusCode).toBe(200);
  expectCors(r.headers);
  doc = r.json();
});
afterAll(() => service.close());

describe('openapi', () => {
  test('document version', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe('3.0.0');
  });

  test('every operation has a category tag, summary, unique operationId and a 200; inputs declare 422', () => {
    const ids = new Set<string>();
    let operations = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        operations++;
        const where = `${method.toUpperCase()} ${path}`;
        expect(CATEGORIES, where).toContain(op.tags?.[0]);
        expect(op.summary, where).toBeTruthy();
        expect(op.operationId, where).toBeTruthy();
        expect(ids.has(op.operationId ?? ''), `${where} repeats operationId ${String(op.operationId)}`).toBe(false);
        ids.add(op.operationId ?? '');
        // The interface answers one route with 204 always, bad input included: the past-reading check. The digest
        // cron answers 202: it queues a run and returns before any of it is done.
        const always204 = where === 'POST /api/v2/past-reading/check';
        const accepted = where === 'POST /api/v2/notifications/daily-gates/send';
        expect(op.responses?.[always204 ? '204' : accepted ? '202' : '200'], where).toBeDefined();
        if (always204) expect(op.responses?.['422'], where).toBeUndefined();
        else if ((op.parameters?.length ?? 0) > 0 || op.requestBody !== undefined)
          expect(op.responses?.['422'], where).toBeDefined();
      }
    }
    expect(operations).toBeGreaterThanOrEqual(10);
  });

  test('the request schemas are in the document', () => {
    const register = doc.paths['/api/v2/keys/register']?.post;
    expect(JSON.stringify(register?.requestBody)).toMatch(/app_name/);
    const cities = doc.paths['/api/cities']?.get;
    expect(JSON.stringify(cities?.parameters)).toMatch(/"name":"q"/);
  });

  test('Swagger UI at /docs', async () => {
    const r = await service.app.inject({ method: 'GET', url: '/docs/' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/text\/html/);
    expect(r.body).toMatch(/swagger/i);
  });
});

/** Every operation, with a "METHOD /path" label. */
const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ where: `${method.toUpperCase()} ${path}`, op })),
  );

/** The interface's routes marked A: the bearer session. */
const SESSION_ROUTES = [
  'GET /api/v2/auth/me',
  'POST /api/v2/auth/profile',
  'GET /api/v2/auth/export',
  'POST /api/v2/auth/delete',
  'GET /api/v2/vault/charts',
  'POST /api/v2/vault/charts',
  'DELETE /api/v2/vault/charts/{chart_id}',
  'GET /api/v2/memory/events',
  'POST /api/v2/memory/events',
  'GET /api/v2/memory/events/{event_id}',
  'PUT /api/v2/memory/events/{event_id}',
  'DELETE /api/v2/memory/events/{event_id}',
  'GET /api/v2/notifications/prefs',
  'PUT /api/v2/notifications/prefs',
];
/** Polled by monitors and load balancers: never rate limited (a 429 would take a healthy instance out of service). */
const OUTSIDE_RATE_BUDGET = ['GET /api/health', 'HEAD /api/health', 'GET /api/ready'];
const CRON_ROUTES = ['POST /api/v2/auth/erase-sweep', 'POST /api/v2/notifications/daily-gates/send'];
const operation = (where: string): Operation => {
  const [method = '', path = ''] = where.split(' ');
  const op = doc.paths[path]?.[method.toLowerCase()];
  if (op === undefined) throw new Error(`${where} is not in the document`);
  return op;
};
/** A response as the document states it, following a reference to components.responses. */
const resolved = (r: Response | undefined): Response | undefined =>
  r?.$ref === undefined ? r : doc.components.responses?.[r.$ref.replace('#/components/responses/', '')];
/** The title of an error answer's body, following the references to its components. */
const errorBodyTitle = (r: Response | undefined) => {
  const schema = resolved(r)?.content?.['application/json']?.schema;
  return schema?.$ref === undefined
    ? schema?.title
    : doc.components.schemas?.[schema.$ref.replace('#/components/schemas/', '')]?.title;
};

describe('contract: security, servers, tags, error responses', () => {
  test('security schemes: optional X-API-Key, bearer session, X-Cron-Secret; the key is optional everywhere by default', () => {
    const schemes = doc.components.securitySchemes ?? {};
    expect(schemes.apiKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-API-Key' });
    expect(schemes.bearerSession).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(schemes.cronSecret).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Cron-Secret' });
    for (const s of Object.values(schemes)) expect(s.description).toBeTruthy();
    expect(doc.security).toEqual([{}, { apiKey: [] }]);
  });

  test(
    'vault and account routes marked A take the bearer session and document 401 (404 and 409 where they answer ' +
      'them)',
    () => {
      for (const where of SESSION_ROUTES) {
        const op = operation(where);
        expect(op.security?.length, where).toBeGreaterThan(0);
        for (const alternative of op.security ?? []) expect(Object.keys(alternative), where).toContain('bearerSession');
        expect(errorBodyTitle(op.responses?.['401']), where).toBe('ErrorDetail');
        expect(op.responses?.['401']?.description, where).toMatch(/session token/);
        expect(op.responses?.['401']?.headers, where).toHaveProperty('WWW-Authenticate');
        if (where.includes('{')) expect(errorBodyTitle(op.responses?.['404']), where).toBe('ErrorDetail');
      }
      expect(errorBodyTitle(operation('POST /api/v2/vault/charts').responses?.['409'])).toBe('ErrorDetail');
      // Reading routes keep the document's default: no credentials needed.
      expect(operation('GET /api/cities').security).toBeUndefined();
    },
  );

  test('the cron routes take X-Cron-Secret and document 403', () => {
    for (const where of CRON_ROUTES) {
      const op = operation(where);
      for (const alternative of op.security ?? [{}]) expect(Object.keys(alternative), where).toContain('cronSecret');
      expect(errorBodyTitle(op.responses?.['403']), where).toBe('ErrorDetail');
    }
  });

  test(
    'every route but health and readiness documents 429 with Retry-After, RateLimit and RateLimit-Policy; every ' +
      'error status is described',
    () => {
      expect(Object.keys(doc.components.headers ?? {})).toEqual(
        expect.arrayContaining(['RetryAfter', 'RateLimit', 'RateLimitPolicy']),
      );
      for (const { where, op } of operations()) {
        const tooMany = resolved(op.responses?.['429']);
        if (OUTSIDE_RATE_BUDGET.includes(where)) {
          expect(tooMany, `${where} is outside the rate budget`).toBeUndefined();
          continue;
        }
        expect(errorBodyTitle(tooMany), where).toBe('ErrorDetail');
        expect(Object.keys(tooMany?.headers ?? {}).sort(), where).toEqual([
          'RateLimit',
          'RateLimit-Policy',
          'Retry-After',
        ]);
        for (const [status, r] of Object.entries(op.responses ?? {})) {
          if (!status.startsWith('2'))
            expect(resolved(r)?.description, `${where} ${status}`).toMatch(/^(?!Default Response$)./);
        }
      }
    },
  );

  test('tags: one per interface route group, each described in a sentence', () => {
    expect(doc.tags?.map((t) => t.name)).toEqual([...CATEGORIES]);
    for (const t of doc.tags ?? []) expect(t.description, t.name).toMatch(/^[A-Z].{20,}\.$/);
  });

  test('servers: one relative entry, described', () => {
    expect(doc.servers).toHaveLength(1);
    expect(doc.servers?.[0]?.url).toBe('/');
    expect(doc.servers?.[0]?.description).toBeTruthy();
  });

  test('service, places, keys and vault routes answer a described, named result: <OperationId>Result', () => {
    const groups = ['Service and discovery', 'Places', 'Keys', 'Account and vault'];
    for (const { where, op } of operations()) {
      // HTML pages (/status and the web pages) answer text/html, and the request collection is a Postman document:
      // neither is a named result of ours.
      if (!groups.includes(op.tags?.[0] ?? '') || op.responses?.['200']?.content?.['text/html'] !== undefined) continue;
      if (where === 'GET /api/v2/collection.json') continue;
      const id = op.operationId ?? '';
      const ok = op.responses?.['201'] ?? op.responses?.['202'] ?? op.responses?.['200'];
      expect(ok?.content?.['application/json']?.schema?.$ref, where).toBe(
        `#/components/schemas/${id[0]?.toUpperCase() ?? ''}${id.slice(1)}Result`,
      );
      expect(ok?.description, where).not.toBe('Default Response');
    }
    expect(operation('GET /status').responses?.['200']?.content).toHaveProperty('text/html');
  });
});

describe('account and vault request models', () => {
  test.each([
    ['POST', '/api/v2/auth/register', 'RegisterReq'],
    ['POST', '/api/v2/auth/login', 'LoginReq'],
    ['POST', '/api/v2/auth/request-otp', 'RequestOtpReq'],
    ['POST', '/api/v2/auth/verify-otp', 'VerifyOtpReq'],
    ['POST', '/api/v2/auth/profile', 'ProfileReq'],
    ['POST', '/api/v2/auth/delete', 'DeleteReq'],
    ['POST', '/api/v2/vault/charts', 'ChartSaveReq'],
    ['POST', '/api/v2/memory/events', 'MemoryEventReq'],
    ['PUT', '/api/v2/memory/events/{event_id}', 'MemoryEventPatchReq'],
    ['PUT', '/api/v2/notifications/prefs', 'NotificationPrefsReq'],
  ])('%s %s documents %s with an example', (method, path, title) => {
    const body = doc.paths[path]?.[method.toLowerCase()]?.requestBody as
      { content: Record<string, { schema: { title?: string }; example?: unknown; examples?: unknown }> } | undefined;
    const json = body?.content['application/json'];
    expect(json?.schema.title).toBe(title);
    expect(json?.example ?? json?.examples).toBeDefined();
  });
});
