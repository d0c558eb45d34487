/**
 * The compute thread (Piscina worker). It owns the Swiss Ephemeris for its process: the path is set once here, and
 * no other thread calls sweph (sweph keeps process-wide state and is not thread-safe). Each call answers `{ ok }`
 * or `{ error }` (wire-errors.ts) and never throws across the boundary.
 */
import { workerData } from 'node:worker_threads';
import { initEphemeris, probeEphemeris } from '../../engine/astro/sweph/index.ts';
import { createExecutor } from './execute.ts';
import type { TaskName } from './port.ts';
import { toWire, type WireError } from './wire-errors.ts';

const status = initEphemeris((workerData as { ephemerisPath: string }).ephemerisPath);
if (!status.usesSwissFiles) console.error(`compute thread: ${status.detail}`);
const execute = createExecutor();

export type WorkerResult = { ok: unknown } | { error: WireError };

export default function onTask(message: { name: TaskName; input: unknown } | { probe: true }): WorkerResult {
  try {
    if ('probe' in message) return { ok: probeEphemeris() };
    return { ok: execute(message.name, message.input) };
  } catch (e) {
    return { error: toWire(e) };
  }
}
