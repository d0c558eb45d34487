/**
 * A circuit breaker in front of the shared (Redis) counters. Closed: every hit goes to Redis. After
 * `failuresToOpen` failures in a row it opens: hits are counted in this process (the memory counter) for
 * `cooldownMs`, so a lost Redis costs requests nothing (no timeout per request, no 500). When the cool-down has passed,
 * the next hit (or health check) sends one probe; a PONG closes it again, anything else starts another cool-down.
 * A failing hit is never an error for its caller: it is answered from the in-process counter too.
 *
 * Each change of state is logged once (not a line or a stack per request). While open, limits hold per process
 * instead of across processes: a rate budget or a code's wrong-try count is then per process, which is the cost of
 * keeping sign-in and the API up while Redis is away.
 *
 * No timers: state moves only when a hit or a ping arrives, read from `now()`, so tests drive it with a fake clock.
 */
import type { WindowCounter } from './port.ts';

export type CounterMode = 'shared' | 'in_process';

export interface BreakerOptions {
  /** The shared store (Redis); its hits may fail or time out. */
  remote: WindowCounter;
  /** Where hits go while the breaker is open. */
  fallback: WindowCounter;
  now: () => number;
  /** Failures in a row that open the breaker. */
  failuresToOpen?: number;
  /** How long hits stay in process before Redis is probed again (ms). */
  cooldownMs?: number;
  /** One line per change of state. */
  log: (level: 'warn' | 'info', message: string) => void;
  /** Starts open (Redis did not answer at start-up); the first probe is due at once. */
  startOpen?: { reason: string };
}

export interface BreakerCounter extends WindowCounter {
  /** Where hits are counted now. */
  mode(): CounterMode;
}

export const DEFAULT_COOLDOWN_MS = 2000;
export const DEFAULT_FAILURES_TO_OPEN = 3;

function reasonOf(e: unknown): string {
  return e instanceof Error && e.message !== '' ? e.message : String(e);
}

export function createBreakerCounter(options: BreakerOptions): BreakerCounter {
  const { remote, fallback, now, log } = options;
  const cooldownMs = options.cooldownMs ?? DEFAULT_COOLDOWN_MS;
  const failuresToOpen = options.failuresToOpen ?? DEFAULT_FAILURES_TO_OPEN;

  let open = false;
  let failures = 0;
  let probeDueAt = 0;
  let probing: Promise<void> | undefined;
  let openReason = '';

  function trip(reason: string): void {
    open = true;
    openReason = reason;
    probeDueAt = now() + cooldownMs;
    log(
      'warn',
      `Redis unreachable (${reason}): counting rate limits and code attempts in this process; re-probing ` +
        `every ${cooldownMs} ` +
        `ms`,
    );
  }

  function failed(e: unknown): void {
    if (open) return;
    failures += 1;
    if (failures >= failuresToOpen) trip(reasonOf(e));
  }

  /** One probe at a time, and only once the cool-down has passed. */
  function probeIfDue(): Promise<void> | undefined {
    if (!open || probing !== undefined || now() < probeDueAt) return probing;
    probeDueAt = now() + cooldownMs; // a probe that hangs is not repeated before the next cool-down either
    probing = remote
      .ping()
      .then(
        (p) => {
          if (p.ok) {
            open = false;
            failures = 0;
            log('info', 'Redis answers again: rate limits and code attempts are shared across processes again');
          } else {
            openReason = p.detail ?? 'no answer';
          }
        },
        (e: unknown) => {
          openReason = reasonOf(e);
        },
      )
      .finally(() => {
        probing = undefined;
      });
    return probing;
  }

  if (options.startOpen !== undefined) {
    open = true;
    openReason = options.startOpen.reason;
    probeDueAt = now();
    log(
      'warn',
      `Redis unreachable at start (${openReason}): counting rate limits and code attempts in this process until ` +
        `it answers`,
    );
  }

  /** One counter operation: to Redis while closed, in process while open or when Redis fails it. */
  function ask(operation: (counter: WindowCounter) => number | Promise<number>): number | Promise<number> {
    if (open) {
      void probeIfDue();
      return operation(fallback);
    }
    let answer: number | Promise<number>;
    try {
      answer = operation(remote);
    } catch (e) {
      failed(e);
      return operation(fallback);
    }
    if (typeof answer === 'number') {
      failures = 0;
      return answer;
    }
    return answer.then(
      (n) => {
        failures = 0;
        return n;
      },
      (e: unknown) => {
        failed(e);
        return operation(fallback);
      },
    );
  }

  return {
    kind: 'redis',
    mode: () => (open ? 'in_process' : 'shared'),
    hit: (key, windowMs) => ask((c) => c.hit(key, windowMs)),
    peek: (key) => ask((c) => c.peek(key)),
    async ping() {
      if (open) {
        await probeIfDue();
        if (open) return { ok: false, latencyMs: 0, detail: `${openReason}; counting in process until Redis answers` };
      }
      const p = await remote.ping();
      if (!p.ok) failed(new Error(p.detail ?? 'no answer'));
      return p;
    },
    async close() {
      await Promise.all([remote.close(), fallback.close()]);
    },
  };
}
