/**
 * The compute port on a pool of worker threads. Each task goes to the thread with the fewest tasks outstanding
 * (the first such thread on a tie), and each thread answers its tasks first in first out (a worker's message queue
 * is FIFO). Each thread sets up its own Swiss Ephemeris state: in the Linux build of sweph the C library keeps its
 * state in thread-local storage, so threads computing with different sidereal modes at once do not disturb one
 * another (test/processes/ephemeris-threads.test.ts proves it over thousands of calls).
 *
 * Why not Piscina (used before): with one thread its queue served a saturated load unevenly. Measured with wrk at
 * 50 connections against 0.7 ms of work per request: Piscina 5.3.2 870 req/s, p50 33 ms, p99 558 ms; a plain
 * worker with this message FIFO 1,172 req/s, p50 39 ms, p99 84 ms.
 */
import { Worker } from 'node:worker_threads';
import type { EphemerisProbe } from '../engine/astro/sweph/probe.ts';
import type { Compute, PoolStats } from './port.ts';
import type { WorkerReply, WorkerRequest } from './worker.ts';
import { ComputeFault, fromWire } from './wire-errors.ts';

/**
 * Old-generation heap of each compute thread, MB. Without a limit V8 sizes a worker's heap like the process's and
 * collects lazily: under a soak of charts at random places resident memory rose by about 10 MB a second and kept
 * rising; with 256 MB it levelled off within 40 s (about 900 MB for the process, its serving thread included). A
 * thread's working set (engine tables, the bounded zone cells and offset tables) is well under it.
 */
const THREAD_HEAP_MB = 256;
/**
 * Young generation of each compute thread, MB. Left to V8, it grows to its largest size under a burst and stays
 * committed; a chart's garbage is short-lived and small, so a few MB of scavenge space serve as well.
 */
const THREAD_YOUNG_MB = 48;

/** How long a closing compute thread may take to answer what it still holds before it is terminated. */
const STOP_GRACE_MS = 10_000;

/** A posted task's promise; `settle` is emptied when the task is answered (see `take`). */
interface Waiting {
  settle: { resolve: (value: unknown) => void; reject: (err: Error) => void } | undefined;
}

/** One thread of the pool and the tasks it holds. */
interface Slot {
  worker: Worker | undefined;
  waiting: Map<number, Waiting>;
}

export function createComputePool(ephemerisPath: string, threads: number): Compute {
  if (!Number.isInteger(threads) || threads < 1)
    throw new Error(`a compute pool needs 1 or more threads, got ${threads}`);
  let nextId = 0;
  let closing = false;
  const slots: Slot[] = Array.from({ length: threads }, () => ({ worker: undefined, waiting: new Map() }));

  /**
   * Removes a task from its slot and empties its record before it is settled. The Map's replaced backing stores
   * (left in the old generation when it rehashes, until the next full GC) still point at records, and a young
   * object an old one points at survives every scavenge; a record still holding its resolvers kept the settled
   * promise and its 14 KB reply alive with it. Measured at 50 connections: 9 MB promoted per scavenge of the
   * serving thread and 10-15 ms pauses, against 0.06 MB and 1.5-2 ms with the records emptied.
   */
  const take = (slot: Slot, id: number): Waiting['settle'] => {
    const t = slot.waiting.get(id);
    if (t === undefined) return undefined;
    slot.waiting.delete(id);
    const settle = t.settle;
    t.settle = undefined;
    return settle;
  };

  const start = (slot: Slot): Worker => {
    const w = new Worker(new URL('./worker.ts', import.meta.url), {
      workerData: { ephemerisPath },
      resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB, maxYoungGenerationSizeMb: THREAD_YOUNG_MB },
    });
    w.on('message', (reply: WorkerReply) => {
      const settle = take(slot, reply.id);
      if (settle === undefined) return;
      if ('error' in reply) settle.reject(fromWire(reply.error));
      else settle.resolve(reply.ok);
    });
    // A thread that dies fails the tasks it held; the next task for its slot starts a fresh thread.
    const fail = (err: Error) => {
      if (slot.worker === w) slot.worker = undefined;
      for (const id of [...slot.waiting.keys()]) {
        take(slot, id)?.reject(new ComputeFault(err.name, err.message, err.stack));
      }
    };
    w.on('error', fail);
    w.on('exit', (code) => fail(new Error(`a compute thread exited with code ${code}`)));
    return w;
  };

  /** The slot holding the fewest tasks: a thread that is free, else the shortest queue. */
  const leastBusy = (): Slot => {
    let best = slots[0] as Slot;
    for (const slot of slots) if (slot.waiting.size < best.waiting.size) best = slot;
    return best;
  };

  const call = (request: Omit<WorkerRequest, 'id'>): Promise<unknown> =>
    new Promise((resolve, reject) => {
      if (closing) {
        reject(new Error('the compute pool is closed'));
        return;
      }
      const id = nextId++;
      const slot = leastBusy();
      slot.waiting.set(id, { settle: { resolve, reject } });
      slot.worker ??= start(slot);
      slot.worker.postMessage({ ...request, id });
    });

  // Started now, so the threads load the engine while the service starts, not on the first requests.
  for (const slot of slots) slot.worker = start(slot);

  const stop = async (slot: Slot): Promise<void> => {
    const w = slot.worker;
    slot.worker = undefined;
    if (w === undefined) return;
    const exited = new Promise<void>((resolve) => w.once('exit', () => resolve()));
    w.postMessage({ stop: true, id: -1 });
    const timer = setTimeout(() => void w.terminate(), STOP_GRACE_MS);
    await exited;
    clearTimeout(timer);
  };

  return {
    run: (name, input) => call({ name, input }) as Promise<string>,
    probe: () => call({ probe: true }) as Promise<EphemerisProbe>,
    stats: (): PoolStats => {
      const held = slots.map((s) => s.waiting.size);
      return {
        threads,
        busy: held.filter((n) => n > 0).length,
        queued: held.reduce((sum, n) => sum + Math.max(0, n - 1), 0),
      };
    },
    // Each thread answers every task already posted to it, then ends by itself; terminate() only after 10 s.
    close: async () => {
      closing = true;
      await Promise.all(slots.map(stop));
    },
  };
}
