// Rate limits: keyless per address, 4x per key, heavy budget apart, IETF headers, 429 with Retry-After and detail.
// With REDIS_URL set, two app instances on one Redis share the count (and the test fails if Redis is unreachable).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import type { Mailer } from '../../src/services/mail/mailer.ts';
import { expectCors, testService } from '../support/service.ts';

const KEYLESS = 3;
const HEAVY = 2;
let clock = Date.UTC(2026, 10, 22, 6, 0, 10);
let service: Service;
/** The last code each address was sent. */
const codes = new Map<string, string>();
const mailer: Mailer = {
  kind: 'outbox',
  send: async (m) => void codes.set(m.to, /code .*is (\d{6})/.exec(m.text)?.[1] ?? ''),
};

beforeAll(async () => {
  service = await testService(
    { rateLimitKeyless: KEYLESS, rateLimitHeavyKeyless: HEAVY },
    { now: () => clock, mailer },
  );
});
afterAll(() => service.close());

const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  service.app.inject({ method: 'GET', url, remoteAddress, headers });

describe('rate limits', () => {
  test('keyless budget per address, then 429 with Retry-After, RateLimit, RateLimit-Policy and detail', async () => {
    const addr = '203.0.113.7';
    for (let i = 1; i <= KEYLESS; i++) {
      const r = await get('/api/v2/limits', addr);
      expect(r.statusCode).toBe(200);
      expect(r.headers['ratelimit-policy']).toBe(`"default";q=${KEYLESS};w=60`);
      expect(r.headers.ratelimit).toBe(`"default";r=${KEYLESS - i};t=50`);
    }
    const refused = await get('/api/v2/limits', addr);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('50');
    expect(refused.headers.ratelimit).toBe('"default";r=0;t=50');
    expect(refused.json<{ detail: string }>().detail).toMatch(/Rate limit exceeded: 3 requests per 60 s/);
    expectCors(refused.headers);

    // Another address has its own budget; the next window starts afresh.
    expect((await get('/api/v2/limits', '203.0.113.8')).statusCode).toBe(200);
    clock += 60_000;
    expect((await get('/api/v2/limits', addr)).statusCode).toBe(200);
  });

  test('made-up keys count against the address budget: 401 while it lasts, then 429', async () => {
    const addr = '203.0.113.20';
    const keys = [
      'vk_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      'vk_BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
      'x',
    ];
    for (let i = 0; i < KEYLESS; i++) {
      const r = await get('/api/v2/limits', addr, { 'x-api-key': keys[i % keys.length] ?? '' });
      expect(r.statusCode).toBe(401);
      expect(r.headers['ratelimit-policy']).toBe(`"default";q=${KEYLESS};w=60`);
    }
    const refused = await get('/api/v2/limits', addr, {
      'x-api-key': 'vk_CCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCC',
    });
    expect(refused.statusCode).toBe(429);
    // The same address without a key shares that budget.
    expect((await get('/api/v2/limits', addr)).statusCode).toBe(429);
  });

  test('a key counts as keyless until its e-mail is confirmed; then 4x, per key whatever the address', async () => {
    const reg = await service.app.inject({
      method: 'POST',
      url: '/api/v2/keys/register',
      remoteAddress: '198.51.100.1',
      payload: { email: 'k@example.org', app_name: 'rate test' },
    });
    const body = reg.json<{ api_key: string; email_confirmed: boolean; code_sent: boolean }>();
    expect(body).toMatchObject({ email_confirmed: false, code_sent: true });
    const key = body.api_key;
    // Unconfirmed: counted by address, with the keyless budget.
    const unconfirmed = await get('/api/v2/limits', '198.51.100.4', { 'x-api-key': key });
    expect(unconfirmed.statusCode).toBe(200);
    expect(unconfirmed.headers['ratelimit-policy']).toBe(`"default";q=${KEYLESS};w=60`);

    await service.keys.flush();
    const confirm = await service.app.inject({
      method: 'POST',
      url: '/api/v2/keys/confirm',
      remoteAddress: '198.51.100.1',
      payload: { email: 'k@example.org', code: codes.get('k@example.org') },
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json<{ email_confirmed: boolean }>().email_confirmed).toBe(true);

    const statuses: number[] = [];
    for (let i = 0; i < 4 * KEYLESS + 1; i++) {
      // Alternate addresses: the key, not the address, is what is counted.
      const r = await get('/api/v2/limits', i % 2 === 0 ? '198.51.100.2' : '198.51.100.3', { 'x-api-key': key });
      statuses.push(r.statusCode);
      if (i === 0) expect(r.headers['ratelimit-policy']).toBe(`"default";q=${4 * KEYLESS};w=60`);
    }
    expect(statuses.slice(0, 4 * KEYLESS).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  test(
    'health and readiness are outside the budget: an ' + 'exhausted client still gets 200, never 429 or 401',
    async () => {
      const addr = '203.0.113.99';
      for (let i = 0; i <= KEYLESS; i++) await get('/api/v2/limits', addr);
      expect((await get('/api/v2/limits', addr)).statusCode).toBe(429);
      for (let i = 0; i < 3 * KEYLESS; i++) {
        for (const url of ['/api/health', '/api/ready']) {
          const r = await get(url, addr);
          expect(r.statusCode, url).toBe(200);
          expect(r.headers.ratelimit, url).toBeUndefined();
        }
        const head = await service.app.inject({ method: 'HEAD', url: '/api/health', remoteAddress: addr });
        expect(head.statusCode).toBe(200);
      }
      // A stray or stale key on a monitor's probe is not looked at either.
      expect((await get('/api/health', addr, { 'x-api-key': 'not-a-key' })).statusCode).toBe(200);
      // Polling health spent nothing: the budget is still exhausted, not reset or raised.
      expect((await get('/api/v2/limits', addr)).statusCode).toBe(429);
    },
  );

  test('heavy routes draw on their own smaller budget', async () => {
    const addr = '192.0.2.50';
    const post = () =>
      service.app.inject({
        method: 'POST',
        url: '/api/v2/keys/register',
        remoteAddress: addr,
        payload: { email: `${randomUUID()}@example.org`, app_name: 'x' },
      });
    expect((await post()).headers['ratelimit-policy']).toBe(`"heavy";q=${HEAVY};w=60`);
    expect((await post()).statusCode).toBe(200);
    expect((await post()).statusCode).toBe(429);
    // The default budget of the same address is untouched.
    expect((await get('/api/v2/limits', addr)).statusCode).toBe(200);
  });
});

describe.runIf(process.env.REDIS_URL !== undefined && process.env.REDIS_URL !== '')(
  'rate limits shared through Redis',
  () => {
    // Two whole services are composed here: generous time for that on a loaded machine.
    test('two app instances on one Redis share the count', { timeout: 90_000 }, async () => {
      const now = () => Date.now();
      const a = await testService({ redisUrl: process.env.REDIS_URL, rateLimitKeyless: 4 }, { now });
      const b = await testService({ redisUrl: process.env.REDIS_URL, rateLimitKeyless: 4 }, { now });
      try {
        // Its own address: other test files share this Redis, and the default inject address may have spent its budget.
        const healthAddr = `10.251.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
        // The connection to Redis is made in the background: on a busy machine the first health probe can come
        // before it; wait for it (bounded), then require it.
        const redisStatus = async () =>
          (await a.app.inject({ method: 'GET', url: '/api/health', remoteAddress: healthAddr })).json<{
            components: { redis: { status: string } };
          }>().components.redis.status;
        let status = await redisStatus();
        for (let i = 0; i < 50 && status !== 'ok'; i++) {
          await new Promise((r) => setTimeout(r, 100));
          status = await redisStatus();
        }
        expect(status).toBe('ok');
        // Stay inside one 60 s window: a roll-over between the five requests would reset the count.
        const msLeft = 60_000 - (Date.now() % 60_000);
        if (msLeft < 3000) await new Promise((r) => setTimeout(r, msLeft + 50));
        // A fresh address per run, so earlier runs on the same Redis do not count.
        const addr =
          `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.` +
          `${Math.floor(Math.random() * 250)}`;
        const statuses: number[] = [];
        for (const app of [a.app, b.app, a.app, b.app, a.app]) {
          statuses.push((await app.inject({ method: 'GET', url: '/api/v2/limits', remoteAddress: addr })).statusCode);
        }
        expect(statuses).toEqual([200, 200, 200, 200, 429]);
      } finally {
        await a.close();
        await b.close();
      }
    });
  },
);
