// GET /api/v2/smoke-test: a position, a sunrise and a tithi, computed in-process, each with its timing.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { expectCors, testService } from '../support/service.ts';
import { record, report, worst } from '../support/accuracy.ts';

// A fixed instant: 2026-11-22 03:00 UTC. Published facts for that day (published.md): Delhi sunrise, upper limb
// with refraction, 06:49:08 IST = 01:19:08 UTC (swetest 2.10.03).
const NOW = Date.UTC(2026, 10, 22, 3, 0, 0);

let service: Service;
beforeAll(async () => {
  service = await testService({}, { now: () => NOW });
});
afterAll(() => service.close());

describe('smoke test', () => {
  test('three checks, each ok with a timing, results from the engine', async () => {
    const r = await service.app.inject({ method: 'GET', url: '/api/v2/smoke-test' });
    expect(r.statusCode).toBe(200);
    expectCors(r.headers);
    const body = r.json<{
      success: boolean;
      engine_status: string;
      checks: { name: string; ok: boolean; ms: number; result: Record<string, unknown> }[];
    }>();
    expect(body.success).toBe(true);
    expect(body.engine_status).toBe('LIVE');
    expect(body.checks).toHaveLength(3);
    for (const c of body.checks) {
      expect(c.ok, c.name).toBe(true);
      expect(c.ms).toBeGreaterThanOrEqual(0);
    }
    const [position, rise, tithi] = body.checks;
    // Sidereal Sun on 2026-11-22 is in Scorpio (210-240 deg): a coarse, independent almanac fact.
    expect(position?.result.longitude).toBeGreaterThan(210);
    expect(position?.result.longitude).toBeLessThan(240);
    const sunriseMs = Date.parse(String(rise?.result.sunrise_utc));
    const w = worst();
    record(w, Math.abs(sunriseMs - Date.UTC(2026, 10, 22, 1, 19, 8)) / 1000, 'Delhi 2026-11-22 sunrise');
    report(
      {
        id: 'http.smoke-test-sunrise.published-swetest',
        quantity: 'sunrise (upper limb, refraction) of GET /api/v2/smoke-test, Delhi 2026-11-22',
        reference: 'swetest',
        unit: 's',
        tolerance: 1,
      },
      w,
    );
    expect(w.max).toBeLessThanOrEqual(1);
    expect(typeof tithi?.result.tithi).toBe('string');
    expect(Date.parse(String(tithi?.result.ends_utc))).toBeGreaterThan(NOW);
  });
});
