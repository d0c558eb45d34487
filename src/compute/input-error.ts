/**
 * Input the schema accepts but a rule refuses, found while a task reads its request: an InputError names the
 * request fields as a schema failure does, and an engine error raised inside withInputErrors keeps where its field
 * sits in this request. Both cross the thread boundary as data (wire-errors.ts) and the error plugin answers them.
 */
import { EngineError, isEngineError } from '../engine/errors.ts';
import { ServiceError, type RequestItem } from '../services/errors.ts';
import type { ValidationErrorItem } from '../schemas/errors.ts';

type Loc = (string | number)[];

/**
 * Thrown by handlers for input that passes the schema but breaks a rule it cannot state (lat without lon, say): a
 * REQUEST_INVALID service error whose items name the request fields, as a schema failure does.
 */
export class InputError extends ServiceError<'REQUEST_INVALID'> {
  override readonly name = 'InputError';
  constructor(items: RequestItem[]) {
    super('REQUEST_INVALID', { items });
  }
  get items(): ValidationErrorItem[] {
    return this.params.items;
  }
  static at(loc: Loc, msg: string, type = 'value_error'): InputError {
    return new InputError([{ loc, msg, type }]);
  }
}

/** Where an engine error's field sits in the request, when a route said so (withInputErrors). */
const located = new WeakMap<EngineError, Loc>();

/**
 * Runs engine code on request input and says where the engine's fields sit in this request (`loc` maps an engine
 * field such as 'date' to e.g. ['body', 'birth_date']). It translates nothing: the error goes on to the error
 * plugin, which answers it from the registry. Without it an engine field is looked up under its own name, in the
 * query for GET and in the body otherwise.
 */
export function withInputErrors<T>(loc: (field: string) => Loc, run: () => T): T {
  try {
    return run();
  } catch (e) {
    if (isEngineError(e) && e.field !== null && !located.has(e)) located.set(e, loc(e.field));
    throw e;
  }
}

/** Where a route placed an engine error's field, if it did (for carrying the error across threads). */
export const locationOf = (error: EngineError): Loc | undefined => located.get(error);

/** Restores that placement on an error rebuilt on the other side of a thread boundary. */
export function placeAt(error: EngineError, loc: Loc | undefined): EngineError {
  if (loc !== undefined) located.set(error, loc);
  return error;
}
