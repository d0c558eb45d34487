/**
 * Errors cross the thread boundary as plain data: structured clone keeps an Error's message but drops its class
 * and fields, and the error plugin maps by registry code. Coded errors travel whole (code, field, params, and where
 * the route placed the field); anything else travels as an internal fault (name, message, stack, for the log)
 * and becomes a 500 on the serving thread.
 */
import { EngineError, type EngineErrorCode } from '../engine/errors.ts';
import { ServiceError, type ServiceErrorCode } from '../services/errors.ts';
import { InputError, locationOf, placeAt } from './input-error.ts';

type Loc = (string | number)[];

export type WireError =
  | { kind: 'engine'; code: EngineErrorCode; field: string | null; params: unknown; loc: Loc | undefined }
  | { kind: 'service'; code: ServiceErrorCode; params: unknown }
  | { kind: 'internal'; name: string; message: string; stack: string | undefined };

export function toWire(e: unknown): WireError {
  if (e instanceof EngineError) {
    const err = e as EngineError;
    return { kind: 'engine', code: err.code, field: err.field, params: err.params, loc: locationOf(err) };
  }
  if (e instanceof ServiceError) {
    const err = e as ServiceError;
    return { kind: 'service', code: err.code, params: err.params };
  }
  const err = e instanceof Error ? e : new Error(String(e));
  return { kind: 'internal', name: err.name, message: err.message, stack: err.stack };
}

/** A fault inside the compute thread; the error plugin logs it and answers a generic 500. */
export class ComputeFault extends Error {
  constructor(name: string, message: string, stack: string | undefined) {
    super(`${name} in the compute thread: ${message}`);
    this.name = 'ComputeFault';
    if (stack !== undefined) this.stack = stack;
  }
}

export function fromWire(w: WireError): Error {
  switch (w.kind) {
    case 'engine':
      return placeAt(new EngineError(w.code, w.field, w.params as never), w.loc);
    case 'service':
      if (w.code === 'REQUEST_INVALID')
        return new InputError((w.params as { items: ConstructorParameters<typeof InputError>[0] }).items);
      return new ServiceError(w.code, w.params as never);
    case 'internal':
      return new ComputeFault(w.name, w.message, w.stack);
  }
}
