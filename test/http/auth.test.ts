// Accounts by e-mail one-time code over a real SMTP server on loopback, with an injected clock: the flow, the same
// answer for every address, code lifetime, single use, wrong tries, throttles on the address and on the client
// asking (a stranger cannot lock an owner out), sessions, delete and sweep.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { expectCors, testService } from '../support/service.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';

const T0 = Date.UTC(2026, 5, 16, 6, 0, 0);
let clock = T0;
let smtp: TestSmtp;
let service: Service;
let n = 0;
const fresh = () => `user${++n}-${T0}@example.org`;

beforeAll(async () => {
  smtp = await startSmtp();
  service = await testService({ smtpUrl: smtp.url, cronSecret: 'cron-secret-for-tests' }, { now: () => clock });
});
afterAll(async () => {
  await service.close();
  await smtp.close();
});
beforeEach(() => {
  clock += 2 * 3_600_000; // every test starts clear of the previous one's send throttles
  smtp.messages.length = 0;
});

/** Two client addresses: the account's owner and a stranger who knows the e-mail address. */
const OWNER = { remoteAddress: '198.51.100.7' };
const STRANGER = { remoteAddress: '203.0.113.9' };
type From = { remoteAddress?: string };

const post = (url: string, payload: object, headers: Record<string, string> = {}, from: From = {}) =>
  service.app.inject({ method: 'POST', url, payload, headers, ...from });
const verify = (email: string, code: string, from: From) => post('/api/v2/auth/verify-otp', { email, code }, {}, from);
const get = (url: string, token?: string) =>
  service.app.inject({ method: 'GET', url, headers: token === undefined ? {} : { authorization: `Bearer ${token}` } });

async function signIn(email = fresh(), from: From = {}): Promise<{ email: string; token: string }> {
  expect((await post('/api/v2/auth/register', { email, name: 'Asha' }, {}, from)).statusCode).toBe(200);
  const code = await smtp.codeFor(email);
  const r = await post('/api/v2/auth/verify-otp', { email, code }, {}, from);
  expect(r.statusCode).toBe(200);
  return { email, token: r.json<any>().token };
}

describe('sign-in by one-time code', () => {
  test('register e-mails six digits; verify gives a session; me answers the account; no-store everywhere', async () => {
    const email = fresh();
    const r = await post('/api/v2/auth/register', { email: email.toUpperCase(), name: 'Asha' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('no-store');
    expectCors(r.headers);
    const code = await smtp.codeFor(email);
    expect(code).toMatch(/^\d{6}$/);
    const v = await post('/api/v2/auth/verify-otp', { email, code });
    expect(v.statusCode).toBe(200);
    const body = v.json<any>();
    expect(body.token).toMatch(/^vs_[A-Za-z0-9_-]{43}$/); // 256 bits
    expect(body.account).toMatchObject({ email, name: 'Asha' });
    const me = await get('/api/v2/auth/me', body.token);
    expect(me.json<any>().account.email).toBe(email);
    expect(me.headers['cache-control']).toBe('no-store');
  });

  test('the same answer for a known and an unknown address; only the known one gets mail', async () => {
    const { email } = await signIn();
    clock += 3_600_000;
    smtp.messages.length = 0;
    const known = await post('/api/v2/auth/login', { email });
    const unknown = await post('/api/v2/auth/login', { email: fresh() });
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(known.body).toBe(unknown.body);
    await service.auth.flush();
    expect(smtp.messages.map((m) => m.to[0])).toEqual([email]);
  });

  test('a code works once', async () => {
    const email = fresh();
    await post('/api/v2/auth/register', { email });
    const code = await smtp.codeFor(email);
    expect((await post('/api/v2/auth/verify-otp', { email, code })).statusCode).toBe(200);
    expect((await post('/api/v2/auth/verify-otp', { email, code })).statusCode).toBe(401);
  });

  test('a code lives 10 minutes', async () => {
    const email = fresh();
    await post('/api/v2/auth/register', { email });
    const code = await smtp.codeFor(email);
    clock += 600_000;
    const r = await post('/api/v2/auth/verify-otp', { email, code });
    expect(r.statusCode).toBe(401);
    expect(r.json<any>().detail).toMatch(/expired/);
  });

  test('a wrong try voids no code: five from one client hold that client back, the owner still signs in', async () => {
    const email = fresh();
    await post('/api/v2/auth/register', { email }, OWNER);
    const code = await smtp.codeFor(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await verify(email, wrong, STRANGER)).statusCode).toBe(401);
    const held = await verify(email, code, STRANGER);
    expect(held.statusCode).toBe(429);
    expect(held.json<any>().detail).toMatch(/tries at this address from this client/);
    expect((await verify(email, code, OWNER)).statusCode).toBe(200);
  });

  test('four wrong tries leave the code alive for the same client', async () => {
    const email = fresh();
    await post('/api/v2/auth/register', { email });
    const code = await smtp.codeFor(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) await post('/api/v2/auth/verify-otp', { email, code: wrong });
    expect((await post('/api/v2/auth/verify-otp', { email, code })).statusCode).toBe(200);
  });

  test('sends: 60 s apart, at most 3 in 5 minutes per address (429, Retry-After), the same when unknown', async () => {
    for (const email of [(await signIn()).email, fresh()]) {
      clock += 3_600_000;
      expect((await post('/api/v2/auth/request-otp', { email })).statusCode).toBe(200);
      const soon = await post('/api/v2/auth/request-otp', { email });
      expect(soon.statusCode).toBe(429);
      expect(soon.headers['retry-after']).toBe('60');
      clock += 61_000;
      expect((await post('/api/v2/auth/request-otp', { email })).statusCode).toBe(200);
      clock += 61_000;
      expect((await post('/api/v2/auth/request-otp', { email })).statusCode).toBe(200);
      clock += 61_000;
      const fourth = await post('/api/v2/auth/request-otp', { email });
      expect(fourth.statusCode).toBe(429);
      expect(fourth.headers['retry-after']).toBe('300');
      clock += 300_000;
      expect((await post('/api/v2/auth/request-otp', { email })).statusCode).toBe(200);
    }
  });

  test('sends asked by one client: at most 10 an hour, whatever the addresses; others not held', async () => {
    const from = { remoteAddress: '203.0.113.40' };
    for (let i = 0; i < 10; i++)
      expect((await post('/api/v2/auth/login', { email: fresh() }, {}, from)).statusCode).toBe(200);
    const eleventh = await post('/api/v2/auth/login', { email: fresh() }, {}, from);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json<any>().detail).toMatch(/code requests from this client/);
    expect((await post('/api/v2/auth/login', { email: fresh() }, {}, OWNER)).statusCode).toBe(200);
  });

  test('a stranger cannot lock the owner out: logins a minute apart with wrong codes', async () => {
    const { email } = await signIn();
    clock += 3_600_000;
    smtp.messages.length = 0;
    // The owner asks for a code; a stranger then asks twice more and tries wrong codes.
    expect((await post('/api/v2/auth/login', { email }, {}, OWNER)).statusCode).toBe(200);
    const ownersCode = await smtp.codeFor(email);
    const wrong = ownersCode === '000000' ? '111111' : '000000';
    for (let round = 0; round < 2; round++) {
      clock += 61_000;
      expect((await post('/api/v2/auth/login', { email }, {}, STRANGER)).statusCode).toBe(200);
      for (let i = 0; i < 5; i++) expect([401, 429]).toContain((await verify(email, wrong, STRANGER)).statusCode);
    }
    await service.auth.flush(); // the stranger's codes are stored and mailed before the owner's sign-in
    // The owner's code still works, from the owner's client.
    expect((await verify(email, ownersCode, OWNER)).statusCode).toBe(200);
    // And the owner can ask for a new code within five minutes of the stranger's last request.
    clock += 300_000;
    smtp.messages.length = 0;
    expect((await post('/api/v2/auth/login', { email }, {}, OWNER)).statusCode).toBe(200);
    expect((await verify(email, await smtp.codeFor(email), OWNER)).statusCode).toBe(200);
  });

  test('100 failed tries in a day hold back clients new to the account, not one its owner signed in from', async () => {
    const { email } = await signIn(fresh(), OWNER);
    clock += 3_600_000;
    for (let client = 0; client < 20; client++)
      for (let i = 0; i < 5; i++)
        expect((await verify(email, '000000', { remoteAddress: `198.18.0.${client + 1}` })).statusCode).toBe(401);
    const capped = await verify(email, '000000', { remoteAddress: '198.18.1.1' });
    expect(capped.statusCode).toBe(429);
    expect(capped.json<any>().detail).toMatch(/failed tries at this address today/);
    smtp.messages.length = 0;
    expect((await post('/api/v2/auth/login', { email }, {}, OWNER)).statusCode).toBe(200);
    expect((await verify(email, await smtp.codeFor(email), OWNER)).statusCode).toBe(200);
  });

  test('tries from one client: at most 30 an hour, whatever the addresses', async () => {
    const from = { remoteAddress: '203.0.113.41' };
    // Four seconds apart, inside the route's own request budget (20 a minute), so only the code throttle speaks.
    for (let i = 0; i < 30; i++) {
      clock += 4_000;
      expect((await verify(fresh(), '000000', from)).statusCode).toBe(401);
    }
    const over = await verify(fresh(), '000000', from);
    expect(over.statusCode).toBe(429);
    expect(over.json<any>().detail).toMatch(/tries from this client/);
  });

  test('an earlier code still works after a newer one is sent, and a sign-in spends both', async () => {
    const email = fresh();
    await post('/api/v2/auth/register', { email });
    const first = await smtp.codeFor(email);
    clock += 61_000;
    smtp.messages.length = 0;
    await post('/api/v2/auth/request-otp', { email });
    const second = await smtp.codeFor(email);
    expect((await post('/api/v2/auth/verify-otp', { email, code: first })).statusCode).toBe(200);
    expect((await post('/api/v2/auth/verify-otp', { email, code: second })).statusCode).toBe(401);
  });

  test('sessions: 401 without a token, with a bad one, and after 30 days', async () => {
    const { token } = await signIn();
    expect((await get('/api/v2/auth/me')).statusCode).toBe(401);
    expect((await get('/api/v2/auth/me', 'vs_' + 'x'.repeat(43))).statusCode).toBe(401);
    expect((await get('/api/v2/auth/me', token)).statusCode).toBe(200);
    clock += 30 * 86_400_000;
    const late = await get('/api/v2/auth/me', token);
    expect(late.statusCode).toBe(401);
    expect(late.headers['www-authenticate']).toBe('Bearer');
  });

  test.each([
    ['a malformed e-mail', '/api/v2/auth/register', { email: 'not-an-address' }, ['body', 'email']],
    ['an unknown field', '/api/v2/auth/login', { email: 'a@example.org', password: 'x' }, ['body', 'password']],
    ['a five-digit code', '/api/v2/auth/verify-otp', { email: 'a@example.org', code: '12345' }, ['body', 'code']],
  ])('422 for %s', async (_l, url, payload, loc) => {
    const r = await post(url, payload);
    expect(r.statusCode).toBe(422);
    expect(r.json<any>().detail.map((d: any) => d.loc)).toContainEqual(loc);
  });
});

describe('profile, export, delete and the erase sweep', () => {
  const cron = (secret?: string) =>
    post('/api/v2/auth/erase-sweep', {}, secret === undefined ? {} : { 'x-cron-secret': secret });

  test('profile: birth and place saved and read back; bad values 422 and nothing written', async () => {
    const { token } = await signIn();
    const auth = { authorization: `Bearer ${token}` };
    const birth = { date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 };
    const r = await post(
      '/api/v2/auth/profile',
      { gender: 'Female', birth, place: { name: 'Lucknow', latitude: 26.85, longitude: 80.95 } },
      auth,
    );
    expect(r.json<any>().account).toMatchObject({ gender: 'Female', birth, place: { name: 'Lucknow' } });
    const bad = await post('/api/v2/auth/profile', { name: 'B', birth: { ...birth, time: '25:00' } }, auth);
    expect(bad.statusCode).toBe(422);
    expect((await get('/api/v2/auth/me', token)).json<any>().account.name).toBe('Asha');
  });

  test('export: versioned JSON of every table of the account', async () => {
    const { token } = await signIn();
    const r = await get('/api/v2/auth/export', token);
    const body = r.json<any>();
    expect(body).toMatchObject({ format: 'vedic-vault-export', version: 1 });
    expect(Object.keys(body.tables).sort()).toEqual([
      'accounts',
      'digest_outbox',
      'memory_events',
      'notification_prefs',
      'sessions',
      'vault_charts',
    ]);
    expect(body.tables.accounts).toHaveLength(1);
  });

  test(
    'delete needs DELETE; a deleted account is signed out, cannot export or sign in; the sweep erases it at day 31, ' +
      'not 29',
    async () => {
      const { email, token } = await signIn();
      const auth = { authorization: `Bearer ${token}` };
      expect((await post('/api/v2/auth/delete', { confirm: 'delete' }, auth)).statusCode).toBe(422);
      expect((await post('/api/v2/auth/delete', { confirm: 'DELETE' }, auth)).statusCode).toBe(200);
      expect((await get('/api/v2/auth/export', token)).statusCode).toBe(401);
      clock += 61_000;
      smtp.messages.length = 0;
      expect((await post('/api/v2/auth/login', { email })).statusCode).toBe(200);
      await service.auth.flush();
      expect(smtp.messages).toHaveLength(0); // no code for a deleted account
      const deletedAt = clock;
      clock = deletedAt + 29 * 86_400_000;
      const early = await cron('cron-secret-for-tests');
      expect(early.statusCode).toBe(200);
      expect(await service.storage.accounts.findByEmail(email)).toBeDefined();
      clock = deletedAt + 31 * 86_400_000;
      const due = (await cron('cron-secret-for-tests')).json<any>();
      expect(due.erased_accounts).toBeGreaterThanOrEqual(1);
      expect(await service.storage.accounts.findByEmail(email)).toBeUndefined();
      expect((await cron('cron-secret-for-tests')).json<any>().erased_accounts).toBe(0); // idempotent
    },
  );

  test('the sweep refuses a wrong or absent secret, and every call when none is configured', async () => {
    expect((await cron('wrong')).statusCode).toBe(403);
    expect((await cron()).statusCode).toBe(403);
    const unconfigured = await testService({ cronSecret: undefined });
    try {
      const r = await unconfigured.app.inject({
        method: 'POST',
        url: '/api/v2/auth/erase-sweep',
        headers: { 'x-cron-secret': '' },
      });
      expect(r.statusCode).toBe(403);
      const r2 = await unconfigured.app.inject({
        method: 'POST',
        url: '/api/v2/auth/erase-sweep',
        headers: { 'x-cron-secret': 'anything' },
      });
      expect(r2.statusCode).toBe(403);
      expect(r2.json<any>().detail).toMatch(/no CRON_SECRET/);
    } finally {
      await unconfigured.close();
    }
  });
});
