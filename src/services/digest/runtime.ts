/**
 * The digest queue and, where this process works it, its worker: on Redis when a URL is given (BullMQ, loaded
 * only then), else in this process. Either way the jobs are runFanoutPage (a page of a cron run) and sendDigest.
 */
import { createInProcessQueue } from '../queue/in-process.ts';
import { runFanoutPage } from './fanout.ts';
import { digestJobId, fanoutJobId, type FanoutJob, type FanoutTotals } from './job.ts';
import type { DigestQueue } from './queue-port.ts';
import { sendDigest, type DigestJobDeps } from './send-digest.ts';

export interface DigestSettings {
  redisUrl: string | undefined;
  /** With Redis: also work the queue in this process (the queue is always available to add to). */
  runWorker: boolean;
  concurrency: number;
  lockMs: number;
}

export interface DigestRuntime {
  queue: DigestQueue;
  /** The worker's name (host:pid) when this process works the queue. */
  worker: string | undefined;
  close(): Promise<void>;
}

const ATTEMPTS = 5;
const BACKOFF_MS = 5_000;
// In process: jobs waiting in memory before the cron run waits for room (about 150 bytes each).
const HIGH_WATER = 10_000;

export type JobDeps = Omit<DigestJobDeps, 'leaseMs' | 'workerName'>;

export interface DigestLog {
  error(e: unknown, msg: string): void;
  /** One line per finished cron run, with its totals. */
  info(msg: string): void;
}

const finishedLine = (log: DigestLog) => (runId: string, t: FanoutTotals) =>
  log.info(
    `digest run ${runId} queued: ${t.considered} subscribers, ${t.queued} digests queued, ${t.alreadySent} ` +
      `already sent, ${t.noPlace} without a place`,
  );

/** Drops a line equal to the last one from the same source: a Redis outage is reported once, not per retry. */
function withoutRepeats(log: DigestLog): DigestLog {
  const last = new Map<string, string>();
  return {
    error(e, msg) {
      const line = e instanceof Error ? e.message : String(e);
      if (last.get(msg) === line) return;
      last.set(msg, line);
      log.error(e, msg);
    },
    info: (msg) => log.info(msg),
  };
}

export async function createDigestRuntime(s: DigestSettings, deps: JobDeps, rawLog: DigestLog): Promise<DigestRuntime> {
  const log = withoutRepeats(rawLog);
  if (s.redisUrl !== undefined) {
    const redis = await import('./redis-queue.ts');
    const url = s.redisUrl;
    const queue = redis.createRedisDigestQueue(url, { attempts: ATTEMPTS, backoffMs: BACKOFF_MS }, (e) =>
      log.error(e, 'digest queue: Redis error'),
    );
    const name = redis.workerName();
    const fanoutDeps = { prefs: deps.prefs, outbox: deps.outbox, queue, finished: finishedLine(log) };
    const worker = s.runWorker
      ? redis.startRedisDigestWorker(
          url,
          { concurrency: s.concurrency, lockMs: s.lockMs },
          (job) =>
            job.name === 'fanout'
              ? runFanoutPage(job.data, fanoutDeps)
              : sendDigest(job.data, { ...deps, leaseMs: s.lockMs, workerName: name }),
          log,
        )
      : undefined;
    return {
      queue,
      worker: worker?.name,
      async close() {
        await worker?.close();
        await queue.close();
      },
    };
  }
  const name = `in-process:${process.pid}`;
  const q = createInProcessQueue({
    run: (job: Parameters<typeof sendDigest>[0]) => sendDigest(job, { ...deps, leaseMs: s.lockMs, workerName: name }),
    concurrency: s.concurrency,
    attempts: ATTEMPTS,
    backoffMs: BACKOFF_MS,
    highWater: HIGH_WATER,
    onFailed: (id, e) => log.error(e, `digest job ${id} failed for good`),
  });
  // Fan-out pages get their own queue of one: a page waiting for room among the digests (HIGH_WATER) must not hold
  // a slot the digests need to drain.
  const add: DigestQueue['add'] = (jobs) => q.add(jobs.map((j) => ({ id: digestJobId(j), data: j })));
  const fanout: DigestQueue['fanout'] = (job) => pages.add([{ id: fanoutJobId(job), data: job }]);
  const pages = createInProcessQueue({
    run: (job: FanoutJob) =>
      runFanoutPage(job, {
        prefs: deps.prefs,
        outbox: deps.outbox,
        queue: { add, fanout },
        finished: finishedLine(log),
      }),
    concurrency: 1,
    attempts: ATTEMPTS,
    backoffMs: BACKOFF_MS,
    highWater: HIGH_WATER,
    onFailed: (id, e) => log.error(e, `digest fan-out ${id} failed for good`),
  });
  const queue: DigestQueue = {
    kind: 'in_process',
    add,
    fanout,
    async idle() {
      await pages.idle(); // no page left to queue digests, then no digest left
      await q.idle();
    },
    async close() {
      await pages.close();
      await q.close();
    },
  };
  return { queue, worker: name, close: () => queue.close() };
}
