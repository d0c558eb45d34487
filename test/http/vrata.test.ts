// POST /api/v2/vrata/ekadashi: rule trace, traditions, range scan and its bounds. No sourced almanac list is in the
// project yet (test/reference/vrata/README.md), so these are invariants, not published dates.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { expectCors, testService } from '../support/service.ts';

let service: Service;
beforeAll(async () => {
  service = await testService();
});
afterAll(() => service.close());
const post = (payload: object) => service.app.inject({ method: 'POST', url: '/api/v2/vrata/ekadashi', payload });
const UJJAIN = { latitude: 23.1765, longitude: 75.7885 };
const dayAfter = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

describe('POST /api/v2/vrata/ekadashi', () => {
  test('the next ekadashi: both traditions with their trace; Vaishnava the same day or the next; parana in local time', async () => {
    const r = await post({ date: '2026-01-01', ...UJJAIN });
    expect(r.statusCode).toBe(200);
    expectCors(r.headers);
    const body = r.json<any>();
    expect(body.ekadashis).toHaveLength(1);
    const e = body.ekadashis[0];
    expect(e.smarta.why_this_date.length).toBeGreaterThan(0);
    for (const step of e.smarta.why_this_date)
      expect(step).toMatchObject({ rule: expect.any(String), fact: expect.any(String), outcome: expect.any(String) });
    expect([e.smarta.date, dayAfter(e.smarta.date)]).toContain(e.vaishnava.date);
    expect(e.smarta.parana.start).toMatch(/\+05:30$/);
    expect(e.tithis.ekadashi.name).toBe('Ekadashi');
    for (const ref of body.prove_refs) expect(ref.status).toBe('pending');
  });

  test('a year scanned with end_date: 24 to 26 ekadashis in order', async () => {
    const body = (await post({ date: '2026-01-01', end_date: '2026-12-31', ...UJJAIN })).json<any>();
    expect(body.ekadashis.length).toBeGreaterThanOrEqual(24);
    expect(body.ekadashis.length).toBeLessThanOrEqual(26);
    const dates = body.ekadashis.map((e: any) => e.smarta.date);
    expect([...dates].sort()).toEqual(dates);
  });

  test('tradition filter: vaishnava only', async () => {
    const e = (await post({ date: '2026-01-01', tradition: 'vaishnava', ...UJJAIN })).json<any>().ekadashis[0];
    expect(e.smarta).toBeNull();
    expect(e.vaishnava.date).toMatch(/^2026-01-/);
  });

  test.each([
    ['end_date before date', { date: '2026-02-01', end_date: '2026-01-01' }, ['body', 'end_date']],
    ['a span over 366 days', { date: '2026-01-01', end_date: '2027-06-01' }, ['body', 'end_date']],
    ['unknown tradition', { date: '2026-01-01', tradition: 'iskcon' }, ['body', 'tradition']],
    ['missing date', {}, ['body', 'date']],
    ['outside 1800-2399', { date: '2450-01-01' }, ['body', 'date']],
  ])('422 for %s', async (_n, payload, loc) => {
    const r = await post(payload);
    expect(r.statusCode).toBe(422);
    expect(r.json<any>().detail.map((d: any) => d.loc)).toContainEqual(loc);
  });

  test('the first days of 1800: answered, with the month unnamed where its new moon precedes the files (was a 500)', async () => {
    const r = await post({ date: '1800-01-02', end_date: '1800-02-15', latitude: 12.9716, longitude: 77.5946 });
    expect(r.statusCode).toBe(200);
    const body = r.json<any>();
    expect(body.ekadashis.map((e: any) => e.smarta.date)).toEqual(['1800-01-06', '1800-01-21', '1800-02-05']);
    expect(body.ekadashis[0].lunar_month).toBeNull();
    expect(body.ekadashis[2].lunar_month).not.toBeNull();
    expect(body.warnings.join(' ')).toMatch(/lunar month not named.*outside the ephemeris files/);
  });

  test('the last days of 2399: a range stops at its last date; the next ekadashi beyond the files is a clear 422', async () => {
    const scan = await post({ date: '2399-12-10', end_date: '2399-12-31', latitude: 12.9716, longitude: 77.5946 });
    expect(scan.statusCode).toBe(200);
    expect(scan.json<any>().ekadashis.map((e: any) => e.smarta.date)).toEqual(['2399-12-24']);
    const single = await post({ date: '2399-12-28', latitude: 12.9716, longitude: 77.5946 });
    expect(single.statusCode).toBe(422);
    expect(single.json<any>().detail[0]).toMatchObject({ loc: ['body', 'date'], type: 'date_out_of_range' });
    expect(single.json<any>().detail[0].msg).toMatch(/first ekadashi from 2399-12-28.*after the ephemeris files end/);
  });
});
