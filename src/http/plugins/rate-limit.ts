/**
 * Request rate limits on every route. Keyless callers are counted per client address; a caller
 * with a valid X-API-Key whose e-mail is confirmed gets `keyMultiplier` times the budget, counted per key; a key not
 * confirmed yet counts as keyless; an unknown key is counted as keyless, then refused (401).
 * Heavy routes (config `{ rateLimit: 'heavy' }`) draw on their own, smaller budget. Health and readiness (config
 * `{ rateLimit: false }`) are outside every budget: a proxy or monitor polling them must never get a 429 (or a 401 for
 * a stray key), or it would take a healthy instance out of service.
 *
 * Headers follow the IETF draft (draft-ietf-httpapi-ratelimit-headers): `RateLimit-Policy: "default";q=120;w=60`
 * and `RateLimit: "default";r=119;t=42`; a 429 adds `Retry-After`. @fastify/rate-limit cannot emit this pair,
 * which is why the service counts with its own small hook over the shared WindowCounter.
 *
 * The hook is callback-style and stays synchronous when the counter answers synchronously (the in-process store):
 * it runs on every request, and a promise per request costs measurable throughput.
 */
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { EffectiveLimits } from '../../limits.ts';
import type { WindowCounter } from '../../services/counters/port.ts';
import type { ApiKeyIdentity } from '../../services/keys/service.ts';
import { ServiceError } from '../../services/errors.ts';
import { isDatabaseUnavailable } from '../../storage/unavailable.ts';

export type RatePolicy = 'default' | 'heavy';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route is outside the client budget (health, readiness). */
    rateLimit?: RatePolicy | false;
  }
  interface FastifyRequest {
    apiKey?: ApiKeyIdentity;
  }
}

export interface RateLimitDeps {
  counter: WindowCounter;
  limits: EffectiveLimits;
  identifyKey: (apiKey: string) => Promise<ApiKeyIdentity | undefined>;
  now: () => number;
  /**
   * Called when the counter store fails; the request is then let through (fail open) so a Redis outage does not take
   * the API down.
   */
  onStoreError: (error: Error) => void;
}

export function budgetFor(limits: EffectiveLimits, policy: RatePolicy, keyed: boolean): number {
  const base = policy === 'heavy' ? limits.rate.heavyKeylessPerWindow : limits.rate.keylessPerWindow;
  return keyed ? base * limits.rate.keyMultiplier : base;
}

export interface RateVerdict {
  /** The two IETF headers, always sent. */
  headers: { 'ratelimit-policy': string; ratelimit: string };
  /** Set when the request is over budget: the 429 to answer. */
  exceeded: ServiceError<'RATE_LIMITED'> | null;
}

/** Counter key of one client in one window: the Fastify hook and the health edge (edge.ts) count alike. */
export function rateKey(policy: RatePolicy, who: string, window: number): string {
  return `rl:${policy}:${who}:${window}`;
}

/** What the n-th request of a window gets: headers, and a 429 past the budget. */
export function rateVerdict(
  limits: EffectiveLimits,
  policy: RatePolicy,
  keyed: boolean,
  n: number,
  now: number,
): RateVerdict {
  const { windowSeconds } = limits.rate;
  const limit = budgetFor(limits, policy, keyed);
  const windowMs = windowSeconds * 1000;
  const resetSeconds = Math.max(1, Math.ceil(((Math.floor(now / windowMs) + 1) * windowMs - now) / 1000));
  const headers = {
    'ratelimit-policy': `"${policy}";q=${limit};w=${windowSeconds}`,
    ratelimit: `"${policy}";r=${Math.max(0, limit - n)};t=${resetSeconds}`,
  };
  if (n <= limit) return { headers, exceeded: null };
  return {
    headers,
    exceeded: new ServiceError('RATE_LIMITED', { limit, windowSeconds, keyed, policy, resetSeconds }),
  };
}

/** The limiter as an onRequest hook body; app.ts runs it in the service's single request hook. */
export function createRateLimiter(
  deps: RateLimitDeps,
): (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void {
  const windowMs = deps.limits.rate.windowSeconds * 1000;

  /**
   * Counts the request and sets the headers; calls `done` with a 429 when over budget, else with `refusal` (the
   * answer a request with an unknown key gets once it has been counted) or nothing.
   */
  function count(
    request: FastifyRequest,
    reply: FastifyReply,
    done: HookHandlerDoneFunction,
    refusal?: ServiceError,
  ): void {
    const policy: RatePolicy = request.routeOptions.config.rateLimit === 'heavy' ? 'heavy' : 'default';
    const keyed = request.apiKey !== undefined;
    const now = deps.now();
    const who = keyed ? `key:${request.apiKey?.id ?? ''}` : `addr:${request.ip}`;

    const decide = (n: number): void => {
      const v = rateVerdict(deps.limits, policy, keyed, n, now);
      reply.header('ratelimit-policy', v.headers['ratelimit-policy']);
      reply.header('ratelimit', v.headers.ratelimit);
      done(v.exceeded ?? refusal ?? undefined);
    };
    const failOpen = (e: unknown): void => {
      deps.onStoreError(e as Error);
      done(refusal);
    };

    let n: number | Promise<number>;
    try {
      n = deps.counter.hit(rateKey(policy, who, Math.floor(now / windowMs)), windowMs);
    } catch (e) {
      return failOpen(e);
    }
    if (typeof n === 'number') decide(n);
    else n.then(decide, failOpen);
  }

  return (request, reply, done) => {
    if (request.method === 'OPTIONS') return done(); // CORS preflight answers without touching the budget.
    if (request.routeOptions.config.rateLimit === false) return done();
    const header = request.headers['x-api-key'];
    if (header === undefined) return count(request, reply, done);

    // An unknown or malformed key is counted as keyless (by address) before it is refused: sending made-up keys
    // must not be a way around the budget, nor a database query per request (the key service remembers misses).
    const unknown = () => count(request, reply, done, new ServiceError('UNKNOWN_API_KEY', {}));
    const key = Array.isArray(header) ? header[0] : header;
    if (key === undefined || key === '') return unknown();
    deps.identifyKey(key).then(
      (identity) => {
        if (identity === undefined) return unknown();
        // A key whose e-mail is not confirmed is only a name: counted by address, as if no key had been sent.
        if (identity.confirmed) request.apiKey = identity;
        count(request, reply, done);
      },
      // Keys live in the database. While it is unreachable, a key that is not cached yet cannot be checked: count
      // the request as keyless (by address) rather than refuse a reading that needs no database.
      (e: unknown) => (isDatabaseUnavailable(e) ? count(request, reply, done) : done(e as Error)),
    );
  };
}
