/**
 * Failures of the service around the engine, by code: accounts, sessions, keys, rate limits, the vault, the cron
 * guard, and request rules a schema cannot state. A sibling of the engine's registry (src/engine/errors.ts), with the
 * same entry shape plus response headers, mapped by the same error plugin (src/http/plugins/errors.ts).
 *
 * Why a sibling and not one registry: the engine may import nothing above it, and these failures are about accounts,
 * keys and limits, which the engine must not know. One registry in the engine would pull those concepts down into
 * it; one registry here would make the engine import upward. Two registries of one shape keep the layering, and the
 * registry test walks both.
 */
import type { ErrorSpec } from '../engine/errors.ts';

export interface ServiceErrorSpec<P> extends ErrorSpec<P> {
  /** Response headers the failure carries (Retry-After, WWW-Authenticate). */
  readonly headers?: (params: P) => Record<string, string>;
}

const spec = <P>(s: ServiceErrorSpec<P>): ServiceErrorSpec<P> => s;
const KEY_HINT = ', or use a free API key with a confirmed e-mail (POST /api/v2/keys/register) for 4x the headroom';

/** A 422 item, as HTTPValidationError lists them. */
export interface RequestItem {
  loc: (string | number)[];
  msg: string;
  type: string;
}

export const SERVICE_ERRORS = {
  REQUEST_INVALID: spec<{ items: RequestItem[] }>({
    status: 422,
    type: 'value_error',
    doc:
      'The request passes its schema but breaks a rule the schema cannot state: lat without lon, an unknown ' +
      'varga code, a time missing where the route has no default, an event dated before the birth, a chart_id that ' +
      "is not one of the account's charts. The items name the request fields, as a schema failure does.",
    message: (p) => p.items.map((i) => `${i.loc.join('.')}: ${i.msg}`).join('; '),
  }),
  UNAUTHENTICATED: spec<Record<string, never>>({
    status: 401,
    type: 'unauthenticated',
    doc:
      'An account route was called without `authorization: Bearer <token>`, or with a token that is unknown, ' +
      'expired or signed out (also when the account was deleted meanwhile).',
    message: () => 'missing, invalid or expired session token',
    headers: () => ({ 'WWW-Authenticate': 'Bearer' }),
  }),
  WRONG_CODE: spec<Record<string, never>>({
    status: 401,
    type: 'wrong_code',
    doc: 'POST /api/v2/auth/verify-otp with a one-time code that is wrong, expired or already used.',
    message: () => 'wrong, expired or already used code',
  }),
  UNKNOWN_API_KEY: spec<Record<string, never>>({
    status: 401,
    type: 'unknown_api_key',
    doc: 'A request carried an X-API-Key header the service did not issue (or an empty one).',
    message: () => 'Unknown API key. Register one at POST /api/v2/keys/register, or send no X-API-Key header.',
  }),
  CRON_REFUSED: spec<{ reason: string }>({
    status: 403,
    type: 'cron_refused',
    doc:
      'A cron route (erase sweep, digest) without the right X-Cron-Secret, or with no CRON_SECRET configured ' +
      '(fail-closed).',
    message: (p) => p.reason,
  }),
  NOT_FOUND: spec<{ what: string }>({
    status: 404,
    type: 'not_found',
    doc:
      "A saved chart or life event id that the signed-in account does not have (another account's ids look the " +
      'same as ids that never existed), or a BPHS chapter number outside the edition.',
    message: (p) => `${p.what} not found`,
  }),
  LIMIT_REACHED: spec<{ what: string; max: number }>({
    status: 409,
    type: 'limit_reached',
    doc: 'Saving one more item would pass a per-account limit (saved charts).',
    message: (p) => `at most ${p.max} ${p.what} per account`,
  }),
  CODE_THROTTLED: spec<{ what: string; retryAfterSeconds: number }>({
    status: 429,
    type: 'throttled',
    doc:
      'Sign-in codes were requested or tried too often: sends to one address (one per minute, a few per five ' +
      'minutes), sends or tries by one client, or failed tries at one account (at most 100 a day from clients that ' +
      'have not signed in to it before). `what` says which.',
    message: (p) => `too many ${p.what}; try again in ${p.retryAfterSeconds} s`,
    headers: (p) => ({ 'retry-after': String(p.retryAfterSeconds) }),
  }),
  RATE_LIMITED: spec<{ limit: number; windowSeconds: number; keyed: boolean; policy: string; resetSeconds: number }>({
    status: 429,
    type: 'rate_limited',
    doc:
      'A client passed its request budget for the window (per address, or per API key with more headroom once its ' +
      'e-mail is confirmed; heavy routes have their own smaller budget).',
    message: (p) =>
      `Rate limit exceeded: ${p.limit} requests per ${p.windowSeconds} s ` +
      `${p.keyed ? 'for this API key' : 'for this address'} ` +
      `on the ${p.policy} budget. ` +
      `Retry after ${p.resetSeconds} s` +
      `${p.keyed ? '' : KEY_HINT}.`,
    headers: (p) => ({ 'retry-after': String(p.resetSeconds) }),
  }),
  DATABASE_UNAVAILABLE: spec<{ retryAfterSeconds: number }>({
    status: 503,
    type: 'database_unavailable',
    doc:
      'A route that reads or writes accounts, sessions, saved charts, events, preferences or API keys was called ' +
      'while the database cannot be reached (restarting, crashed, not yet reached since start). Nothing was written. ' +
      'Readings that need no database keep working; retry after Retry-After seconds.',
    message: (p) => `The database is unreachable right now; nothing was written. Retry in ${p.retryAfterSeconds} s.`,
    headers: (p) => ({ 'retry-after': String(p.retryAfterSeconds) }),
  }),
  TOO_MANY_IN_FLIGHT: spec<{ max: number }>({
    status: 429,
    type: 'too_many_in_flight',
    doc:
      'Behind a proxy (TRUST_PROXY), one client address had more requests in flight at once than the service allows ' +
      '(MAX_IN_FLIGHT_PER_ADDRESS); the request was not started. Wait for an answer before sending more.',
    message: (p) =>
      `Too many requests in flight from this address (at most ${p.max} at once). Retry when an answer has come.`,
    headers: () => ({ 'retry-after': '1' }),
  }),
  PDF_UNAVAILABLE: spec<{ path: string }>({
    status: 503,
    type: 'pdf_unavailable',
    doc:
      'A PDF report was asked on a server without headless Chromium (CHROMIUM_PATH, by default /usr/bin/chromium). ' +
      'The same report is available as HTML (format=html), which prints from any browser.',
    message: (p) =>
      `PDF printing is not available on this server: no Chromium at '${p.path}' (set CHROMIUM_PATH, or install ` +
      'chromium). Ask format=html for the same report as a printable page.',
  }),
  PDF_BUSY: spec<{ retryAfterSeconds: number }>({
    status: 503,
    type: 'pdf_busy',
    doc: 'Too many PDF reports are being printed at once on this server; retry after Retry-After seconds.',
    message: (p) => `Too many PDF reports are being printed right now. Retry in ${p.retryAfterSeconds} s.`,
    headers: (p) => ({ 'retry-after': String(p.retryAfterSeconds) }),
  }),
  QUEUE_UNAVAILABLE: spec<{ retryAfterSeconds: number }>({
    status: 503,
    type: 'queue_unavailable',
    doc:
      'The daily digest cron route could not hand its run to the job queue (Redis unreachable). Nothing was ' +
      'queued; retry after Retry-After seconds.',
    message: (p) => `The job queue is unreachable right now; nothing was queued. Retry in ${p.retryAfterSeconds} s.`,
    headers: (p) => ({ 'retry-after': String(p.retryAfterSeconds) }),
  }),
} as const;

export type ServiceErrorCode = keyof typeof SERVICE_ERRORS;
export type ServiceErrorParams<C extends ServiceErrorCode> =
  (typeof SERVICE_ERRORS)[C] extends ServiceErrorSpec<infer P> ? P : never;

export class ServiceError<C extends ServiceErrorCode = ServiceErrorCode> extends Error {
  override readonly name: string = 'ServiceError';
  readonly code: C;
  readonly params: ServiceErrorParams<C>;

  constructor(code: C, params: ServiceErrorParams<C>) {
    super((SERVICE_ERRORS[code].message as (p: ServiceErrorParams<C>, f: null) => string)(params, null));
    this.code = code;
    this.params = params;
  }

  get status(): number {
    return SERVICE_ERRORS[this.code].status;
  }

  get headers(): Record<string, string> {
    const h = (SERVICE_ERRORS[this.code] as ServiceErrorSpec<ServiceErrorParams<C>>).headers;
    return h === undefined ? {} : h(this.params);
  }
}
