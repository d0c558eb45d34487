// The vault over HTTP: saved charts and life events of the signed-in account, isolation between accounts (404),
// bad input 422 with nothing written, notification prefs and the daily digest (once a day), and the outbox mailer.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { testService } from '../support/service.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';

let clock = Date.UTC(2026, 5, 16, 6, 0, 0);
let smtp: TestSmtp;
let service: Service;
let n = 0;
const BIRTH = { date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 };

beforeAll(async () => {
  smtp = await startSmtp();
  service = await testService({ smtpUrl: smtp.url, cronSecret: 'cron' }, { now: () => clock });
});
afterAll(async () => {
  await service.close();
  await smtp.close();
});

async function signIn(): Promise<Record<string, string>> {
  const email = `vault${++n}@example.org`;
  clock += 61_000; // a fresh rate-limit window: register and verify draw on the small heavy budget
  // Each from its own client address: one client may ask for only a few codes an hour.
  const remoteAddress = `192.0.2.${n}`;
  await service.app.inject({ method: 'POST', url: '/api/v2/auth/register', payload: { email }, remoteAddress });
  const code = await smtp.codeFor(email);
  const r = await service.app.inject({
    method: 'POST',
    url: '/api/v2/auth/verify-otp',
    payload: { email, code },
    remoteAddress,
  });
  return { authorization: `Bearer ${r.json<any>().token}` };
}
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => service.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

describe('saved charts', () => {
  test('save answers chart_id; list newest first; delete; another account sees 404', async () => {
    const a = await signIn();
    const b = await signIn();
    const saved = await call('POST', '/api/v2/vault/charts', a, { label: 'me', ...BIRTH });
    expect(saved.statusCode).toBe(201);
    expect(saved.headers['cache-control']).toBe('no-store');
    const id = saved.json<any>().chart_id;
    clock += 1000;
    await call('POST', '/api/v2/vault/charts', a, { label: 'mother', ...BIRTH, date: '1965-02-03' });
    expect((await call('GET', '/api/v2/vault/charts', a)).json<any>().charts.map((c: any) => c.label)).toEqual([
      'mother',
      'me',
    ]);
    expect((await call('GET', '/api/v2/vault/charts', b)).json<any>().charts).toEqual([]);
    expect((await call('DELETE', `/api/v2/vault/charts/${id}`, b)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/v2/vault/charts/${id}`, a)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/v2/vault/charts/${id}`, a)).statusCode).toBe(404);
  });

  test('a saved chart reads back the birth fields the chart routes take, and they compute', async () => {
    const a = await signIn();
    await call('POST', '/api/v2/vault/charts', a, { label: 'me', ...BIRTH });
    const [chart] = (await call('GET', '/api/v2/vault/charts', a)).json<any>().charts;
    const { date, time, latitude, longitude } = chart;
    const kundli = await service.app.inject({
      method: 'POST',
      url: '/api/kundli',
      payload: { date, time, latitude, longitude },
    });
    expect(kundli.statusCode).toBe(200);
  });

  test('401 without a session', async () => {
    expect((await call('GET', '/api/v2/vault/charts', {})).statusCode).toBe(401);
  });
});

describe('memory events', () => {
  test('create, list (newest date first, limit), get, update, delete; isolation', async () => {
    const a = await signIn();
    const b = await signIn();
    for (const date of ['2015-04-01', '2019-06-01', '2012-01-15']) {
      expect(
        (await call('POST', '/api/v2/memory/events', a, { date, category: 'career', note: `at ${date}` })).statusCode,
      ).toBe(201);
    }
    const list = (await call('GET', '/api/v2/memory/events?limit=2', a)).json<any>().events;
    expect(list.map((e: any) => e.date)).toEqual(['2019-06-01', '2015-04-01']);
    const id = list[0].event_id;
    expect((await call('GET', `/api/v2/memory/events/${id}`, b)).statusCode).toBe(404);
    expect((await call('PUT', `/api/v2/memory/events/${id}`, b, { note: 'x' })).statusCode).toBe(404);
    const put = await call('PUT', `/api/v2/memory/events/${id}`, a, { note: 'first job', category: 'work' });
    expect(put.json<any>().event).toMatchObject({ note: 'first job', category: 'work', date: '2019-06-01' });
    const one = await call('GET', `/api/v2/memory/events/${id}`, a);
    expect(one.statusCode).toBe(200);
    expect(one.json<any>().event).toMatchObject({ event_id: id, note: 'first job', category: 'work' });
    expect((await call('DELETE', `/api/v2/memory/events/${id}`, a)).statusCode).toBe(200);
    expect((await call('GET', `/api/v2/memory/events/${id}`, a)).statusCode).toBe(404);
  });

  test("an event may name one of the account's own charts only", async () => {
    const a = await signIn();
    const b = await signIn();
    const chartId = (await call('POST', '/api/v2/vault/charts', b, { label: 'x', ...BIRTH })).json<any>().chart_id;
    const r = await call('POST', '/api/v2/memory/events', a, {
      date: '2020-01-01',
      category: 'move',
      chart_id: chartId,
    });
    expect(r.statusCode).toBe(422);
    expect((await call('GET', '/api/v2/memory/events', a)).json<any>().events).toEqual([]);
  });

  test.each([
    ['an oversized note', { date: '2020-01-01', category: 'x', note: 'n'.repeat(2001) }, ['body', 'note']],
    ['an invalid date', { date: '2020-02-30', category: 'x' }, ['body', 'date']],
    ['an unknown field', { date: '2020-01-01', category: 'x', mood: 'happy' }, ['body', 'mood']],
    ['a wrong type', { date: '2020-01-01', category: 7 }, ['body', 'category']],
  ])('422 for %s, and nothing is written', async (_l, payload, loc) => {
    const a = await signIn();
    const r = await call('POST', '/api/v2/memory/events', a, payload);
    expect(r.statusCode).toBe(422);
    expect(r.json<any>().detail.map((d: any) => d.loc)).toContainEqual(loc);
    expect((await call('GET', '/api/v2/memory/events', a)).json<any>().events).toEqual([]);
  });

  test('limit is bounded', async () => {
    const a = await signIn();
    expect((await call('GET', '/api/v2/memory/events?limit=501', a)).statusCode).toBe(422);
  });
});

describe('notifications and the daily digest', () => {
  test('prefs default off; set on with a place; the digest goes once per day, with the running dasha', async () => {
    const a = await signIn();
    expect((await call('GET', '/api/v2/notifications/prefs', a)).json<any>()).toMatchObject({ daily_gates: false });
    await call('POST', '/api/v2/auth/profile', a, { birth: BIRTH });
    const put = await call('PUT', '/api/v2/notifications/prefs', a, {
      daily_gates: true,
      place: { name: 'Lucknow', latitude: 26.85, longitude: 80.95 },
    });
    expect(put.json<any>()).toMatchObject({ daily_gates: true, place: { name: 'Lucknow' } });
    smtp.messages.length = 0;
    const send = () =>
      service.app.inject({
        method: 'POST',
        url: '/api/v2/notifications/daily-gates/send',
        headers: { 'x-cron-secret': 'cron' },
      });
    const accepted = await send();
    expect(accepted.statusCode).toBe(202);
    expect(accepted.json<any>()).toMatchObject({
      success: true,
      queue: 'in_process',
      run_id: expect.stringMatching(/^fanout\.\d+$/),
    });
    await service.digests.queue.idle(); // the cron call only queues the run; this process's workers page and send
    const mine = smtp.messages.filter((m) => m.raw.includes('Lucknow'));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.raw).toMatch(/Message-ID:\s+<digest\.2026-06-16\.[0-9a-f-]{36}@/i);
    const text = mine[0]!.raw.replace(/=\r?\n/g, ''); // quoted-printable soft line breaks
    expect(text).toMatch(/Panchanga for Tuesday, 2026-06-16 at Lucknow/);
    expect(text).toMatch(/Vimshottari periods now: \w+ \/ \w+ \/ \w+/);
    // The transit house is the count from the natal Moon's sign to the transit sign, both printed in the text.
    const SIGNS = [
      'Aries',
      'Taurus',
      'Gemini',
      'Cancer',
      'Leo',
      'Virgo',
      'Libra',
      'Scorpio',
      'Sagittarius',
      'Capricorn',
      'Aquarius',
      'Pisces',
    ];
    const m = /transits (\w+), the (\d+)\w\w house from your natal Moon in (\w+)/.exec(text)!;
    expect(Number(m[2])).toBe(((SIGNS.indexOf(m[1]!) - SIGNS.indexOf(m[3]!) + 12) % 12) + 1);
    expect((await send()).statusCode).toBe(202);
    await service.digests.queue.idle();
    expect(smtp.messages.filter((m) => m.raw.includes('Lucknow'))).toHaveLength(1);
    expect(
      (await service.app.inject({ method: 'POST', url: '/api/v2/notifications/daily-gates/send' })).statusCode,
    ).toBe(403);
  });
});

describe('outbox mailer (no SMTP_URL)', () => {
  test('the code is written as an .eml file a person can read', async () => {
    const outboxDir = path.join(tmpdir(), `vedic-outbox-${process.pid}-${Date.now()}`);
    const s = await testService({ outboxDir });
    try {
      await s.app.inject({ method: 'POST', url: '/api/v2/auth/register', payload: { email: 'outbox@example.org' } });
      await s.auth.flush();
      const files = readdirSync(outboxDir).filter((f) => f.endsWith('.eml'));
      expect(files).toHaveLength(1);
      const eml = readFileSync(path.join(outboxDir, files[0]!), 'utf8');
      expect(eml).toMatch(/To: outbox@example.org/);
      expect(eml).toMatch(/code is \d{6}/);
    } finally {
      await s.close();
      rmSync(outboxDir, { recursive: true, force: true });
    }
  });
});
