// POST /api/v2/keys/register: same e-mail and app name give the same key; keys are stored hashed; a code confirms
// the e-mail (POST /api/v2/keys/confirm), a sign-in code does not, and a key code does not sign in.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import type { Mailer } from '../../src/services/mail/mailer.ts';
import { hashApiKey } from '../../src/services/keys/service.ts';
import { expectCors, testService } from '../support/service.ts';

let service: Service;
/** The last code each address was sent. */
const codes = new Map<string, string>();
const mailer: Mailer = {
  kind: 'outbox',
  send: async (m) => void codes.set(m.to, /code .*is (\d{6})/.exec(m.text)?.[1] ?? ''),
};
beforeAll(async () => {
  service = await testService({}, { mailer });
});
afterAll(() => service.close());

async function register(email: unknown, appName: unknown) {
  return service.app.inject({ method: 'POST', url: '/api/v2/keys/register', payload: { email, app_name: appName } });
}

describe('keys', () => {
  test('registers, then returns the same key for the same e-mail and app name', async () => {
    const first = await register('Dev@Example.org', 'My App');
    expect(first.statusCode).toBe(200);
    expectCors(first.headers);
    const { success, api_key } = first.json<{ success: boolean; api_key: string }>();
    expect(success).toBe(true);
    // 256-bit HMAC in base64url after the prefix: at least 128 bits as the security numbers ask.
    expect(api_key).toMatch(/^vk_[A-Za-z0-9_-]{43}$/);

    const again = await register('DEV@example.ORG', '  my   APP ');
    expect(again.json<{ api_key: string }>().api_key).toBe(api_key);

    const otherApp = await register('dev@example.org', 'Another app');
    expect(otherApp.json<{ api_key: string }>().api_key).not.toBe(api_key);

    // Stored by hash only: the table has the hash, nowhere the key itself.
    expect(await service.storage.apiKeys.findByKeyHash(hashApiKey(api_key))).toBeDefined();
    expect(await service.storage.apiKeys.countAll()).toBe(2);
  });

  test('a code confirms the e-mail; a wrong one is 401; a key code does not sign in', async () => {
    const email = 'confirm@example.org';
    const first = (await register(email, 'first app')).json<Record<string, unknown>>();
    expect(first).toMatchObject({ email_confirmed: false, code_sent: true });
    expect(first.detail).toMatch(/keys\/confirm/);
    await service.keys.flush();
    const code = codes.get(email)!;
    expect(code).toMatch(/^\d{6}$/);
    const confirm = (c: string) =>
      service.app.inject({ method: 'POST', url: '/api/v2/keys/confirm', payload: { email, code: c } });
    const wrong = await confirm(code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(401);
    // An account for the same address: the key code does not sign it in.
    await service.storage.accounts.ensure(email, null, new Date().toISOString());
    const signIn = await service.app.inject({
      method: 'POST',
      url: '/api/v2/auth/verify-otp',
      payload: { email, code },
    });
    expect(signIn.statusCode).toBe(401);
    const right = await confirm(code);
    expect(right.statusCode).toBe(200);
    expect(right.headers['cache-control']).toBe('no-store');
    expect((await confirm(code)).statusCode).toBe(401); // once
    // Registered again, or another app of the address: confirmed, no code sent.
    expect((await register(email, 'first app')).json()).toMatchObject({ email_confirmed: true, code_sent: false });
    expect((await register(email, 'second app')).json()).toMatchObject({ email_confirmed: true, code_sent: false });
  });

  test.each([
    ['a five-digit code', { email: 'a@b.org', code: '12345' }, ['body', 'code'], 'string_pattern_mismatch'],
    ['no e-mail', { code: '123456' }, ['body', 'email'], 'missing'],
  ])('confirm: 422 for %s', async (_name, payload, loc, type) => {
    const r = await service.app.inject({ method: 'POST', url: '/api/v2/keys/confirm', payload });
    expect(r.statusCode).toBe(422);
    expect(r.json<{ detail: unknown[] }>().detail).toContainEqual(expect.objectContaining({ loc, type }));
  });

  test('a second registration within the minute sends no second code, and says when to ask again', async () => {
    await register('twice@example.org', 'app');
    const again = (await register('twice@example.org', 'app')).json<Record<string, unknown>>();
    expect(again).toMatchObject({ email_confirmed: false, code_sent: false });
    expect(again.detail).toMatch(/try again in 60 s/);
  });

  test.each([
    ['not an e-mail', { email: 'nobody', app_name: 'x' }, ['body', 'email'], 'email_parsing'],
    ['e-mail of wrong type', { email: 7, app_name: 'x' }, ['body', 'email'], 'string_type'],
    ['missing app name', { email: 'a@b.org' }, ['body', 'app_name'], 'missing'],
    ['blank app name', { email: 'a@b.org', app_name: '   ' }, ['body', 'app_name'], 'string_pattern_mismatch'],
    ['app name too long', { email: 'a@b.org', app_name: 'x'.repeat(101) }, ['body', 'app_name'], 'string_too_long'],
    ['unknown field', { email: 'a@b.org', app_name: 'x', plan: 'gold' }, ['body', 'plan'], 'extra_forbidden'],
  ])('422 for %s', async (_name, payload, loc, type) => {
    const r = await service.app.inject({ method: 'POST', url: '/api/v2/keys/register', payload });
    expect(r.statusCode).toBe(422);
    expect(r.json<{ detail: unknown[] }>().detail).toContainEqual(expect.objectContaining({ loc, type }));
    expectCors(r.headers);
  });

  test('an unknown key is 401 JSON with CORS, on any route', async () => {
    for (const key of ['vk_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'garbage', '']) {
      const r = await service.app.inject({ method: 'GET', url: '/api/v2/limits', headers: { 'x-api-key': key } });
      expect(r.statusCode).toBe(401);
      expect(r.json<{ detail: string }>().detail).toMatch(/Unknown API key/);
      expectCors(r.headers);
    }
  });
});
