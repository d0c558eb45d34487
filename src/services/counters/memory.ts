import type { WindowCounter } from './port.ts';

/**
 * At most this many counters in process. A counter is a few hundred bytes, so this bounds the store near 40 MB
 * however many addresses and clients come; when full, the counter started longest ago is dropped first. Dropping
 * one forgets a count (a limit then starts again) or a remembered sign-in (that client is then treated as new), never
 * more: the service stays correct, only more lenient for that key. Redis (REDIS_URL) keeps them with their windows.
 */
export const MEMORY_COUNTERS_MAX = 200_000;

/** Counters in this process's memory. Expired keys are swept once a minute so the map cannot grow without bound. */
export function createMemoryCounter(now: () => number = Date.now, max = MEMORY_COUNTERS_MAX): WindowCounter {
  const counts = new Map<string, { count: number; expiresAt: number }>();
  const sweep = setInterval(() => {
    const t = now();
    for (const [k, v] of counts) if (v.expiresAt <= t) counts.delete(k);
  }, 60_000);
  sweep.unref();

  return {
    kind: 'memory',
    hit(key, windowMs) {
      const t = now();
      const entry = counts.get(key);
      if (entry === undefined || entry.expiresAt <= t) {
        // A restarted window goes to the end of the map's order, so the first key is the one started longest ago.
        counts.delete(key);
        if (counts.size >= max) {
          const oldest = counts.keys().next();
          if (oldest.done !== true) counts.delete(oldest.value);
        }
        counts.set(key, { count: 1, expiresAt: t + windowMs });
        return 1;
      }
      entry.count += 1;
      return entry.count;
    },
    peek(key) {
      const entry = counts.get(key);
      return entry === undefined || entry.expiresAt <= now() ? 0 : entry.count;
    },
    ping: () => Promise.resolve({ ok: true, latencyMs: 0 }),
    close() {
      clearInterval(sweep);
      counts.clear();
      return Promise.resolve();
    },
  };
}
