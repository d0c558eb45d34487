/**
 * Sign-in takes one path for an address with an account and one without: the same store calls (each a fixed set of
 * statements), the same counter reads and writes in the same order, and the same number of code hashes, for a code
 * request and for a wrong try. Checked on every database the service runs on (SQLite always, PostgreSQL when
 * DATABASE_URL is set). The timing this is meant to remove is reported by `npm run bench` (sign-in).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Storage } from '../../storage/sql/database.ts';
import { allTargets, type Target } from '../../storage/testing/targets.ts';
import { createMemoryCounter } from '../counters/memory.ts';
import type { WindowCounter } from '../counters/port.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createAuthService } from './auth-service.ts';
import { codeHmac } from './one-time-code.ts';

/** Calls of `target`'s methods recorded as `name.method` in `trace`. */
function recorded<T extends object>(name: string, target: T, trace: string[]): T {
  return new Proxy(target, {
    get(t, property, receiver) {
      const value = Reflect.get(t, property, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        trace.push(`${name}.${String(property)}`);
        return (value as (...a: unknown[]) => unknown).apply(t, args);
      };
    },
  });
}

/** Counter calls with the identities (addresses, hashes) cut from their keys, so two paths compare by shape. */
function recordedCounter(inner: WindowCounter, trace: string[], identities: () => string[]): WindowCounter {
  const shape = (key: string) => identities().reduce((k, id) => k.replaceAll(id, '<id>'), key);
  return {
    ...inner,
    hit: (key, windowMs) => (
      trace.push(`counter.hit ${shape(key).replace(/[0-9a-f]{64}/, '<hash>')}`),
      inner.hit(key, windowMs)
    ),
    peek: (key) => (trace.push(`counter.peek ${shape(key).replace(/[0-9a-f]{64}/, '<hash>')}`), inner.peek(key)),
  };
}

describe.each(allTargets())('one sign-in path for every address ($name)', (target: Target) => {
  let storage: Storage;
  const trace: string[] = [];
  let current: string[] = [];
  let clock = Date.UTC(2026, 5, 16, 6, 0, 0);
  const mail: string[] = [];
  const mailer: Mailer = {
    kind: 'outbox',
    async send(m) {
      mail.push(m.text);
    },
  };

  beforeAll(async () => {
    storage = await target.open();
  });
  afterAll(async () => {
    await storage?.close();
    await target.dispose();
  });

  function service() {
    return createAuthService({
      accounts: recorded('accounts', storage.accounts, trace),
      sessions: recorded('sessions', storage.sessions, trace),
      otpCodes: recorded('otpCodes', storage.otpCodes, trace),
      counter: recordedCounter(
        createMemoryCounter(() => clock),
        trace,
        () => current,
      ),
      mailer,
      secret: () => 'test-secret',
      now: () => clock,
      codeHmac: (...args) => (trace.push('hash'), codeHmac(...args)),
    });
  }

  /** What `run` does for `email` from `requester`, up to its answer (the delivery after it is let finish). */
  async function pathOf(
    auth: { flush(): Promise<void> },
    email: string,
    requester: string,
    run: () => Promise<unknown>,
  ): Promise<string[]> {
    current = [email, requester];
    trace.length = 0;
    await run();
    const seen = [...trace];
    await auth.flush();
    return seen;
  }

  test('a code request: login for a known and an unknown address', async () => {
    const auth = service();
    const known = `${randomUUID()}@example.org`;
    await storage.accounts.ensure(known, null, new Date(clock).toISOString());
    const unknown = `${randomUUID()}@example.org`;
    const a = await pathOf(auth, known, '192.0.2.1', () => auth.requestCode(known, '192.0.2.1'));
    const b = await pathOf(auth, unknown, '192.0.2.2', () => auth.requestCode(unknown, '192.0.2.2'));
    console.info(`code request, either address: ${a.join(' > ')}`);
    expect(b).toEqual(a);
    expect(a.filter((s) => s === 'hash')).toHaveLength(1);
    await auth.flush();
  });

  test('a wrong try: an address with a live code and one without', async () => {
    const auth = service();
    const known = `${randomUUID()}@example.org`;
    await storage.accounts.ensure(known, null, new Date(clock).toISOString());
    mail.length = 0;
    await auth.requestCode(known, '192.0.2.3');
    await auth.flush();
    const code = /code is (\d{6})/.exec(mail[0] ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    const unknown = `${randomUUID()}@example.org`;
    const a = await pathOf(auth, known, '192.0.2.4', async () =>
      expect(await auth.verify(known, wrong, '192.0.2.4')).toBeNull(),
    );
    const b = await pathOf(auth, unknown, '192.0.2.5', async () =>
      expect(await auth.verify(unknown, wrong, '192.0.2.5')).toBeNull(),
    );
    console.info(`wrong try, either address: ${a.join(' > ')}`);
    expect(b).toEqual(a);
    expect(a.filter((s) => s === 'hash')).toHaveLength(1);
    expect(a.filter((s) => s.startsWith('otpCodes.') || s.startsWith('accounts.'))).toEqual(['otpCodes.findLive']);
    // The wrong tries voided nothing: the code still signs in.
    expect(await auth.verify(known, code!, '192.0.2.3')).not.toBeNull();
    clock += 3_600_000;
  });
});
