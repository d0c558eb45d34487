import { Redis } from 'ioredis';
import type { WindowCounter } from './port.ts';

// INCR and set the expiry on first hit in one round trip, atomically, so a crash between the two cannot leave a
// counter that never expires.
const HIT_SCRIPT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

const PREFIX = 'vedic:';

/**
 * A Redis round trip on loopback or a LAN takes well under a millisecond; one that takes longer than this is treated
 * as failed (and answered from the in-process counter, breaker.ts), so a stalled Redis never stalls a request.
 */
export const COMMAND_TIMEOUT_MS = 50;
/** How long start-up waits for the first connection before it starts with the breaker open. */
const FIRST_CONNECT_MS = 1000;

export interface RedisCounterStart {
  counter: WindowCounter;
  /** Set when Redis did not answer at start-up: why. */
  unreachable?: string;
}

/** Counters in Redis, shared by every process pointed at the same server. Put a breaker in front (breaker.ts). */
export async function connectRedisCounter(url: string): Promise<RedisCounterStart> {
  const redis = new Redis(url, {
    lazyConnect: false,
    connectTimeout: FIRST_CONNECT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    // Without a connection a command fails at once instead of waiting in a queue: the breaker answers it in process.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
    // Reconnect quickly (at most a second apart), so counters are shared again soon after Redis returns.
    retryStrategy: (times) => Math.min(times * 100, 1000),
  });
  // Failures surface through the breaker's hits and probes; without a listener ioredis prints every retry.
  redis.on('error', () => undefined);

  const counter: WindowCounter = {
    kind: 'redis',
    async hit(key, windowMs) {
      const n = await redis.eval(HIT_SCRIPT, 1, PREFIX + key, String(windowMs));
      return Number(n);
    },
    async peek(key) {
      return Number((await redis.get(PREFIX + key)) ?? 0);
    },
    async ping() {
      const start = performance.now();
      try {
        const answer = await redis.ping();
        return { ok: answer === 'PONG', latencyMs: performance.now() - start };
      } catch (e) {
        return { ok: false, latencyMs: performance.now() - start, detail: (e as Error).message };
      }
    },
    async close() {
      redis.disconnect();
      return Promise.resolve();
    },
  };

  const unreachable = await firstConnection(redis);
  return unreachable === undefined ? { counter } : { counter, unreachable };
}

/** Waits for the first connection, bounded; the reason when there is none. */
function firstConnection(redis: Redis): Promise<string | undefined> {
  if (redis.status === 'ready') return Promise.resolve(undefined);
  return new Promise((resolve) => {
    let lastError = 'no answer';
    const onError = (e: Error) => {
      lastError = e.message !== '' ? e.message : ((e as { code?: string }).code ?? e.name);
    };
    const done = (reason: string | undefined) => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      redis.off('error', onError);
      resolve(reason);
    };
    const onReady = () => done(undefined);
    const timer = setTimeout(() => done(`${lastError} within ${FIRST_CONNECT_MS} ms`), FIRST_CONNECT_MS);
    redis.on('ready', onReady);
    redis.on('error', onError);
  });
}
