/**
 * Errors cross the thread boundary as plain data: structured clone keeps an Error's message but drops its class
 * and fields, and the error plugin maps by class and code. Known errors travel whole; anything else travels as an
 * internal fault (message and stack, so the main thread can log it) and becomes a 500 there.
 */
import { HttpError, InputError } from '../plugins/errors.ts';
import type { ValidationErrorItem } from '../schemas/errors.ts';

export type WireError =
  | { kind: 'input'; items: ValidationErrorItem[] }
  | { kind: 'http'; status: number; detail: string | Record<string, unknown>; headers: Record<string, string> }
  | { kind: 'internal'; name: string; message: string; stack: string | undefined };

export function toWire(e: unknown): WireError {
  if (e instanceof InputError) return { kind: 'input', items: e.items };
  if (e instanceof HttpError) return { kind: 'http', status: e.statusCode, detail: e.detail, headers: e.headers };
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
    case 'input':
      return new InputError(w.items);
    case 'http':
      return new HttpError(w.status, w.detail, w.headers);
    case 'internal':
      return new ComputeFault(w.name, w.message, w.stack);
  }
}
