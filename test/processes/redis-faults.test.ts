// Redis faults under load. The service runs as `npm start` does with a redis-server of the test's own
// (free loopback port) for its counters and a PostgreSQL cluster of its own for its data. Redis is killed with
// SIGKILL in the middle of loopback traffic (rate-counted readings, registrations, sign-ins) and started again.
// Afterwards: the service is alive; nothing failed (no 5xx, no dropped connection); sign-in worked throughout with
// its send throttle still counted (in process); request latency during the outage stayed within 2x of normal
// (medians of sequential requests); the breaker logged one line per change of state; counters were shared in Redis
// again within a few seconds of its return.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { outboxCode, startChildService, type ChildService } from '../support/child-service.ts';
import { contractBreaches, median, send, sleep, startLoad, type Answer, type Request } from '../support/fault-load.ts';
import { canRunOwnPostgres, createOwnPostgres, type OwnPostgres } from '../support/own-postgres.ts';
import { createOwnRedis, hasRedisServer, type OwnRedis } from '../support/own-redis.ts';

const BANGALORE = { latitude: 12.9716, longitude: 77.5946 };
const TIMED = 150;

/** Sequential requests that each pass the rate counter: their median latency, ms. */
async function medianLatency(base: string, tag: string): Promise<{ median: number; answers: Answer[] }> {
  const answers: Answer[] = [];
  for (let i = 0; i < TIMED; i++) {
    const r: Request =
      i % 2 === 0
        ? { kind: 'limits', method: 'GET', path: '/api/v2/limits' }
        : {
            kind: 'code',
            method: 'POST',
            path: '/api/v2/auth/request-otp',
            body: { email: `${tag}-${i}@example.org` },
          };
    answers.push(await send(base, r));
  }
  return { median: median(answers.map((a) => a.ms)), answers };
}

async function countersMode(base: string): Promise<string | undefined> {
  const h = await send(base, { kind: 'health', method: 'GET', path: '/api/health' });
  return (h.body?.components as Record<string, { counters?: string }> | undefined)?.redis?.counters;
}

describe.skipIf(!hasRedisServer() || !canRunOwnPostgres())('Redis killed and restarted under load', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'vedic-redis-faults-'));
  const outboxDir = path.join(dir, 'outbox');
  let redis: OwnRedis;
  let db: OwnPostgres;
  let service: ChildService;

  beforeAll(async () => {
    [redis, db] = await Promise.all([createOwnRedis(), createOwnPostgres()]);
    await Promise.all([redis.start(), db.start()]);
    service = await startChildService({
      DATABASE_URL: db.url,
      REDIS_URL: redis.url,
      OUTBOX_DIR: outboxDir,
      LOG_LEVEL: 'info',
    });
  }, 90_000);

  afterAll(async () => {
    if (service !== undefined && service.child.exitCode === null) {
      service.child.kill('SIGTERM');
      await service.exited;
    }
    await redis?.dispose();
    await db?.dispose();
    rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  test(
    'SIGKILL mid-load: no failures, sign-in works, latency within 2x, one log line per state change, shared again ' +
      'after',
    { timeout: 60_000 },
    async () => {
      const logStart = service.output.length;
      expect(await countersMode(service.url)).toBe('shared');
      // The same background load runs through both timed phases, so they differ only in Redis being there.
      const load = startLoad(service.url, 3, (c, i): Request =>
        i % 2 === 0
          ? {
              kind: 'reading',
              method: 'POST',
              path: '/api/v2/panchanga',
              body: { date: `2025-11-${String(1 + (i % 28)).padStart(2, '0')}`, ...BANGALORE },
            }
          : {
              kind: 'register',
              method: 'POST',
              path: '/api/v2/auth/register',
              body: { email: `load-c${c}-i${i}@example.org` },
            },
      );
      await medianLatency(service.url, 'warm');
      const normal = await medianLatency(service.url, 'normal');
      await redis.kill();
      const downAt = performance.now();
      await sleep(300);

      const outage = await medianLatency(service.url, 'outage');
      expect(await countersMode(service.url)).toBe('in_process');
      // Sign-in end to end while Redis is away; the send throttle still holds (counted in this process).
      const email = 'no-redis@example.org';
      expect(
        (await send(service.url, { kind: 'register', method: 'POST', path: '/api/v2/auth/register', body: { email } }))
          .status,
      ).toBe(200);
      expect(
        (await send(service.url, { kind: 'register', method: 'POST', path: '/api/v2/auth/register', body: { email } }))
          .status,
      ).toBe(429);
      const code = await outboxCode(outboxDir, email);
      const verified = await send(service.url, {
        kind: 'verify',
        method: 'POST',
        path: '/api/v2/auth/verify-otp',
        body: { email, code },
      });
      expect(verified.status).toBe(200);
      const downFor = performance.now() - downAt;

      await redis.start();
      const backAt = performance.now();
      let sharedAfterMs = Number.NaN;
      while (performance.now() - backAt < 10_000) {
        await send(service.url, { kind: 'limits', method: 'GET', path: '/api/v2/limits' }); // hits drive the re-probe
        if ((await countersMode(service.url)) === 'shared') {
          sharedAfterMs = performance.now() - backAt;
          break;
        }
        await sleep(50);
      }
      await sleep(500);
      await load.stop();

      const all = [...load.answers, ...normal.answers, ...outage.answers];
      const breaches = contractBreaches(all.filter((a) => a.status !== 429 || a.kind !== 'register'));
      const lines = service.output.slice(logStart);
      console.info(
        `redis kill: ${load.answers.length} load requests; median latency ${normal.median.toFixed(2)} ms with ` +
          `Redis, ${outage.median.toFixed(2)} ms without ` +
          (`(${TIMED} sequential requests each); down ${Math.round(downFor)} ms; counters shared again ` +
            `${Math.round(sharedAfterMs)} ` +
            `ms after Redis returned`),
      );

      expect(service.child.exitCode, 'the service process is alive').toBeNull();
      expect(breaches.slice(0, 5), 'no 5xx, no dropped connection').toEqual([]);
      expect(all.filter((a) => a.status >= 500)).toEqual([]);
      expect(outage.answers.every((a) => a.status === 200)).toBe(true);
      // The measured comparison the issue asks for: medians of 150 sequential requests, 0.5 ms allowed for noise.
      expect(outage.median).toBeLessThanOrEqual(2 * normal.median + 0.5);
      expect(sharedAfterMs).toBeLessThan(5000);
      expect(lines.filter((l) => l.includes('Redis unreachable'))).toHaveLength(1);
      expect(lines.filter((l) => l.includes('Redis answers again'))).toHaveLength(1);
      expect(lines.filter((l) => l.includes('internal error') || l.includes('counter store failed'))).toEqual([]);
    },
  );
});
