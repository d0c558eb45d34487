// The contract's error shapes on every path: 404, 413, malformed JSON, unsupported media type, CORS on all of them.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { expectCors, testService } from '../support/service.ts';

let service: Service;
beforeAll(async () => {
  service = await testService();
});
afterAll(() => service.close());

describe('errors', () => {
  test('unknown route: 404 JSON detail with CORS', async () => {
    const r = await service.app.inject({ method: 'GET', url: '/api/nope' });
    expect(r.statusCode).toBe(404);
    expect(r.headers['content-type']).toMatch(/^application\/json/);
    expect(r.json()).toEqual({ detail: 'Not Found: GET /api/nope' });
    expectCors(r.headers);
  });

  test('a browser asking for an unknown page gets a 404 page, with the security headers; a program, JSON', async () => {
    const browser = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
    const r = await service.app.inject({ method: 'GET', url: '/kundlii', headers: { accept: browser } });
    expect(r.statusCode).toBe(404);
    expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(r.headers['content-security-policy']).toBeDefined();
    expect(r.body).toMatch(/<title>Page not found/);
    expect(r.body).toContain('<code>/kundlii</code>');
    expect(r.body).toContain('href="/kundli"');
    // A POST, or JSON first in the Accept header: JSON as before.
    const post = await service.app.inject({ method: 'POST', url: '/kundlii', headers: { accept: browser } });
    expect(post.headers['content-type']).toMatch(/^application\/json/);
    const api = await service.app.inject({ method: 'GET', url: '/api/nope', headers: { accept: 'application/json' } });
    expect(api.json()).toEqual({ detail: 'Not Found: GET /api/nope' });
  });

  test('body over 64 KiB: 413 JSON detail with CORS', async () => {
    const payload = JSON.stringify({ email: 'a@b.org', app_name: 'x'.repeat(70 * 1024) });
    const r = await service.app.inject({
      method: 'POST',
      url: '/api/v2/keys/register',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(r.statusCode).toBe(413);
    expect(typeof r.json<{ detail: string }>().detail).toBe('string');
    expectCors(r.headers);
  });

  test('malformed JSON: 422 with a json_invalid item', async () => {
    const r = await service.app.inject({
      method: 'POST',
      url: '/api/v2/keys/register',
      payload: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(r.statusCode).toBe(422);
    const body = r.json<{ detail: { loc: unknown[]; type: string }[] }>();
    expect(body.detail[0]?.type).toBe('json_invalid');
    expect(body.detail[0]?.loc).toEqual(['body']);
    expectCors(r.headers);
  });

  test('wrong media type: 415 JSON detail', async () => {
    const r = await service.app.inject({
      method: 'POST',
      url: '/api/v2/keys/register',
      payload: 'email=a',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(r.statusCode).toBe(415);
    expect(r.json<{ detail: string }>().detail).toMatch(/application\/json/);
    expectCors(r.headers);
  });

  test('CORS preflight from any origin, also for a route that does not exist', async () => {
    for (const url of ['/api/v2/keys/register', '/api/nope']) {
      const r = await service.app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin: 'https://example.org',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,x-api-key',
        },
      });
      expect(r.statusCode).toBe(204);
      expectCors(r.headers);
      expect(String(r.headers['access-control-allow-headers'])).toMatch(/x-api-key/);
    }
  });

  test('validation errors list every failing field (FastAPI shape)', async () => {
    const r = await service.app.inject({ method: 'POST', url: '/api/v2/keys/register', payload: { email: 42 } });
    expect(r.statusCode).toBe(422);
    const { detail } = r.json<{ detail: { loc: unknown[]; msg: string; type: string }[] }>();
    expect(detail).toEqual(
      expect.arrayContaining([
        { loc: ['body', 'email'], msg: 'email must be text, got 42', type: 'string_type' },
        { loc: ['body', 'app_name'], msg: 'Field required', type: 'missing' },
      ]),
    );
    expectCors(r.headers);
  });
});
