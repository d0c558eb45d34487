/**
 * The digest queue on Redis (BullMQ): the cron route adds jobs, workers in any process take them. BullMQ gives
 * each running job a lock the worker renews; when a worker dies the lock lapses and another worker's stalled-job
 * check moves the job back to waiting, so a killed worker's jobs are run again elsewhere (the outbox keeps them
 * from sending twice).
 */
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { Queue, Worker, type ConnectionOptions } from 'bullmq';
import { digestJobId, fanoutJobId, type DigestJob, type FanoutJob } from './job.ts';
import type { DigestQueue } from './queue-port.ts';

const QUEUE_NAME = 'daily-digest';
const PREFIX = 'vedic';

export interface DigestQueueSettings {
  /** Tries per job, the first included; then the job is dropped (the next cron run queues it again). */
  attempts: number;
  /** Wait before the first retry; doubled for each further one. */
  backoffMs: number;
}

export interface DigestWorkerSettings {
  concurrency: number;
  /** The job lock: a dead worker's jobs go back to waiting within about this long (and the outbox lease too). */
  lockMs: number;
}

/** ioredis options from a redis:// or rediss:// URL (BullMQ owns and closes connections it makes from options). */
export function redisOptions(url: string): ConnectionOptions {
  const u = new URL(url);
  const db = Number(u.pathname.slice(1) || 0);
  return {
    host: u.hostname,
    port: Number(u.port || 6379),
    ...(u.username === '' ? {} : { username: decodeURIComponent(u.username) }),
    ...(u.password === '' ? {} : { password: decodeURIComponent(u.password) }),
    ...(Number.isInteger(db) ? { db } : {}),
    ...(u.protocol === 'rediss:' ? { tls: {} } : {}),
  };
}

/** The queue's two job kinds, told apart by the job's name. */
export type QueueJob = { name: 'digest'; data: DigestJob } | { name: 'fanout'; data: FanoutJob };
type JobData = DigestJob | FanoutJob;

/** How often idle() asks Redis whether jobs are left. */
const IDLE_POLL_MS = 100;
/** BullMQ waits for a connection that never comes (Redis down at start) without end: a producer gives up sooner. */
const ADD_TIMEOUT_MS = 2_000;

class QueueTimeoutError extends Error {
  override readonly name = 'QueueTimeoutError';
}

function withinTimeout<T>(p: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new QueueTimeoutError(`Redis did not take the job within ${ADD_TIMEOUT_MS} ms`)),
      ADD_TIMEOUT_MS,
    );
  });
  p.catch(() => undefined); // a late failure after the timeout is already answered
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
}

export function createRedisDigestQueue(url: string, s: DigestQueueSettings, onError: (e: Error) => void): DigestQueue {
  // A producer should fail fast when Redis is gone rather than hold the cron request (workers, below, wait instead).
  const queue = new Queue<JobData>(QUEUE_NAME, {
    connection: { ...redisOptions(url), maxRetriesPerRequest: 1, connectTimeout: 2000 },
    prefix: PREFIX,
    defaultJobOptions: {
      attempts: s.attempts,
      backoff: { type: 'exponential', delay: s.backoffMs },
      // Done jobs leave Redis at once: a million kept jobs would cost ~0.5 GB, and the outbox, not the queue,
      // is what stops a second send.
      removeOnComplete: true,
      removeOnFail: true,
    },
  });
  queue.on('error', onError);
  return {
    kind: 'redis',
    async add(jobs) {
      if (jobs.length === 0) return;
      await withinTimeout(
        queue.addBulk(jobs.map((j) => ({ name: 'digest', data: j, opts: { jobId: digestJobId(j) } }))),
      );
    },
    async fanout(job) {
      await withinTimeout(queue.add('fanout', job, { jobId: fanoutJobId(job) }));
    },
    // The jobs may run in other processes: ask Redis until none is waiting, delayed or running.
    async idle() {
      for (;;) {
        const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'waiting-children');
        if (Object.values(counts).every((n) => n === 0)) return;
        await sleep(IDLE_POLL_MS);
      }
    },
    close: () => queue.close(),
  };
}

export interface RunningWorker {
  readonly name: string;
  close(): Promise<void>;
}

export function workerName(): string {
  return `${hostname()}:${process.pid}`;
}

export function startRedisDigestWorker(
  url: string,
  s: DigestWorkerSettings,
  run: (job: QueueJob) => Promise<unknown>,
  log: { error(e: unknown, msg: string): void },
): RunningWorker {
  const name = workerName();
  const active = new Set<Promise<unknown>>();
  const worker = new Worker<JobData>(
    QUEUE_NAME,
    (job) => {
      const p = run({ name: job.name, data: job.data } as QueueJob);
      active.add(p);
      p.then(
        () => active.delete(p),
        () => active.delete(p),
      );
      return p;
    },
    {
      connection: { ...redisOptions(url), maxRetriesPerRequest: null },
      prefix: PREFIX,
      name,
      concurrency: s.concurrency,
      lockDuration: s.lockMs,
      // Check for dead workers' jobs at the lock's pace, so they are taken over within about two lock lengths.
      stalledInterval: s.lockMs,
      // A job whose worker died this often is dropped rather than kept going round (the next cron run queues it).
      maxStalledCount: 3,
    },
  );
  worker.on('error', (e) => log.error(e, 'digest worker: Redis error'));
  worker.on('failed', (job, e) => {
    if (job !== undefined && job.attemptsMade >= (job.opts.attempts ?? 1))
      log.error(e, `digest job ${job.id ?? '?'} failed for good`);
  });
  return {
    name,
    async close() {
      // BullMQ's gentle close waits on Redis and hangs while Redis is down; so take no new jobs, let the ones in
      // hand finish (their outbox rows get marked) for at most one lock length, then close without waiting.
      await worker.pause(true);
      await Promise.race([Promise.allSettled([...active]), sleep(s.lockMs, undefined, { ref: false })]);
      await worker.close(true);
    },
  };
}
