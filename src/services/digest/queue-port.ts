/**
 * Where digest jobs wait: a Redis queue (BullMQ) shared by every process when REDIS_URL is set, else a queue in
 * this process. Both run the same job function (send-digest.ts) and hold at most one job per id.
 */
import type { DigestJob } from './job.ts';

export interface DigestQueue {
  readonly kind: 'redis' | 'in_process';
  /** Adds the jobs; one whose id is already waiting or running is not added again. */
  add(jobs: DigestJob[]): Promise<void>;
  /** Resolves when no job is waiting or running (in process; a Redis queue's workers may be elsewhere). */
  idle(): Promise<void>;
  close(): Promise<void>;
}
