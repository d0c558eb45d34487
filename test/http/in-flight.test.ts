// Behind a proxy (TRUST_PROXY) the connection cap cannot tell clients apart: requests in flight are capped per
// forwarded address instead. One address over its cap is refused at once; another address, and health, are not.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { DEFAULT_CONNECTION_LIMITS } from '../../src/limits.ts';
import { testService } from '../support/service.ts';

const BIRTH = { date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 };
let service: Service;
beforeAll(async () => {
  service = await testService({
    trustProxy: 1,
    rateLimitKeyless: 10_000,
    connections: { ...DEFAULT_CONNECTION_LIMITS, maxInFlightPerAddress: 2 },
  });
});
afterAll(() => service.close());

const from = (address: string, url = '/api/yog') =>
  service.app.inject({
    method: url === '/api/yog' ? 'POST' : 'GET',
    url,
    headers: { 'x-forwarded-for': address },
    ...(url === '/api/yog' ? { payload: BIRTH } : {}),
  });

describe('requests in flight per forwarded address', () => {
  test('one address over its cap is refused; another address and health are not; the count is released', async () => {
    const [a, b, health] = await Promise.all([
      Promise.all(Array.from({ length: 8 }, () => from('203.0.113.7'))),
      Promise.all(Array.from({ length: 2 }, () => from('198.51.100.4'))),
      from('203.0.113.7', '/api/health'),
    ]);
    const refused = a.filter((r) => r.statusCode === 429);
    console.info(`in flight: 8 at once from one address, ${8 - refused.length} served, ${refused.length} refused`);
    expect(refused.length).toBeGreaterThan(0);
    expect(a.every((r) => r.statusCode === 200 || r.statusCode === 429)).toBe(true);
    expect(refused[0]!.json()).toMatchObject({ detail: expect.stringContaining('at most 2 at once') });
    expect(refused[0]!.headers['retry-after']).toBe('1');
    expect(refused[0]!.headers['x-content-type-options']).toBe('nosniff');
    expect(b.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(health.statusCode).toBe(200);
    expect((await from('203.0.113.7')).statusCode).toBe(200);
  });
});
