/**
 * The compute port: route handlers hand a named task and its plain input to it and get back the response body,
 * serialized with the task's schema (task.ts). The default adapter (pool.ts, COMPUTE=worker) runs tasks on a pool of
 * worker threads, one per core by default (COMPUTE_THREADS); the inline adapter (inline.ts, COMPUTE=inline) runs
 * them in the serving thread, one per event-loop turn (turns.ts: a turn that computes every ready request delays new
 * connections, which libuv accepts one per turn).
 */
import type { EphemerisProbe } from '../engine/astro/sweph/probe.ts';
import type { TASKS } from './tasks.ts';

export type Tasks = typeof TASKS;
export type TaskName = keyof Tasks;
export type TaskInput<K extends TaskName> = Parameters<Tasks[K]['run']>[0];

/** What the port holds now, for the health report. */
export interface PoolStats {
  /** Threads computing for this process; 0 when tasks run in the serving thread. */
  threads: number;
  /** Threads holding at least one task (inline: 1 while a task waits or runs). */
  busy: number;
  /** Tasks waiting behind the one each thread is computing. */
  queued: number;
}

export interface Compute {
  /** The task's response body as JSON text. */
  run<K extends TaskName>(name: K, input: TaskInput<K>): Promise<string>;
  /** The ephemeris probe's result as an object (health reads its fields). */
  probe(): Promise<EphemerisProbe>;
  stats(): PoolStats;
  close(): Promise<void>;
}
