// Two service processes on one PostgreSQL and one Redis: a session made on one works on the
// other, the installation secret is shared through the database, and one client's limit on code tries counts
// tries made on both. Runs when DATABASE_URL and REDIS_URL are set (CI sets both); a set but unreachable one fails.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { outboxCode, postJson, signInVia, startChildService, type ChildService } from '../support/child-service.ts';

const BASE = process.env.DATABASE_URL?.trim() ?? '';
const REDIS = process.env.REDIS_URL?.trim() ?? '';

describe.skipIf(BASE === '' || REDIS === '')('two processes on one PostgreSQL and Redis', () => {
  const database = `vedic_two_${randomBytes(5).toString('hex')}`;
  const dir = mkdtempSync(path.join(tmpdir(), 'vedic-two-'));
  const outboxDir = path.join(dir, 'outbox');
  let a: ChildService;
  let b: ChildService;

  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: BASE });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };

  beforeAll(async () => {
    await admin(`create database ${database}`);
    const url = new URL(BASE);
    url.pathname = `/${database}`;
    const env = { DATABASE_URL: url.toString(), REDIS_URL: REDIS, OUTBOX_DIR: outboxDir };
    [a, b] = await Promise.all([startChildService(env), startChildService(env)]); // both migrate the empty database at once
  }, 60_000);

  afterAll(async () => {
    for (const s of [a, b]) {
      if (s === undefined) continue;
      s.child.kill('SIGTERM');
      await s.exited;
    }
    await admin(`drop database if exists ${database}`);
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  test('a code sent by one is verified by the other; the session works on both', async () => {
    const email = `two-${database}@example.org`;
    const token = await signInVia(a.url, b.url, outboxDir, email);
    for (const s of [a, b]) {
      const r = await fetch(`${s.url}/api/v2/auth/me`, { headers: { authorization: `Bearer ${token}` } });
      expect(r.status).toBe(200);
      expect(((await r.json()) as any).account.email).toBe(email);
    }
  });

  test('tries from one client are counted across both processes: the sixth, on either, is held back', async () => {
    const email = `tries-${database}@example.org`;
    expect((await postJson(`${a.url}/api/v2/auth/register`, { email })).status).toBe(200);
    const code = await outboxCode(outboxDir, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (const s of [a, a, a, b, b])
      expect((await postJson(`${s.url}/api/v2/auth/verify-otp`, { email, code: wrong })).status).toBe(401);
    expect((await postJson(`${b.url}/api/v2/auth/verify-otp`, { email, code })).status).toBe(429);
    expect((await postJson(`${a.url}/api/v2/auth/verify-otp`, { email, code })).status).toBe(429);
  });

  test('the send throttle holds across them: a second request within 60 s is refused by the other process', async () => {
    const email = `throttle-${database}@example.org`;
    expect((await postJson(`${a.url}/api/v2/auth/request-otp`, { email })).status).toBe(200);
    expect((await postJson(`${b.url}/api/v2/auth/request-otp`, { email })).status).toBe(429);
  });
});
