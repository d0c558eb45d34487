/**
 * The compute port in the serving thread: the same task table and serializer as the worker, one task per
 * event-loop turn (turns.ts) so a turn never holds a queue of computations.
 */
import { initEphemeris, probeEphemeris } from '../../engine/astro/sweph/index.ts';
import { createExecutor, type ResultCheck } from './execute.ts';
import type { Compute } from './port.ts';
import { createTurns } from './turns.ts';

export function createInlineCompute(ephemerisPath: string, check?: ResultCheck): Compute {
  initEphemeris(ephemerisPath);
  const execute = createExecutor(check);
  const inTurn = createTurns();
  return {
    run: (name, input) => inTurn(() => execute(name, input)),
    probe: () => Promise.resolve(probeEphemeris()),
    close: () => Promise.resolve(),
  };
}
