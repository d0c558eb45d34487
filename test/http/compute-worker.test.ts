// The compute thread (src/http/compute/pool.ts) answers exactly what the in-process adapter answers: the same
// bodies, the same 422 items for input the engine refuses, and the ephemeris probe from inside the thread.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { PROJECT_ROOT } from '../../src/config.ts';
import { createWorkerCompute } from '../../src/http/compute/pool.ts';
import { testService } from '../support/service.ts';

const clock = Date.UTC(2026, 10, 22, 6, 0, 0);
let inline: Service;
let worker: Service;

beforeAll(async () => {
  inline = await testService({}, { now: () => clock });
  worker = await testService({}, { now: () => clock, compute: createWorkerCompute(path.join(PROJECT_ROOT, 'data', 'ephe')) });
});
afterAll(async () => {
  await inline.close();
  await worker.close();
});

const post = (s: Service, url: string, payload: object) => s.app.inject({ method: 'POST', url, payload });

describe('compute thread', () => {
  test('kundli v2: the same body from the worker thread as in process', async () => {
    for (const body of [
      { date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 },
      { date: '1800-01-02', time: '00:30', latitude: -33.87, longitude: 151.21, node_type: 'true' },
      { date: '2399-12-30', time: '23:59', latitude: 64.84, longitude: -147.72, ayanamsa: 'raman' },
    ]) {
      const a = await post(inline, '/api/v2/kundli', body);
      const b = await post(worker, '/api/v2/kundli', body);
      expect(b.statusCode).toBe(200);
      expect(b.body).toBe(a.body);
    }
  });

  test('input the engine refuses crosses the thread as the same 422', async () => {
    const body = { date: '1799-12-31', time: '12:00', latitude: 28.6, longitude: 77.2 };
    const a = await post(inline, '/api/v2/kundli', body);
    const b = await post(worker, '/api/v2/kundli', body);
    expect(b.statusCode).toBe(422);
    expect(b.json()).toEqual(a.json());
  });

  test('calendar, eclipse, vrata and naming routes: the same body from the worker thread as in process', async () => {
    const requests: { method: 'GET' | 'POST'; url: string; payload?: object }[] = [
      { method: 'GET', url: '/api/v2/rashifal' },
      { method: 'GET', url: '/api/v2/rashifal?date=2026-02-01&period=monthly' },
      { method: 'GET', url: '/api/v2/panchang/glance' },
      { method: 'GET', url: '/api/v2/panchang/glance?lat=51.5&lon=-0.12&date=2026-03-29' },
      { method: 'POST', url: '/api/v2/panchanga', payload: { date: '2025-10-01', time: '14:30', latitude: 12.9716, longitude: 77.5946, lagna_table: true } },
      { method: 'POST', url: '/api/v2/panchanga', payload: { date: '2026-06-21', latitude: 69.65, longitude: 18.96, lagna_table: true } },
      { method: 'POST', url: '/api/v2/panchanga', payload: { date: '2399-12-31', latitude: 28.6, longitude: 77.2, lagna_table: true } },
      { method: 'GET', url: '/api/choghadiya?lat=28.6139&lon=77.209&date=2026-06-16' },
      { method: 'GET', url: '/api/hora?lat=28.6139&lon=77.209&date=2026-11-22' },
      { method: 'GET', url: '/api/hora?lat=40.71&lon=-74.01&date=2026-03-08&time=03:30' },
      { method: 'GET', url: '/api/v2/eclipses?count=4' },
      { method: 'POST', url: '/api/v2/vrata/ekadashi', payload: { date: '2026-01-01', end_date: '2026-03-31', latitude: 23.1765, longitude: 75.7885 } },
      { method: 'GET', url: '/api/v2/namkaran/syllables?date=2020-01-01&time=10:00&lat=28.6&lon=77.2' },
      { method: 'GET', url: '/api/v2/namkaran/syllables?nakshatra_name=Rohini&pada=2' },
    ];
    for (const r of requests) {
      const a = await inline.app.inject(r);
      const b = await worker.app.inject(r);
      expect(a.statusCode, r.url).toBe(200);
      expect(b.statusCode, r.url).toBe(200);
      expect(b.body, r.url).toBe(a.body);
    }
  });

  test('a refusal inside a calendar, vrata or naming task crosses the thread as the same 422', async () => {
    const requests: { method: 'GET' | 'POST'; url: string; payload?: object }[] = [
      { method: 'POST', url: '/api/v2/vrata/ekadashi', payload: { date: '2026-02-01', end_date: '2026-01-01' } },
      { method: 'GET', url: '/api/v2/namkaran/syllables' },
      { method: 'GET', url: '/api/v2/namkaran/syllables?nakshatra_name=Pluto' },
      { method: 'POST', url: '/api/v2/panchanga', payload: { date: '1750-01-01', latitude: 12.97, longitude: 77.59 } },
    ];
    for (const r of requests) {
      const a = await inline.app.inject(r);
      const b = await worker.app.inject(r);
      expect(b.statusCode, r.url).toBe(422);
      expect(b.json(), r.url).toEqual(a.json());
    }
  });

  test('health probes the ephemeris inside the thread; the smoke test runs there', async () => {
    const h = await worker.app.inject({ method: 'GET', url: '/api/health' });
    expect(h.json().components.ephemeris.status).toBe('ok');
    const s = await worker.app.inject({ method: 'GET', url: '/api/v2/smoke-test' });
    expect(s.statusCode).toBe(200);
    expect(s.json().success).toBe(true);
  });
});
