import type { WindowCounter } from './port.ts';

/** Counters in this process's memory. Expired keys are swept once a minute so the map cannot grow without bound. */
export function createMemoryCounter(now: () => number = Date.now): WindowCounter {
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
