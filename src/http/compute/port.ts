/**
 * The compute port: route handlers hand a named task and its plain input to it and get back the response body,
 * serialized with the task's schema (task.ts). The default adapter (thread.ts, COMPUTE=worker) runs every task in one
 * worker thread; the inline adapter (inline.ts, COMPUTE=inline) runs them in the serving thread, one per event-loop
 * turn (turns.ts: a turn that computes every ready request delays new connections, which libuv accepts one per turn).
 */
import type { TASKS } from './tasks.ts';

export type Tasks = typeof TASKS;
export type TaskName = keyof Tasks;
export type TaskInput<K extends TaskName> = Parameters<Tasks[K]['run']>[0];

/** Calls whose result the serving thread itself reads (the health probe), not a response body. */
export const PROBES = ['ephemerisProbe'] as const;

export interface Compute {
  /** The task's response body as JSON text. */
  run<K extends TaskName>(name: K, input: TaskInput<K>): Promise<string>;
  /** The ephemeris probe's result as an object (health reads its fields). */
  probe(): Promise<import('../../engine/astro/sweph/probe.ts').EphemerisProbe>;
  close(): Promise<void>;
}
