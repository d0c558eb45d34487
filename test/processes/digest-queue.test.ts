// The daily digest as a queue across processes: 1,000 subscribers, the cron route queues one job each
// on Redis, two `npm run worker` processes send them, and one is killed (SIGKILL) mid-run. Every subscriber's
// digest is recorded once in the outbox and reaches the mail server under one Message-ID. Uses a redis-server of
// its own and an SQLite file shared by the processes.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { createOwnRedis, type OwnRedis } from '../support/own-redis.ts';
import { testService } from '../support/service.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';

const SUBSCRIBERS = 1000;
const CONCURRENCY = 4;
const ROOT = path.resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(path.join(tmpdir(), 'vedic-digest-queue-'));
const sqlitePath = path.join(dir, 'vedic.db');

let redis: OwnRedis;
let smtp: TestSmtp;
let service: Service;
const workers: { child: ChildProcess; exited: Promise<void> }[] = [];

async function startWorker(): Promise<{ child: ChildProcess; exited: Promise<void> }> {
  const child = spawn(process.execPath, ['src/worker.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      REDIS_URL: redis.url,
      DATABASE_URL: '',
      SQLITE_PATH: sqlitePath,
      SMTP_URL: smtp.url,
      DIGEST_CONCURRENCY: String(CONCURRENCY),
      DIGEST_LOCK_MS: '2000',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let text = '';
    child.stderr.on('data', (d: Buffer) => {
      text += d.toString();
      if (text.includes(' ready ')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`worker exited with ${String(code)}: ${text}`)));
  });
  return { child, exited };
}

beforeAll(async () => {
  redis = await createOwnRedis();
  [, smtp] = await Promise.all([redis.start(), startSmtp()]);
  // This process only queues (DIGEST_WORKER=off): the two worker processes send.
  service = await testService({ redisUrl: redis.url, sqlitePath, cronSecret: 'cron', digestWorker: false });
  const db = service.storage.db;
  const at = new Date().toISOString();
  const ids = Array.from({ length: SUBSCRIBERS }, () => randomUUID());
  for (let i = 0; i < ids.length; i += 200) {
    const chunk = ids.slice(i, i + 200);
    await db
      .insertInto('accounts')
      .values(
        chunk.map((id) => ({
          id,
          email_normalized: `${id}@example.org`,
          name: null,
          gender: null,
          birth_json: null,
          place_json: null,
          created_at: at,
          updated_at: at,
          deleted_at: null,
        })),
      )
      .execute();
    await db
      .insertInto('notification_prefs')
      .values(
        chunk.map((id, k) => ({
          account_id: id,
          daily_gates: 1,
          place_json: JSON.stringify({ latitude: 8 + ((i + k) % 24), longitude: 70 + ((i + k) % 20) }),
          updated_at: at,
        })),
      )
      .execute();
  }
  workers.push(await startWorker(), await startWorker());
}, 60_000);

afterAll(async () => {
  for (const w of workers) {
    if (w.child.exitCode === null && w.child.signalCode === null) w.child.kill('SIGTERM');
    await w.exited;
  }
  await service?.close();
  await smtp?.close();
  await redis?.dispose();
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

const sentCount = async () =>
  Number(
    (
      await service.storage.db
        .selectFrom('digest_outbox')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('status', '=', 'sent')
        .executeTakeFirstOrThrow()
    ).n,
  );

test(
  '1,000 digests over two workers, one killed mid-run: every digest recorded once, one Message-ID each',
  { timeout: 180_000 },
  async () => {
    const cron = () =>
      service.app.inject({
        method: 'POST',
        url: '/api/v2/notifications/daily-gates/send',
        headers: { 'x-cron-secret': 'cron' },
      });
    const t0 = performance.now();
    const run = await cron();
    const cronMs = performance.now() - t0;
    expect(run.statusCode).toBe(202);
    expect(run.json<any>()).toMatchObject({ queue: 'redis', run_id: expect.stringMatching(/^fanout\.\d+$/) });
    // A second call while the jobs wait adds no second digest: the digest job ids carry account and day.
    expect((await cron()).statusCode).toBe(202);

    const victim = workers[0]!;
    const victimName = `:${victim.child.pid}`;
    while ((await sentCount()) < 200) await new Promise((r) => setTimeout(r, 10));
    victim.child.kill('SIGKILL');
    await victim.exited;
    const atKill = await sentCount();

    const deadline = Date.now() + 150_000;
    while ((await sentCount()) < SUBSCRIBERS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));

    const rows = await service.storage.db.selectFrom('digest_outbox').selectAll().execute();
    expect(rows).toHaveLength(SUBSCRIBERS);
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
    const byVictim = rows.filter((r) => r.sent_by?.endsWith(victimName)).length;
    expect(byVictim).toBeGreaterThan(0); // both workers took part
    expect(byVictim).toBeLessThan(SUBSCRIBERS);

    // The mail server: each subscriber's digest under one Message-ID, addressed to that subscriber.
    const accountOf = new Map(rows.map((r) => [r.message_id, r.account_id]));
    const delivered = new Map<string, number>();
    for (const m of smtp.messages) {
      const id = /Message-ID:\s+<([^@>]+)@/i.exec(m.raw)?.[1];
      expect(id).toBeDefined();
      expect(m.to).toEqual([`${accountOf.get(id!)}@example.org`]);
      delivered.set(id!, (delivered.get(id!) ?? 0) + 1);
    }
    expect(delivered.size).toBe(SUBSCRIBERS);
    // A repeat is possible only for a job the killed worker had handed to the mail server and not yet marked sent:
    // at most its concurrency, and under the same Message-ID (a receiver drops it).
    const repeats = smtp.messages.length - SUBSCRIBERS;
    expect(repeats).toBeLessThanOrEqual(CONCURRENCY);
    console.log(
      `digest queue: cron call answered in ${cronMs.toFixed(0)} ms; ${SUBSCRIBERS} sent; ${atKill} before the ` +
        `kill; ${byVictim} by the killed worker; ${smtp.messages.length} SMTP deliveries (${repeats} repeats ` +
        `under the same Message-ID)`,
    );

    // The next cron run finds every digest in the outbox and queues none: nothing more reaches the mail server.
    const delivered0 = smtp.messages.length;
    expect((await cron()).statusCode).toBe(202);
    await service.digests.queue.idle();
    expect(smtp.messages.length).toBe(delivered0);
    expect(await sentCount()).toBe(SUBSCRIBERS);
  },
);
