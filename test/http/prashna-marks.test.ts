// POST /api/v2/body-marks and /api/v2/prasna-lost-object through HTTP: envelope, conventions, cited rules,
// PARTIAL with theft versus misplacement named, 422 for bad input. The rules themselves are tested on hand-placed
// charts beside the engine (body-marks.test.ts, prashna-lost-object.test.ts).
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { expectCors, testService } from '../support/service.ts';

let service: Service;
beforeAll(async () => {
  service = await testService();
});
afterAll(() => service.close());
const post = (url: string, payload: unknown) => service.app.inject({ method: 'POST', url, payload: payload as object });
const BIRTH = { date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 };

test('body marks: twelve regions, marked ones with grahas, LIVE and cited', async () => {
  const r = await post('/api/v2/body-marks', BIRTH);
  expect(r.statusCode).toBe(200);
  expectCors(r.headers);
  const body = r.json<any>();
  expect(body.engine_status).toBe('LIVE');
  expect(body.regions).toHaveLength(12);
  expect([1, 2, 3]).toContain(body.rising_drekkana);
  const graced = body.regions.flatMap((g: any) => g.marks.map((m: any) => m.graha)).sort();
  expect(graced).toEqual(['Jupiter', 'Ketu', 'Mars', 'Mercury', 'Moon', 'Rahu', 'Saturn', 'Sun', 'Venus']);
  expect(body.marked.every((g: any) => g.marks.length > 0)).toBe(true);
  expect(body.prove_refs.every((p: any) => p.status === 'pending')).toBe(true);
  expect(body.conventions.ayanamsa.name).toBe('lahiri');
});

test('prashna lost object: PARTIAL, the three rules cited, theft not answered', async () => {
  const r = await post('/api/v2/prasna-lost-object', {
    date: '2026-11-22',
    time: '10:15',
    latitude: 28.6139,
    longitude: 77.209,
    object: 'keys',
  });
  expect(r.statusCode).toBe(200);
  const body = r.json<any>();
  expect(body.engine_status).toBe('PARTIAL');
  expect(body.object).toBe('keys');
  expect(body.theft_or_misplaced.value).toBeNull();
  expect(body.missing.join(' ')).toMatch(/theft versus misplacement/);
  for (const k of ['direction', 'distance', 'recovery']) expect(body[k].prove_refs.length).toBeGreaterThan(0);
  expect(body.grahas).toHaveLength(9);
  expect(body.asked_at).toMatch(/^2026-11-22T10:15:00\+05:30$/);
});

test.each([
  ['/api/v2/body-marks', { date: '1990-11-20', latitude: 26.85, longitude: 80.95 }, 'time'],
  ['/api/v2/body-marks', { ...BIRTH, latitude: 123 }, 'latitude'],
  ['/api/v2/prasna-lost-object', { date: '2026-11-22', latitude: 28.6, longitude: 77.2 }, 'time'],
  [
    '/api/v2/prasna-lost-object',
    { date: '2026-11-22', time: '10:15', latitude: 28.6, longitude: 77.2, extra: 1 },
    'extra',
  ],
  ['/api/v2/prasna-lost-object', { date: '2500-01-01', time: '10:15', latitude: 28.6, longitude: 77.2 }, 'date'],
])('%s 422 with detail', async (url, payload, field) => {
  const r = await post(url, payload);
  expect(r.statusCode).toBe(422);
  expect(JSON.stringify(r.json<any>().detail)).toContain(field);
});
