// GET /openapi.json: OpenAPI 3.1.0, info.version 3.0.0; every operation documented; Swagger UI at /docs.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { CATEGORIES } from '../../src/http/route-table.ts';
import { expectCors, testService } from '../support/service.ts';

interface Operation {
  tags?: string[];
  summary?: string;
  operationId?: string;
  parameters?: unknown[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
}

let service: Service;
let doc: { openapi: string; info: { version: string }; paths: Record<string, Record<string, Operation>> };
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
        expect(op.responses?.['200'], where).toBeDefined();
        if ((op.parameters?.length ?? 0) > 0 || op.requestBody !== undefined) expect(op.responses?.['422'], where).toBeDefined();
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
    const body = doc.paths[path]?.[method.toLowerCase()]?.requestBody as { content: Record<string, { schema: { title?: string }; example?: unknown; examples?: unknown }> } | undefined;
    const json = body?.content['application/json'];
    expect(json?.schema.title).toBe(title);
    expect(json?.example ?? json?.examples).toBeDefined();
  });
});
