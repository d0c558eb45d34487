/**
 * A compute thread of the pool (pool.ts). It sets up its own Swiss Ephemeris state (the files' path here, the
 * sidereal mode per call): sweph's C library keeps that state per thread in its Linux build, so the pool's threads
 * compute side by side. Each request is answered, in arrival order, with `{ id, ok }` or `{ id, error }`
 * (wire-errors.ts); nothing throws across the boundary.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { initEphemeris, probeEphemeris } from '../engine/astro/sweph/index.ts';
import { createExecutor } from './execute.ts';
import type { TaskName } from './port.ts';
import { toWire, type WireError } from './wire-errors.ts';

export type WorkerRequest = { id: number } & ({ name: TaskName; input: unknown } | { probe: true } | { stop: true });
export type WorkerReply = { id: number } & ({ ok: unknown } | { error: WireError });

const status = initEphemeris((workerData as { ephemerisPath: string }).ephemerisPath);
if (!status.usesSwissFiles) console.error(`compute thread: ${status.detail}`);
const execute = createExecutor();

function answer(message: Exclude<WorkerRequest, { stop: true }>): WorkerReply {
  try {
    if ('probe' in message) return { id: message.id, ok: probeEphemeris() };
    return { id: message.id, ok: execute(message.name, message.input) };
  } catch (e) {
    return { id: message.id, error: toWire(e) };
  }
}

// `stop` comes after every task posted before it (the queue is FIFO): closing the port ends the thread between tasks,
// never inside a sweph call (terminating a thread inside a native call can abort the whole process).
parentPort?.on('message', (message: WorkerRequest) => {
  if ('stop' in message) parentPort?.close();
  else parentPort?.postMessage(answer(message));
});
