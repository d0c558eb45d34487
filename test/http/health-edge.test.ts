// The health edge (src/http/edge/health-edge.ts) answers GET/HEAD /api/health below Fastify over a real socket. It
// must send what the Fastify route sends and count against the same rate-limit budget. `inject` bypasses the
// server, so it reaches the Fastify route: the two paths are compared side by side.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { expectCors, testService } from '../support/service.ts';

const KEYLESS = 4;
const clock = Date.UTC(2026, 10, 22, 6, 0, 10);
let service: Service;
let base: string;

beforeAll(async () => {
  service = await testService({ rateLimitKeyless: KEYLESS }, { now: () => clock, healthFreshMs: 60_000 });
  await service.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(service.app.server.address() as AddressInfo).port}`;
  await service.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '198.51.100.1' }); // a fresh report to serve
});
afterAll(() => service.close());

const SAME = ['content-type', 'access-control-allow-origin', 'access-control-expose-headers', 'ratelimit-policy'];

describe('health edge', () => {
  test('same body and headers as the Fastify route; one budget counted by both', async () => {
    const viaEdge = await fetch(`${base}/api/health`);
    const viaFastify = await service.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '127.0.0.1' });
    expect(viaEdge.status).toBe(200);
    expect(await viaEdge.text()).toBe(viaFastify.body);
    for (const h of SAME) expect(viaEdge.headers.get(h)).toBe(viaFastify.headers[h]);
    expectCors(Object.fromEntries(viaEdge.headers));
    // the edge counted 1, the route 2: the same counter, key and window
    expect(viaEdge.headers.get('ratelimit')).toBe(`"default";r=${KEYLESS - 1};t=50`);
    expect(viaFastify.headers.ratelimit).toBe(`"default";r=${KEYLESS - 2};t=50`);
  });

  test('HEAD: headers and length, no body; past the budget a 429 with Retry-After and detail, as the route', async () => {
    const head = await fetch(`${base}/api/health`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0);
    await fetch(`${base}/api/health`); // the 4th of 4
    const refused = await fetch(`${base}/api/health`);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('50');
    expectCors(Object.fromEntries(refused.headers));
    const viaFastify = await service.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '127.0.0.1' });
    expect(viaFastify.statusCode).toBe(429);
    expect(await refused.json()).toEqual({ detail: (viaFastify.json<{ detail: string }>()).detail });
  });

  test('other routes, and health with an API key, go through Fastify', async () => {
    const limits = await fetch(`${base}/api/v2/limits`, { headers: { 'x-api-key': 'not-a-key' } });
    expect(limits.status).toBe(401); // the key check lives in Fastify's hook
    const keyed = await fetch(`${base}/api/health`, { headers: { 'x-api-key': 'not-a-key' } });
    expect(keyed.status).toBe(401);
  });
});
