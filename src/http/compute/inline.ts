/** The compute port in the calling thread: the same task table and serializer, no worker (tests and tools). */
import { initEphemeris, probeEphemeris } from '../../engine/astro/sweph/index.ts';
import { createExecutor, type ResultCheck } from './execute.ts';
import type { Compute } from './port.ts';

export function createInlineCompute(ephemerisPath: string, check?: ResultCheck): Compute {
  initEphemeris(ephemerisPath);
  const execute = createExecutor(check);
  return {
    // async: a throw inside becomes the rejection, as a failure in the worker would.
    run: async (name, input) => execute(name, input),
    probe: () => Promise.resolve(probeEphemeris()),
    close: () => Promise.resolve(),
  };
}
