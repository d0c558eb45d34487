// The marriage outcome study over HTTP: a valid row is stored (201, counts only), every refused row (wrong type,
// unknown field, date out of range, consent false, missing field) is a 422 with detail and leaves the count as it
// was; the count route gives counts and never rows. SQLite here; PostgreSQL in src/storage/study-contract.test.ts.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { expectCors, testService } from '../support/service.ts';

const CLOCK = Date.UTC(2026, 10, 25, 12, 0, 0);
let service: Service;
beforeAll(async () => {
  service = await testService({ rateLimitHeavyKeyless: 1e6 }, { now: () => CLOCK }); // many heavy-budget writes in one run
});
afterAll(() => service.close());

const ROW = {
  bride: { date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 },
  groom: { date: '1988-03-02', latitude: 28.61, longitude: 77.21 },
  marriage_date: '2016-02-14',
  outcome: 'together',
  consent: true,
};
const post = (payload: object) => service.app.inject({ method: 'POST', url: '/api/v2/study/marriage', payload });
const count = async () =>
  (await service.app.inject({ method: 'GET', url: '/api/v2/study/marriage/count' })).json<any>();

describe('POST /api/v2/study/marriage', () => {
  test('a valid row is stored: 201 and the counts after it', async () => {
    const before = await count();
    const r = await post(ROW);
    expect(r.statusCode).toBe(201);
    expectCors(r.headers);
    expect(r.json()).toEqual({
      success: true,
      stored: true,
      study: 'marriage',
      total: before.total + 1,
      by_outcome: { ...before.by_outcome, together: before.by_outcome.together + 1 },
    });
  });

  test.each([
    ['consent false', { ...ROW, consent: false }, ['body', 'consent']],
    ['consent missing', (({ consent: _c, ...rest }) => rest)(ROW), ['body', 'consent']],
    ['consent as the string "true"', { ...ROW, consent: 'true' }, ['body', 'consent']],
    ['a latitude as a string', { ...ROW, bride: { ...ROW.bride, latitude: '26.85' } }, ['body', 'bride', 'latitude']],
    ['a latitude null', { ...ROW, groom: { ...ROW.groom, latitude: null } }, ['body', 'groom', 'latitude']],
    ['an unknown field', { ...ROW, email: 'a@example.org' }, ['body', 'email']],
    ['an unknown field in a birth', { ...ROW, bride: { ...ROW.bride, name: 'Asha' } }, ['body', 'bride', 'name']],
    ['an unknown outcome', { ...ROW, outcome: 'happy' }, ['body', 'outcome']],
    ['a birth before 1800', { ...ROW, groom: { ...ROW.groom, date: '1799-12-31' } }, ['body', 'groom', 'date']],
    [
      'a birth after today',
      { ...ROW, bride: { ...ROW.bride, date: '2027-01-01' }, marriage_date: '2027-02-01' },
      ['body', 'bride', 'date'],
    ],
    ['a marriage before a birth', { ...ROW, marriage_date: '1989-01-01' }, ['body', 'marriage_date']],
    ['a marriage after today', { ...ROW, marriage_date: '2026-11-26' }, ['body', 'marriage_date']],
    ['a date that does not exist', { ...ROW, marriage_date: '2015-02-30' }, ['body', 'marriage_date']],
    ['a time out of form', { ...ROW, bride: { ...ROW.bride, time: '25:00' } }, ['body', 'bride', 'time']],
  ])('422, nothing stored: %s', async (_label, payload, loc) => {
    const before = (await count()).total;
    const r = await post(payload);
    expect(r.statusCode).toBe(422);
    expect(r.json<any>().detail.map((d: any) => d.loc)).toContainEqual(loc);
    expect((await count()).total).toBe(before);
  });
});

describe('GET /api/v2/study/marriage/count', () => {
  test('counts by outcome and nothing else', async () => {
    const r = await service.app.inject({ method: 'GET', url: '/api/v2/study/marriage/count' });
    expect(r.statusCode).toBe(200);
    const body = r.json<any>();
    expect(Object.keys(body).sort()).toEqual(['by_outcome', 'note', 'study', 'success', 'total']);
    expect(Object.keys(body.by_outcome)).toEqual(['together', 'separated', 'divorced', 'widowed', 'annulled']);
    expect(body.total).toBe(Object.values<number>(body.by_outcome).reduce((a, b) => a + b, 0));
    expect(r.body).not.toContain('1990-11-20');
  });
});
