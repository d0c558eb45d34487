/**
 * The compute port on one worker thread (Piscina, one thread, first in first out). More cores are used by more
 * processes (WORKERS), never by more threads: the Swiss Ephemeris is not thread-safe.
 */
import { Piscina } from 'piscina';
import type { EphemerisProbe } from '../../engine/astro/sweph/probe.ts';
import type { Compute } from './port.ts';
import type { WorkerResult } from './worker.ts';
import { fromWire } from './wire-errors.ts';

export function createWorkerCompute(ephemerisPath: string): Compute {
  const pool = new Piscina({
    filename: new URL('./worker.ts', import.meta.url).href,
    minThreads: 1,
    maxThreads: 1,
    // Tasks are short (a chart is ~0.3 ms): the thread is kept, never torn down and re-warmed.
    idleTimeout: Number.POSITIVE_INFINITY,
    workerData: { ephemerisPath },
  });
  const call = async (message: object): Promise<unknown> => {
    const r = (await pool.run(message)) as WorkerResult;
    if ('error' in r) throw fromWire(r.error);
    return r.ok;
  };
  return {
    run: (name, input) => call({ name, input }) as Promise<string>,
    probe: () => call({ probe: true }) as Promise<EphemerisProbe>,
    close: () => pool.destroy(),
  };
}
