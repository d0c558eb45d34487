import { describe, expect, test } from 'vitest';
import { createHealthService, publicDetail } from './service.ts';

describe('health service', () => {
  test('details keep the cause but not the address', () => {
    expect(publicDetail('connect ECONNREFUSED 10.0.3.7:5432')).toBe('connect ECONNREFUSED <address>');
    expect(publicDetail('connect ECONNREFUSED ::1:6379')).toBe('connect ECONNREFUSED <address>');
    expect(publicDetail('getaddrinfo ENOTFOUND db.internal.example:5432')).toBe('getaddrinfo ENOTFOUND <address>');
    expect(publicDetail('bad url postgres://u:secret@db/x here')).toBe('bad url <url> here');
    expect(publicDetail('Swiss Ephemeris 2.10.03, files in data/ephe')).toBe(
      'Swiss Ephemeris 2.10.03, files in data/ephe',
    );
  });

  test('a throwing check is reported down, never thrown; results are reused while fresh', async () => {
    let t = 0;
    let runs = 0;
    const health = createHealthService(
      [
        { name: 'a', required: true, run: async () => ({ status: 'ok' as const }) },
        {
          name: 'b',
          required: false,
          run: async () => {
            runs++;
            throw new Error('boom at 192.168.1.9:80');
          },
        },
      ],
      () => t,
      1000,
    );
    const first = await health.check();
    expect(first).toMatchObject({ status: 'degraded', ready: true });
    expect(first.components.b).toEqual({ status: 'down', required: false, detail: 'boom at <address>' });
    await Promise.all([health.check(), health.check()]);
    expect(runs).toBe(1);
    t = 1500;
    await health.check();
    expect(runs).toBe(2);
  });
});
