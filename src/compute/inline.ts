/**
 * The compute port in the serving thread: the same task table and serializer as the worker, one task per
 * event-loop turn (turns.ts) so a turn never holds a queue of computations.
 */
import { initEphemeris, probeEphemeris } from '../engine/astro/sweph/index.ts';
import { createExecutor, type ResultCheck } from './execute.ts';
import type { Compute } from './port.ts';
import { createTurns } from './turns.ts';

export function createInlineCompute(ephemerisPath: string, check?: ResultCheck): Compute {
  initEphemeris(ephemerisPath);
  const execute = createExecutor(check);
  const inTurn = createTurns();
  let pending = 0;
  return {
    run: async (name, input) => {
      pending++;
      try {
        return await inTurn(() => execute(name, input));
      } finally {
        pending--;
      }
    },
    probe: () => Promise.resolve(probeEphemeris()),
    stats: () => ({ threads: 0, busy: pending > 0 ? 1 : 0, queued: Math.max(0, pending - 1) }),
    close: () => Promise.resolve(),
  };
}
