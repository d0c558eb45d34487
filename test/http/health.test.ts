// /api/health (GET and HEAD), /api/ready and /status: components named, never 500, 503 only from readiness.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { expectCors, testService } from '../support/service.ts';

interface Health {
  status: string;
  ready: boolean;
  version: string;
  components: Record<
    string,
    {
      status: string;
      required: boolean;
      detail?: string;
      uses_swiss_files?: boolean;
      dialect?: string;
      counters?: string;
    }
  >;
}

let service: Service;
beforeAll(async () => {
  service = await testService();
});
afterAll(() => service.close());

describe('health', () => {
  test('GET: every component up; the ephemeris probe confirms the Swiss files, not Moshier', async () => {
    const r = await service.app.inject({ method: 'GET', url: '/api/health' });
    expect(r.statusCode).toBe(200);
    expectCors(r.headers);
    const h = r.json<Health>();
    expect(h.status).toBe('ok');
    expect(h.ready).toBe(true);
    expect(h.version).toBe('3.0.0');
    expect(h.components.ephemeris).toMatchObject({ status: 'ok', required: true, uses_swiss_files: true });
    expect(h.components.database).toMatchObject({ status: 'ok', required: true, dialect: 'sqlite' });
    expect(h.components.redis).toMatchObject({ status: 'not_configured', required: false });
  });

  test('HEAD answers 200 with no body', async () => {
    const r = await service.app.inject({ method: 'HEAD', url: '/api/health' });
    expect(r.statusCode).toBe(200);
    expect(r.body).toBe('');
    expectCors(r.headers);
  });

  test('status page shows the components', async () => {
    const r = await service.app.inject({ method: 'GET', url: '/status' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/text\/html/);
    expect(r.body).toMatch(/ephemeris/);
    expect(r.body).toMatch(/database/);
    expect(r.body).toMatch(/all components up/);
  });

  test('readiness 200 while everything required is up', async () => {
    expect((await service.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });
});

describe('health when the database is gone', () => {
  test('health stays 200 and names the database; readiness is 503; status page says degraded', async () => {
    const broken = await testService();
    await broken.storage.close();
    try {
      const r = await broken.app.inject({ method: 'GET', url: '/api/health' });
      expect(r.statusCode).toBe(200);
      const h = r.json<Health>();
      expect(h.status).toBe('degraded');
      expect(h.ready).toBe(false);
      expect(h.components.database?.status).toBe('down');
      expect(h.components.ephemeris?.status).toBe('ok');
      expect((await broken.app.inject({ method: 'HEAD', url: '/api/health' })).statusCode).toBe(200);
      const ready = await broken.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json<Health>().components.database?.status).toBe('down');
      expect((await broken.app.inject({ method: 'GET', url: '/status' })).body).toMatch(/degraded/);
    } finally {
      await broken.app.close();
      await broken.counter.close();
    }
  });
});

describe.runIf(process.env.REDIS_URL !== undefined && process.env.REDIS_URL !== '')(
  'health with Redis configured',
  () => {
    test('Redis answers and the counters are shared', async () => {
      const s = await testService({ redisUrl: process.env.REDIS_URL });
      try {
        const h = (await s.app.inject({ method: 'GET', url: '/api/health' })).json<Health>();
        expect(h.components.redis).toMatchObject({ status: 'ok', required: false, counters: 'shared' });
      } finally {
        await s.close();
      }
    });

    test('an unreachable Redis is named and counted around: health 200, still ready, sign-in works', async () => {
      const s = await testService({ redisUrl: 'redis://127.0.0.1:1' });
      try {
        const r = await s.app.inject({ method: 'GET', url: '/api/health' });
        expect(r.statusCode).toBe(200);
        expect(r.json<Health>().components.redis).toMatchObject({ status: 'down', counters: 'in_process' });
        // Counters fall back to this process (breaker.ts): taking the instance out of service would help nobody.
        expect((await s.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
        const login = await s.app.inject({
          method: 'POST',
          url: '/api/v2/auth/request-otp',
          payload: { email: 'no-redis@example.org' },
        });
        expect(login.statusCode, login.body).toBe(200);
        expect(
          (
            await s.app.inject({
              method: 'POST',
              url: '/api/v2/auth/request-otp',
              payload: { email: 'no-redis@example.org' },
            })
          ).statusCode,
        ).toBe(429);
      } finally {
        await s.close();
      }
    });
  },
);
