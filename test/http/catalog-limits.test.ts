// GET /api/catalog (generated from the route table) and GET /api/v2/limits (from the one limits table).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { CATEGORIES } from '../../src/http/route-table.ts';
import { LIMITS } from '../../src/limits.ts';
import { expectCors, testService } from '../support/service.ts';

let service: Service;
beforeAll(async () => {
  service = await testService({ rateLimitKeyless: 77 });
});
afterAll(() => service.close());

describe('catalog', () => {
  test('groups every visible registered route under the interface categories', async () => {
    const r = await service.app.inject({ method: 'GET', url: '/api/catalog' });
    expect(r.statusCode).toBe(200);
    expectCors(r.headers);
    const body = r.json<{
      route_count: number;
      categories: { name: string; routes: { method: string; path: string }[] }[];
    }>();
    for (const c of body.categories) expect(CATEGORIES).toContain(c.name);
    const listed = body.categories.flatMap((c) => c.routes.map((x) => `${x.method} ${x.path}`));
    expect(listed).toContain('GET, HEAD /api/health');
    expect(listed).toContain('GET, HEAD /geocode');
    expect(listed).toContain('POST /api/v2/keys/register');
    expect(body.route_count).toBe(listed.length);
    // Every visible GET/POST route of the table appears once.
    const table = service.routes.filter((x) => !x.hidden && x.method !== 'HEAD' && x.method !== 'OPTIONS');
    expect(listed.length).toBe(table.length);
  });
});

describe('limits', () => {
  test('publishes the limits the code reads, with operator overrides applied', async () => {
    const r = await service.app.inject({ method: 'GET', url: '/api/v2/limits' });
    expect(r.statusCode).toBe(200);
    const body = r.json<Record<string, Record<string, unknown>>>();
    expect(body.rate).toEqual({
      window_seconds: LIMITS.rate.windowSeconds,
      keyless_per_window: 77,
      key_multiplier: 4,
      heavy_keyless_per_window: LIMITS.rate.heavyKeylessPerWindow,
    });
    expect(body.body_bytes).toBe(65536);
    expect(body.places).toMatchObject({ cities_max: 8, cities_min_query: 1, geocode_min_query: 2 });
    expect(body.match_batch_candidates).toBe(50);
    expect(r.headers['ratelimit-policy']).toBe('"default";q=77;w=60');
  });
});
