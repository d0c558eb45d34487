import { Redis } from 'ioredis';
import type { WindowCounter } from './port.ts';

// INCR and set the expiry on first hit in one round trip, atomically, so a crash between the two cannot leave a
// counter that never expires.
const HIT_SCRIPT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

const PREFIX = 'vedic:';

/** Counters in Redis, shared by every process pointed at the same server. */
export function createRedisCounter(url: string): WindowCounter {
  const redis = new Redis(url, {
    lazyConnect: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 1000,
    enableOfflineQueue: true,
  });
  // Errors surface through ping() and failed hits; without a listener ioredis would print each retry.
  redis.on('error', () => undefined);

  return {
    kind: 'redis',
    async hit(key, windowMs) {
      const n = await redis.eval(HIT_SCRIPT, 1, PREFIX + key, String(windowMs));
      return Number(n);
    },
    async ping() {
      const start = performance.now();
      try {
        const answer = await Promise.race([
          redis.ping(),
          new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer within 1 s')), 1000).unref()),
        ]);
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
}
