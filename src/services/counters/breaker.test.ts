// The Redis circuit breaker with a fake clock and a fake Redis: failures never reach the caller, the breaker opens
// after a run of failures and counts in process, re-probes after the cool-down, closes on a PONG, and logs once per
// change of state.
import { describe, expect, test } from 'vitest';
import { createBreakerCounter } from './breaker.ts';
import { createMemoryCounter } from './memory.ts';
import type { WindowCounter } from './port.ts';

/** A Redis stand-in: counts like Redis while up; while down every hit and ping fails as a lost connection does. */
function fakeRedis() {
  const counts = new Map<string, number>();
  const state = { up: true, hits: 0, pings: 0 };
  const counter: WindowCounter = {
    kind: 'redis',
    hit(key) {
      state.hits++;
      if (!state.up) return Promise.reject(new Error('Connection is closed.'));
      const n = (counts.get(key) ?? 0) + 1;
      counts.set(key, n);
      return Promise.resolve(n);
    },
    peek(key) {
      if (!state.up) return Promise.reject(new Error('Connection is closed.'));
      return Promise.resolve(counts.get(key) ?? 0);
    },
    ping() {
      state.pings++;
      return Promise.resolve(
        state.up ? { ok: true, latencyMs: 0.1 } : { ok: false, latencyMs: 0, detail: 'connect ECONNREFUSED' },
      );
    },
    close: () => Promise.resolve(),
  };
  return { counter, state, counts };
}

function setup(startOpen?: { reason: string }) {
  const clock = { t: 1_000_000 };
  const now = () => clock.t;
  const redis = fakeRedis();
  const logs: string[] = [];
  const breaker = createBreakerCounter({
    remote: redis.counter,
    fallback: createMemoryCounter(now),
    now,
    cooldownMs: 2000,
    failuresToOpen: 3,
    log: (level, message) => logs.push(`${level}: ${message}`),
    ...(startOpen === undefined ? {} : { startOpen }),
  });
  return { clock, redis, logs, breaker };
}

const settle = () => new Promise((r) => setImmediate(r));

describe('Redis circuit breaker', () => {
  test('closed: hits go to Redis and are shared', async () => {
    const { redis, breaker, logs } = setup();
    expect(await breaker.hit('k', 60_000)).toBe(1);
    expect(await breaker.hit('k', 60_000)).toBe(2);
    expect(redis.counts.get('k')).toBe(2);
    expect(breaker.mode()).toBe('shared');
    expect(logs).toEqual([]);
  });

  test('a failing hit is answered from the in-process counter, never thrown', async () => {
    const { redis, breaker } = setup();
    redis.state.up = false;
    await expect(Promise.resolve(breaker.hit('k', 60_000))).resolves.toBe(1);
    await expect(Promise.resolve(breaker.hit('k', 60_000))).resolves.toBe(2);
    expect(breaker.mode()).toBe('shared'); // two failures: not yet open
  });

  test('opens after the run of failures, logs once, then counts in process without touching Redis', async () => {
    const { redis, breaker, logs } = setup();
    redis.state.up = false;
    for (let i = 0; i < 3; i++) await breaker.hit('k', 60_000);
    expect(breaker.mode()).toBe('in_process');
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/^warn: Redis unreachable \(Connection is closed\.\)/);

    const hitsBefore = redis.state.hits;
    const answers: (number | Promise<number>)[] = [];
    for (let i = 0; i < 100; i++) answers.push(breaker.hit('k', 60_000));
    // Synchronous answers: an open breaker adds no wait at all to a request.
    expect(answers.every((a) => typeof a === 'number')).toBe(true);
    expect(answers.at(-1)).toBe(103); // the in-process count carries on from the failed hits
    expect(redis.state.hits).toBe(hitsBefore);
    expect(redis.state.pings).toBe(0); // no probe before the cool-down
    expect(logs).toHaveLength(1);
  });

  test('a success resets the run: scattered failures do not open it', async () => {
    const { redis, breaker } = setup();
    for (let i = 0; i < 10; i++) {
      redis.state.up = i % 3 !== 2;
      await breaker.hit('k', 60_000);
      redis.state.up = false;
      await breaker.hit('k', 60_000);
      redis.state.up = true;
      await breaker.hit('k', 60_000);
    }
    expect(breaker.mode()).toBe('shared');
  });

  test('re-probes once per cool-down while Redis stays down, silently; closes and logs when it answers', async () => {
    const { clock, redis, breaker, logs } = setup();
    redis.state.up = false;
    for (let i = 0; i < 3; i++) await breaker.hit('k', 60_000);

    clock.t += 1999;
    breaker.hit('k', 60_000);
    expect(redis.state.pings).toBe(0);

    clock.t += 1;
    for (let i = 0; i < 20; i++) breaker.hit('k', 60_000); // one probe, however many hits arrive meanwhile
    await settle();
    expect(redis.state.pings).toBe(1);
    expect(breaker.mode()).toBe('in_process');

    clock.t += 1000;
    breaker.hit('k', 60_000);
    await settle();
    expect(redis.state.pings).toBe(1); // the failed probe started another cool-down

    clock.t += 1000;
    redis.state.up = true;
    breaker.hit('k', 60_000); // this hit is still counted in process; its probe closes the breaker
    await settle();
    expect(redis.state.pings).toBe(2);
    expect(breaker.mode()).toBe('shared');
    expect(logs).toHaveLength(2);
    expect(logs[1]).toMatch(/^info: Redis answers again/);

    expect(await breaker.hit('fresh', 60_000)).toBe(1);
    expect(redis.counts.get('fresh')).toBe(1);
  });

  test('a health ping while open probes when due and reports the fallback; a failing ping counts as a failure', async () => {
    const { clock, redis, breaker } = setup();
    redis.state.up = false;
    for (let i = 0; i < 3; i++) expect((await breaker.ping()).ok).toBe(false);
    expect(breaker.mode()).toBe('in_process');
    const p = await breaker.ping();
    expect(p.ok).toBe(false);
    expect(p.detail).toMatch(/counting in process until Redis answers/);

    redis.state.up = true;
    clock.t += 2000;
    expect((await breaker.ping()).ok).toBe(true);
    expect(breaker.mode()).toBe('shared');
  });

  test('started open (Redis down at start): says so once, probes on the first hit', async () => {
    const { redis, breaker, logs } = setup({ reason: 'connect ECONNREFUSED' });
    expect(breaker.mode()).toBe('in_process');
    expect(logs).toEqual([expect.stringMatching(/^warn: Redis unreachable at start \(connect ECONNREFUSED\)/)]);
    expect(breaker.hit('k', 60_000)).toBe(1);
    await settle();
    expect(redis.state.pings).toBe(1);
    expect(breaker.mode()).toBe('shared');
  });
});
