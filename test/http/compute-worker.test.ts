// The compute pool (src/compute/pool.ts, here with two threads) answers exactly what the in-process adapter answers:
// the same bodies, the same 422 items for input the engine refuses, and the ephemeris probe from inside a thread.
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { loadConfig, PROJECT_ROOT } from '../../src/config.ts';
import { createComputePool } from '../../src/compute/pool.ts';
import { testService } from '../support/service.ts';

const clock = Date.UTC(2026, 10, 22, 6, 0, 0);
let inline: Service;
let worker: Service;

beforeAll(async () => {
  inline = await testService({}, { now: () => clock });
  worker = await testService(
    {},
    { now: () => clock, compute: createComputePool(path.join(PROJECT_ROOT, 'data', 'ephe'), 2) },
  );
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

  test(
    'chart, strength, KP, Jaimini and annual routes: the ' + 'same body from the worker thread as in process',
    async () => {
      const birth = { date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 };
      const prefixed = { birth_date: '1990-11-20', birth_time: '16:00', birth_latitude: 26.85, birth_longitude: 80.95 };
      const cases: [string, object][] = [
        ['/api/kundli', birth],
        ['/api/divisional-charts', birth],
        ['/api/divisional/navamsha', birth],
        ['/api/divisional/D60', { ...birth, ayanamsa: 'raman' }],
        ['/api/v2/shadbala', birth],
        ['/api/v2/bhavabala', birth],
        ['/api/v2/ashtakavarga', birth],
        ['/api/v2/pindayu', birth],
        ['/api/v2/ayurdaya', birth],
        ['/api/kp-chart', birth],
        ['/api/v2/jaimini', { ...birth, karaka_scheme: 7, exaltation_adjustment: true, dasha_year_days: 360 }],
        ['/api/v2/varshaphal', { ...prefixed, year: 2026 }],
        ['/api/v2/gochar', prefixed],
        ['/api/v2/gochar', { ...birth, transit_date: '2030-03-01', transit_time: '09:30' }],
        ['/api/v2/fortune-direction', birth],
      ];
      for (const [url, body] of cases) {
        const a = await post(inline, url, body);
        const b = await post(worker, url, body);
        expect(b.statusCode, url).toBe(200);
        expect(b.body, url).toBe(a.body);
      }
    },
  );

  test('422s raised inside chart and annual tasks cross the thread unchanged', async () => {
    const birth = { date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 };
    for (const [url, body] of [
      ['/api/divisional/D5', birth],
      [
        '/api/v2/varshaphal',
        { birth_date: '1990-11-20', birth_time: '16:00', birth_latitude: 26.85, birth_longitude: 80.95, year: 1985 },
      ],
      ['/api/v2/varshaphal', { year: 2026 }],
      ['/api/v2/gochar', { ...birth, transit_date: '2400-01-01' }],
    ] as [string, object][]) {
      const a = await post(inline, url, body);
      const b = await post(worker, url, body);
      expect(b.statusCode, url).toBe(422);
      expect(a.statusCode, url).toBe(422);
      expect(b.json(), url).toEqual(a.json());
    }
  });

  test('health probes the ephemeris inside the thread; the smoke test runs there', async () => {
    const h = await worker.app.inject({ method: 'GET', url: '/api/health' });
    expect(h.json().components.ephemeris.status).toBe('ok');
    const s = await worker.app.inject({ method: 'GET', url: '/api/v2/smoke-test' });
    expect(s.statusCode).toBe(200);
    expect(s.json().success).toBe(true);
  });

  test(
    'readings, lal kitab, narrative, rectification and ' + 'horoscope: the same bodies from the worker thread',
    async () => {
      const birth = { date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 };
      const requests: [string, string, object | undefined][] = [
        ['POST', '/api/v2/stri-jataka', birth],
        ['POST', '/api/v2/putra-bhava', { ...birth, ayanamsa: 'raman' }],
        ['POST', '/api/lal-kitab', birth],
        ['POST', '/api/v2/kundli/phaladeepika-narrative', birth],
        ['POST', '/api/v2/chart-rectification', birth],
        [
          'POST',
          '/api/v2/chart-rectification',
          {
            ...birth,
            uncertainty_minutes: 60,
            life_events: [
              { date: '2016-02-14', kind: 'marriage' },
              { date: '2018-07-01', kind: 'child_birth' },
            ],
          },
        ],
        // No date: the period starts on the fixed clock's day in India.
        ['GET', '/api/horoscope?sign=Mesha&period=weekly', undefined],
      ];
      for (const [method, url, payload] of requests) {
        const a = await inline.app.inject({ method: method as 'GET' | 'POST', url, payload });
        const b = await worker.app.inject({ method: method as 'GET' | 'POST', url, payload });
        expect(b.statusCode, url).toBe(200);
        expect(b.body, url).toBe(a.body);
      }
    },
  );

  test('a rule a reading task enforces crosses the thread as the same 422', async () => {
    const body = {
      date: '1990-11-20',
      time: '16:00',
      latitude: 26.85,
      longitude: 80.95,
      life_events: [{ date: '1980-01-01', kind: 'marriage' }],
    };
    const a = await post(inline, '/api/v2/chart-rectification', body);
    const b = await post(worker, '/api/v2/chart-rectification', body);
    expect(b.statusCode).toBe(422);
    expect(b.json()).toEqual(a.json());
    expect(b.json().detail[0].loc).toEqual(['body', 'life_events', 0, 'date']);
  });

  test('dasha, dosha and yoga routes: the same bodies from the worker thread as in process', async () => {
    const birth = { date: '1972-06-01', time: '04:16', latitude: 16.25, longitude: 81.2, utc_offset: '+05:30' };
    const prefixed = { birth_date: '1990-11-20', birth_time: '16:00', birth_latitude: 26.85, birth_longitude: 80.95 };
    const requests: [string, object][] = [
      ['/api/dasha/current', birth],
      ['/api/dasha/current', { ...birth, as_of: '1980-01-01', dasha_year_days: 360 }],
      ['/api/dasha/tree', birth],
      ['/api/dasha/tree', { ...birth, depth: 5, maha: 'Moon' }],
      ['/api/dasha/tree', { ...birth, system: 'ashtottari', depth: 3 }],
      ['/api/dasha/tree', { ...birth, system: 'kalachakra' }],
      ['/api/dasha/tree', { ...birth, system: 'narayana' }],
      ['/api/dasha/yogini', birth],
      ['/api/v2/sadesati', prefixed],
      ['/api/v2/mangal-dosha', prefixed],
      ['/api/v2/kalasarpa', birth],
      [
        '/api/v2/doshas',
        {
          ...prefixed,
          gender: 'Female',
          partner: { date: '1988-03-02', time: '07:30', latitude: 28.61, longitude: 77.21 },
        },
      ],
      ['/api/yog', { ...birth, gender: 'Male' }],
    ];
    for (const [url, body] of requests) {
      const a = await post(inline, url, body);
      const b = await post(worker, url, body);
      expect(a.statusCode, url).toBe(200);
      expect(b.statusCode, url).toBe(200);
      expect(b.body, url).toBe(a.body);
    }
  });

  test('a 422 thrown inside a dasha task crosses the thread unchanged', async () => {
    const body = { date: '1972-06-01', time: '04:16', latitude: 16.25, longitude: 81.2, depth: 5 };
    const a = await post(inline, '/api/dasha/tree', body);
    const b = await post(worker, '/api/dasha/tree', body);
    expect(b.statusCode).toBe(422);
    expect(b.json()).toEqual(a.json());
    expect(b.json().detail[0].loc).toEqual(['body', 'maha']);
  });

  test('calendar, eclipse, vrata and naming routes: the same body from the worker thread as in process', async () => {
    const requests: { method: 'GET' | 'POST'; url: string; payload?: object }[] = [
      { method: 'GET', url: '/api/v2/rashifal' },
      { method: 'GET', url: '/api/v2/rashifal?date=2026-02-01&period=monthly' },
      { method: 'GET', url: '/api/v2/panchang/glance' },
      { method: 'GET', url: '/api/v2/panchang/glance?lat=51.5&lon=-0.12&date=2026-03-29' },
      {
        method: 'POST',
        url: '/api/v2/panchanga',
        payload: { date: '2025-10-01', time: '14:30', latitude: 12.9716, longitude: 77.5946, lagna_table: true },
      },
      {
        method: 'POST',
        url: '/api/v2/panchanga',
        payload: { date: '2026-06-21', latitude: 69.65, longitude: 18.96, lagna_table: true },
      },
      {
        method: 'POST',
        url: '/api/v2/panchanga',
        payload: { date: '2399-12-31', latitude: 28.6, longitude: 77.2, lagna_table: true },
      },
      { method: 'GET', url: '/api/choghadiya?lat=28.6139&lon=77.209&date=2026-06-16' },
      { method: 'GET', url: '/api/hora?lat=28.6139&lon=77.209&date=2026-11-22' },
      { method: 'GET', url: '/api/hora?lat=40.71&lon=-74.01&date=2026-03-08&time=03:30' },
      { method: 'GET', url: '/api/v2/eclipses?count=4' },
      {
        method: 'POST',
        url: '/api/v2/vrata/ekadashi',
        payload: { date: '2026-01-01', end_date: '2026-03-31', latitude: 23.1765, longitude: 75.7885 },
      },
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
});

describe('COMPUTE', () => {
  test('the compute thread is the default; inline on request; anything else refused at start', () => {
    expect(loadConfig({}).compute).toBe('worker');
    expect(loadConfig({ COMPUTE: '' }).compute).toBe('worker');
    expect(loadConfig({ COMPUTE: 'inline' }).compute).toBe('inline');
    expect(() => loadConfig({ COMPUTE: 'threads' })).toThrow(/COMPUTE must be worker or inline/);
  });

  test('COMPUTE_THREADS: one per core by default on Linux, any count from 1 asked, 0 or words refused', () => {
    if (process.platform === 'linux') expect(loadConfig({}).computeThreads).toBe(availableParallelism());
    expect(loadConfig({ COMPUTE_THREADS: '1' }).computeThreads).toBe(1);
    if (process.platform === 'linux') expect(loadConfig({ COMPUTE_THREADS: '3' }).computeThreads).toBe(3);
    expect(() => loadConfig({ COMPUTE_THREADS: '0' })).toThrow(/COMPUTE_THREADS must be 1 or more/);
    expect(() => loadConfig({ COMPUTE_THREADS: 'many' })).toThrow(/COMPUTE_THREADS must be a non-negative integer/);
  });
});

describe('the compute pool', () => {
  test('tasks go to the least busy thread: 40 at once are spread over both threads', async () => {
    const compute = createComputePool(path.join(PROJECT_ROOT, 'data', 'ephe'), 2);
    const body = { date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 };
    expect(compute.stats()).toEqual({ threads: 2, busy: 0, queued: 0 });
    const pending = Array.from({ length: 40 }, () => compute.run('kundliV2', { body, now: clock }));
    expect(compute.stats()).toEqual({ threads: 2, busy: 2, queued: 38 });
    const bodies = await Promise.all(pending);
    expect(new Set(bodies).size).toBe(1);
    expect(compute.stats()).toEqual({ threads: 2, busy: 0, queued: 0 });
    await compute.close();
  });

  test(
    'closing: every task already posted is answered, then the ' + 'threads end by themselves; later tasks are refused',
    async () => {
      const compute = createComputePool(path.join(PROJECT_ROOT, 'data', 'ephe'), 2);
      const body = { date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 };
      const pending = Array.from({ length: 40 }, () => compute.run('kundliV2', { body, now: clock }));
      await compute.close();
      const bodies = await Promise.all(pending);
      expect(bodies.every((b: string) => JSON.parse(b).success === true)).toBe(true);
      await expect(compute.run('kundliV2', { body, now: clock })).rejects.toThrow(/closed/);
    },
  );
});
