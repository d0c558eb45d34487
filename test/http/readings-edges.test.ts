// Issue-5 routes at the edges: the first and last supported days (the first only where its local midnight is in range),
// both poles and the date line, a place in the
// midnight sun; all answer 200. Malformed or out-of-range bodies answer 4xx with a JSON `detail`, never 5xx.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { testService } from '../support/service.ts';

let service: Service;
beforeAll(async () => {
  service = await testService({ rateLimitKeyless: 100_000 }, { now: () => Date.parse('2026-08-01T06:30:00Z') });
});
afterAll(() => service.close());

type Body = Record<string, unknown>;
const eventAfter = (b: Body) => {
  const year = typeof b.date === 'string' ? Number(b.date.slice(0, 4)) : NaN;
  return `${Number.isFinite(year) ? Math.min(year + 5, 2399) : 2016}-02-14`;
};
const ROUTES: [string, (b: Body) => Body][] = [
  ['/api/dasha/current', (b) => b],
  ['/api/dasha/tree', (b) => ({ ...b, depth: 4 })],
  ['/api/dasha/yogini', (b) => b],
  ['/api/dasha/tree', (b) => ({ ...b, system: 'ashtottari', depth: 3 })],
  ['/api/dasha/tree', (b) => ({ ...b, system: 'kalachakra', depth: 3 })],
  ['/api/dasha/tree', (b) => ({ ...b, system: 'narayana', depth: 3 })],
  ['/api/v2/sadesati', (b) => b],
  ['/api/v2/mangal-dosha', (b) => b],
  ['/api/v2/kalasarpa', (b) => b],
  ['/api/v2/doshas', (b) => ({ ...b, gender: 'female', partner: b })],
  ['/api/yog', (b) => b],
  ['/api/lal-kitab', (b) => b],
  ['/api/v2/stri-jataka', (b) => b],
  ['/api/v2/putra-bhava', (b) => b],
  ['/api/v2/kundli/phaladeepika-narrative', (b) => b],
  ['/api/v2/chart-rectification', (b) => ({ ...b, life_events: [{ date: eventAfter(b), kind: 'marriage' }] })],
];
const EDGES: Body[] = [
  { date: '1800-01-01', time: '12:00', latitude: 40.71, longitude: -74.01 }, // local midnight 04:56 UTC, in range
  { date: '2394-12-31', time: '23:59', latitude: 0, longitude: 0 },
  { date: '1990-06-21', time: '12:00', latitude: 89.9, longitude: 180 },
  { date: '1990-12-21', time: '12:00', latitude: -89.9, longitude: -180 },
  { date: '2000-01-01', time: '00:00', latitude: 69.65, longitude: 18.96 },
];
const BAD: Body[] = [
  {},
  { date: '2023-02-30', time: '10:00', latitude: 1, longitude: 1 },
  { date: '2023-01-01', time: '25:00', latitude: 1, longitude: 1 },
  { date: '2023-01-01', time: '10:00', latitude: 91, longitude: 1 },
  { date: '2023-01-01', time: '10:00', latitude: 'x', longitude: 1 },
  { date: '1799-12-31', time: '10:00', latitude: 1, longitude: 1 },
  { date: '2400-01-01', time: '10:00', latitude: 1, longitude: 1 },
  { date: null, time: null },
  { date: ['a'], time: 5, latitude: {}, longitude: [] },
  { date: 'x'.repeat(10_000), time: '10:00', latitude: 1, longitude: 1 },
];

test('edge births answer 200 on every route', async () => {
  const failures: string[] = [];
  for (const [url, body] of ROUTES) {
    for (const b of EDGES) {
      const r = await service.app.inject({ method: 'POST', url, payload: body(b) });
      if (r.statusCode !== 200) failures.push(`${url} ${JSON.stringify(b)}: ${r.statusCode} ${r.body.slice(0, 200)}`);
    }
  }
  expect(failures).toEqual([]);
});

test('bad bodies answer 4xx with detail on every route', async () => {
  const failures: string[] = [];
  for (const [url, body] of ROUTES) {
    for (const b of BAD) {
      const r = await service.app.inject({ method: 'POST', url, payload: body(b) });
      const ok = r.statusCode >= 400 && r.statusCode < 500 && Array.isArray(r.json<{ detail?: unknown }>().detail);
      if (!ok) failures.push(`${url} ${JSON.stringify(b).slice(0, 80)}: ${r.statusCode} ${r.body.slice(0, 200)}`);
    }
  }
  expect(failures).toEqual([]);
});

test('a birth whose local midnight is before the range is refused, and the message says it was the midnight', async () => {
  const r = await service.app.inject({
    method: 'POST',
    url: '/api/yog',
    payload: { date: '1800-01-01', time: '12:00', latitude: 0, longitude: 0 },
  });
  expect(r.statusCode).toBe(422);
  const [d] = r.json<{ detail: { loc: string[]; msg: string; type: string }[] }>().detail;
  expect(d?.loc).toEqual(['body', 'date']);
  expect(d?.type).toBe('date_out_of_range');
  expect(d?.msg).toContain('local midnight');
});
