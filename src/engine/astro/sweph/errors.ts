/**
 * The Swiss Ephemeris could not give a result from its files: not initialised, an error string, or a result computed
 * with the Moshier fallback (files missing or date outside them). Code EPHEMERIS_UNAVAILABLE of the engine's registry
 * (an internal fault, 500); never caught and ignored.
 */
import { EngineError, isEngineError } from '../../errors.ts';

export type EphemerisError = EngineError<'EPHEMERIS_UNAVAILABLE'>;

/** `call` names the sweph call and its arguments; `problem` says what went wrong; `flag` is what sweph returned. */
export function ephemerisError(call: string, problem: string, flag: number | null = null): EphemerisError {
  return new EngineError('EPHEMERIS_UNAVAILABLE', null, { call, problem, flag });
}

export const isEphemerisError = (e: unknown): e is EphemerisError => isEngineError(e, 'EPHEMERIS_UNAVAILABLE');
