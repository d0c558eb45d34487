// POST /api/v2/chart-rectification: panel_required without events; scored candidates covering the window with them.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { expectCors, testService } from '../support/service.ts';

let service: Service;
beforeAll(async () => {
  service = await testService();
});
afterAll(() => service.close());

const BIRTH = { date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 };
const post = (payload: object) => service.app.inject({ method: 'POST', url: '/api/v2/chart-rectification', payload });

test('without life events: panel_required with the event kinds it can weigh', async () => {
  const r = await post(BIRTH);
  expect(r.statusCode).toBe(200);
  expectCors(r.headers);
  const body = r.json<any>();
  expect(body.status).toBe('panel_required');
  expect(body.panel.map((p: any) => p.kind)).toContain('marriage');
});

test('with events: candidates with lagna and scores, the first the best, the window covered', async () => {
  const body = (
    await post({
      ...BIRTH,
      uncertainty_minutes: 90,
      life_events: [
        { date: '2016-02-14', kind: 'marriage' },
        { date: '2018-07-01', kind: 'child_birth' },
      ],
    })
  ).json<any>();
  expect(body.status).toBe('scored');
  expect(body.candidates.length).toBeGreaterThanOrEqual(1);
  for (let i = 1; i < body.candidates.length; i++)
    expect(body.candidates[i - 1].score).toBeGreaterThanOrEqual(body.candidates[i].score);
  const minutes = body.candidates
    .map((c: any) => (Date.parse(c.to) - Date.parse(c.from)) / 60_000 + 1)
    .reduce((a: number, b: number) => a + b, 0);
  expect(minutes).toBe(181);
  expect(body.candidates[0].events).toHaveLength(2);
  expect(body.candidates[0].events[0]).toHaveProperty('mahadasha');
});

test('422 on an event before the birth and on an unknown event kind', async () => {
  const early = await post({ ...BIRTH, life_events: [{ date: '1980-01-01', kind: 'marriage' }] });
  expect(early.statusCode).toBe(422);
  expect(early.json<any>().detail[0].loc).toEqual(['body', 'life_events', 0, 'date']);
  const kind = await post({ ...BIRTH, life_events: [{ date: '2016-01-01', kind: 'lottery' }] });
  expect(kind.statusCode).toBe(422);
});
