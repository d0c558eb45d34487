/**
 * Where digest jobs wait: a Redis queue (BullMQ) shared by every process when REDIS_URL is set, else a queue in
 * this process. Both run the same job functions (fanout.ts, send-digest.ts) and hold at most one job per id.
 */
import type { DigestJob, FanoutJob } from './job.ts';

export interface DigestQueue {
  readonly kind: 'redis' | 'in_process';
  /** Adds digest jobs; one whose id is already waiting or running is not added again. */
  add(jobs: DigestJob[]): Promise<void>;
  /** Adds one fan-out job (a page of a cron run). */
  fanout(job: FanoutJob): Promise<void>;
  /** Resolves when no job of either kind is waiting, delayed or running, in this process or (Redis) any other. */
  idle(): Promise<void>;
  close(): Promise<void>;
}
