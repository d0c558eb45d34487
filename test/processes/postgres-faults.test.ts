// PostgreSQL faults under load. The service runs as `npm start` does, on a PostgreSQL cluster of the
// test's own (initdb on a free port in a temp folder), with six loopback clients sending acknowledged writes (life
// events, account registrations) and computed readings. The database is killed with SIGKILL, or shut down fast as
// `pg_ctl restart -m fast` does, in the middle of that traffic, and started again. Afterwards: the service process
// is alive, every acknowledged write is in the database, every failure was a 503 with Retry-After and a JSON detail
// (no 500, no dropped connection), the readings never failed, and /api/ready was 200 again within 5 s of the
// database accepting queries. A third test starts the service while the database is down.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signInVia, startChildService, type ChildService } from '../support/child-service.ts';
import {
  contractBreaches,
  msUntil200,
  send,
  sleep,
  startLoad,
  type Answer,
  type Request,
} from '../support/fault-load.ts';
import { canRunOwnPostgres, createOwnPostgres, type OwnPostgres } from '../support/own-postgres.ts';

const CLIENTS = 6;
const READY_WITHIN_MS = 5000;
const BANGALORE = { latitude: 12.9716, longitude: 77.5946 };

/** One rotation per client: a life event (write), a panchanga (reading), a registration (write), a glance (reading). */
function rotation(token: string, round: string) {
  return (c: number, i: number): Request => {
    switch (i % 4) {
      case 0:
        return {
          kind: 'event',
          method: 'POST',
          path: '/api/v2/memory/events',
          headers: { authorization: `Bearer ${token}` },
          body: { date: '2020-01-01', category: 'fault', note: `${round} c${c} i${i}` },
        };
      case 1:
        return {
          kind: 'reading',
          method: 'POST',
          path: '/api/v2/panchanga',
          body: { date: `2025-10-${String(1 + (i % 28)).padStart(2, '0')}`, ...BANGALORE },
        };
      case 2:
        return {
          kind: 'register',
          method: 'POST',
          path: '/api/v2/auth/register',
          body: { email: `${round}-c${c}-i${i}@example.org` },
        };
      default:
        return {
          kind: 'reading',
          method: 'GET',
          path: `/api/v2/panchang/glance?lat=${BANGALORE.latitude}&lon=${BANGALORE.longitude}`,
        };
    }
  };
}

/** What the database holds: event ids and account e-mails. */
async function stored(url: string): Promise<{ events: Set<string>; emails: Set<string> }> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const events = (await c.query<{ id: string }>('select id from memory_events')).rows.map((r) => r.id);
    const emails = (await c.query<{ email: string }>('select email_normalized as email from accounts')).rows.map(
      (r) => r.email,
    );
    return { events: new Set(events), emails: new Set(emails) };
  } finally {
    await c.end();
  }
}

function acknowledged(answers: Answer[]): { events: string[]; emails: string[] } {
  return {
    events: answers.filter((a) => a.kind === 'event' && a.status === 201).map((a) => String(a.body?.event_id)),
    emails: answers
      .filter((a) => a.kind === 'register' && a.status === 200)
      .map((a) => String((a.request.body as { email: string }).email)),
  };
}

describe.skipIf(!canRunOwnPostgres())('PostgreSQL restarts and crashes under load', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'vedic-pg-faults-'));
  const outboxDir = path.join(dir, 'outbox');
  let db: OwnPostgres;
  let service: ChildService;
  let token: string;

  beforeAll(async () => {
    db = await createOwnPostgres();
    await db.start();
    service = await startChildService({ DATABASE_URL: db.url, OUTBOX_DIR: outboxDir, LOG_LEVEL: 'info' });
    token = await signInVia(service.url, service.url, outboxDir, 'faults@example.org');
  }, 90_000);

  afterAll(async () => {
    if (service !== undefined && service.child.exitCode === null) {
      service.child.kill('SIGTERM');
      await service.exited;
    }
    await db?.dispose();
    rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  const faults: [string, () => Promise<void>][] = [
    ['SIGKILL of the postmaster', () => db.kill()],
    ['a fast shutdown and start (pg_ctl restart -m fast)', () => db.stopFast()],
  ];

  for (const [name, fault] of faults) {
    test(
      `${name} mid-load: the service lives, acknowledged writes stay, failures are 503s, ready within 5 s`,
      { timeout: 60_000 },
      async () => {
        const round = `r${Date.now().toString(36)}`;
        const logStart = service.output.length;
        const next = rotation(token, round);
        const load = startLoad(service.url, CLIENTS, next);
        await sleep(1500);
        const before = load.answers.length;

        await fault();
        const downAt = performance.now();
        await sleep(700);
        const readyWhileDown = await send(service.url, { kind: 'ready', method: 'GET', path: '/api/ready' });
        const readingWhileDown = await send(service.url, {
          kind: 'reading',
          method: 'POST',
          path: '/api/v2/panchanga',
          body: { date: '2025-10-01', ...BANGALORE },
        });
        const writeWhileDown = await send(service.url, next(0, 0));
        await sleep(800);

        await db.start(); // resolves when the database accepts queries
        const backAt = performance.now();
        const readyMs = await msUntil200(`${service.url}/api/ready`, 15_000);
        await sleep(1000);
        await load.stop();

        const answers = load.answers;
        const ack = acknowledged(answers);
        const inDb = await stored(db.url);
        const lostEvents = ack.events.filter((id) => !inDb.events.has(id));
        const lostEmails = ack.emails.filter((e) => !inDb.emails.has(e));
        const unavailable = answers.filter((a) => a.status === 503);
        const breaches = contractBreaches(answers);
        const lines = service.output.slice(logStart);
        console.info(
          `${name}: ${answers.length} requests (${before} before the fault), ${ack.events.length} events and ` +
            `${ack.emails.length} ` +
            `registrations acknowledged, ` +
            (`${unavailable.length} answered 503, ${breaches.length} breaches; down for ` +
              `${Math.round(backAt - downAt)} ` +
              `ms; ready ${Math.round(readyMs)} ms after the database returned`),
        );

        expect(service.child.exitCode, 'the service process is alive').toBeNull();
        expect(breaches.slice(0, 5), 'every failure is a 503 with Retry-After and detail; nothing else').toEqual([]);
        expect(lostEvents).toEqual([]);
        expect(lostEmails).toEqual([]);
        expect(unavailable.length, 'the fault landed mid-load').toBeGreaterThan(0);
        expect(
          unavailable.every((a) => a.kind !== 'reading'),
          'readings never need the database',
        ).toBe(true);
        expect(readyWhileDown.status).toBe(503);
        expect(readingWhileDown.status).toBe(200);
        expect(writeWhileDown.status).toBe(503);
        expect(writeWhileDown.retryAfter).toBe('5');
        expect(writeWhileDown.body?.detail).toMatch(/database is unreachable/);
        expect(readyMs).toBeLessThan(READY_WITHIN_MS);
        // Writes are acknowledged again after the return.
        const last = answers.filter((a) => a.kind === 'event' && a.sentAt > backAt + readyMs);
        expect(last.length).toBeGreaterThan(0);
        expect(last.every((a) => a.status === 201)).toBe(true);
        // One line per change of state (lost, back), not one per failed request; no stack. A killed postmaster's
        // orphaned backends may keep a connection alive for a moment after a new one is made, so the state can flap
        // once: at most as many lost lines as back lines, and a handful at most.
        const lost = lines.filter((l) => l.includes('PostgreSQL connection lost')).length;
        const back = lines.filter((l) => l.includes('PostgreSQL reachable again')).length;
        expect(lost).toBeGreaterThanOrEqual(1);
        expect(back).toBe(lost);
        expect(lost).toBeLessThanOrEqual(3);
        expect(lines.filter((l) => l.includes('internal error'))).toEqual([]);
      },
    );
  }

  test(
    'unreachable at start: one log line, compute served, ready 503, then ready within 5 s of the database',
    { timeout: 90_000 },
    async () => {
      await db.stopFast();
      const late = await startChildService({ DATABASE_URL: db.url, OUTBOX_DIR: outboxDir, LOG_LEVEL: 'info' });
      try {
        expect((await send(late.url, { kind: 'ready', method: 'GET', path: '/api/ready' })).status).toBe(503);
        const health = await send(late.url, { kind: 'health', method: 'GET', path: '/api/health' });
        expect(health.status).toBe(200);
        expect((health.body?.components as Record<string, { status: string }>).database?.status).toBe('down');
        expect(
          (
            await send(late.url, {
              kind: 'reading',
              method: 'POST',
              path: '/api/v2/panchanga',
              body: { date: '2025-10-01', ...BANGALORE },
            })
          ).status,
        ).toBe(200);
        // An API key the service has not seen cannot be checked without the database: the reading is counted by
        // address.
        expect(
          (
            await send(late.url, {
              kind: 'reading',
              method: 'POST',
              path: '/api/v2/panchanga',
              headers: { 'x-api-key': 'vk_unchecked' },
              body: { date: '2025-10-01', ...BANGALORE },
            })
          ).status,
        ).toBe(200);
        const signUp = await send(late.url, {
          kind: 'register',
          method: 'POST',
          path: '/api/v2/auth/register',
          body: { email: 'late@example.org' },
        });
        expect(signUp.status).toBe(503);
        expect(signUp.retryAfter).toBe('5');

        await sleep(1500); // a few retries with backoff
        await db.start();
        const readyMs = await msUntil200(`${late.url}/api/ready`, 15_000);
        console.info(`unreachable at start: ready ${Math.round(readyMs)} ms after the database returned`);
        expect(readyMs).toBeLessThan(READY_WITHIN_MS);
        // The same address at once: the refused attempt sent nothing, so it did not use up the address's send throttle.
        expect(
          (
            await send(late.url, {
              kind: 'register',
              method: 'POST',
              path: '/api/v2/auth/register',
              body: { email: 'late@example.org' },
            })
          ).status,
        ).toBe(200);

        expect(late.output.filter((l) => l.includes('PostgreSQL unreachable at start'))).toHaveLength(1);
        expect(
          late.output.filter((l) => /^\s+at /.test(l)),
          'no stack printed',
        ).toEqual([]);
        expect(late.child.exitCode).toBeNull();
      } finally {
        late.child.kill('SIGTERM');
        await late.exited;
      }
    },
  );
});
