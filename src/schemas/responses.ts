/**
 * Response maps shared by routes: every route declares its 200 body and the contract's error bodies, each status
 * with a description (the OpenAPI response description). The 429's headers (Retry-After, RateLimit,
 * RateLimit-Policy) are attached in the OpenAPI document (plugins/openapi.ts): a `headers` keyword here would be an
 * unknown keyword to the validators.
 */
import { Type, type TProperties, type TSchema } from '@sinclair/typebox';
import { ErrorDetail, HTTPValidationError } from './errors.ts';

/** The `{detail}` body, described: when it is sent. */
export const errorBody = (description: string) =>
  Type.Object(ErrorDetail.properties, { title: 'ErrorDetail', additionalProperties: false, description });

/** 422: input that fails the schema or a rule (FastAPI's HTTPValidationError). */
export const InvalidInput = Type.Object(HTTPValidationError.properties, {
  title: 'HTTPValidationError',
  description:
    'Invalid input: each item names where (loc), what is wrong (msg) and its kind (type). Nothing was computed or ' +
    'written.',
});

/** 401 any route can answer: the limiter refuses an unknown key before the route runs. */
export const UnknownApiKey = errorBody(
  'Unknown X-API-Key: send a registered key (POST /api/v2/keys/register) or none.',
);

/** 429: over the rate-limit budget of the window. */
export const RateLimited = errorBody(
  'Rate limit exceeded for this window (keyless: per client address; with X-API-Key: per key, 4x the budget; ' +
    'heavy routes have their own, smaller budget; ' +
    'the e-mail code routes also throttle sends per address). Retry-After says when to retry; RateLimit and ' +
    'RateLimit-Policy give the budget.',
);

/** Every other 4xx: malformed JSON (400), body too large (413), unsupported media type (415) ... */
export const ClientError = errorBody(
  'Other client error (malformed JSON 400, body too large 413, unsupported media type 415, ...): detail says what.',
);

/** 503 of the routes that read or write the database. */
export const DatabaseUnavailable = errorBody(
  'The database is unreachable right now (restarting, lost, or not reached since start); nothing was written. ' +
    'Retry-After says when to try again. ' +
    'Readings that need no database keep working.',
);

/** Extra responses of every route that reads or writes the database. */
export const NEEDS_DATABASE = { 503: DatabaseUnavailable } as const;

/** 5xx: never a stack trace. */
export const ServerError = errorBody('Server error: detail names the failure, never a stack trace.');

/** 200 plus 422 (input that fails validation), 401 (unknown key), 429 and the `{detail}` shape for other 4xx/5xx. */
export function withErrors<T extends TSchema>(ok: T, extra: Record<number, TSchema> = {}) {
  return {
    200: ok,
    401: UnknownApiKey,
    422: InvalidInput,
    429: RateLimited,
    '4xx': ClientError,
    '5xx': ServerError,
    ...extra,
  };
}

/** For routes that take no input at all (nothing to validate, so no 422 to declare). */
export function withoutInput<T extends TSchema>(ok: T, extra: Record<number, TSchema> = {}) {
  return { 200: ok, 401: UnknownApiKey, 429: RateLimited, '4xx': ClientError, '5xx': ServerError, ...extra };
}

/** An object schema that lets fields beyond the named ones through (results documented by their key fields). */
export const Loose = (props: TProperties) => Type.Object(props, { additionalProperties: true });
