// The in-process queue: one job per id while it waits or runs, bounded concurrency, retries, and room-waiting adds.
import { describe, expect, test } from 'vitest';
import { createInProcessQueue } from './in-process.ts';

const tick = () => new Promise((r) => setTimeout(r, 1));

describe('in-process queue', () => {
  test('an id waiting or running is not added twice; after it is done it may run again', async () => {
    const runs: string[] = [];
    const q = createInProcessQueue<string>({
      run: async (d) => {
        runs.push(d);
        await tick();
      },
      concurrency: 2,
      attempts: 1,
      backoffMs: 1,
      highWater: 100,
    });
    await q.add([
      { id: 'a', data: 'a1' },
      { id: 'b', data: 'b' },
      { id: 'a', data: 'a2' },
    ]);
    await q.add([{ id: 'a', data: 'a3' }]);
    await q.idle();
    expect(runs.sort()).toEqual(['a1', 'b']);
    await q.add([{ id: 'a', data: 'a4' }]);
    await q.idle();
    expect(runs).toContain('a4');
    await q.close();
  });

  test('never more than `concurrency` jobs at once; add waits for room above the high-water mark', async () => {
    let now = 0;
    let most = 0;
    const q = createInProcessQueue<number>({
      run: async () => {
        most = Math.max(most, ++now);
        await tick();
        now--;
      },
      concurrency: 3,
      attempts: 1,
      backoffMs: 1,
      highWater: 5,
    });
    await q.add(Array.from({ length: 40 }, (_, i) => ({ id: String(i), data: i })));
    await q.idle();
    expect(most).toBe(3);
    await q.close();
  });

  test('a failing job is tried `attempts` times with backoff, then reported once', async () => {
    let tries = 0;
    const failed: string[] = [];
    const q = createInProcessQueue<null>({
      run: async () => {
        tries++;
        throw new Error('smtp down');
      },
      concurrency: 1,
      attempts: 3,
      backoffMs: 2,
      highWater: 10,
      onFailed: (id) => failed.push(id),
    });
    await q.add([{ id: 'x', data: null }]);
    await q.idle();
    expect(tries).toBe(3);
    expect(failed).toEqual(['x']);
    await q.close();
  });

  test('a job that fails once then succeeds is done, and not reported', async () => {
    let tries = 0;
    const failed: string[] = [];
    const q = createInProcessQueue<null>({
      run: async () => {
        if (++tries === 1) throw new Error('once');
      },
      concurrency: 1,
      attempts: 3,
      backoffMs: 1,
      highWater: 10,
      onFailed: (id) => failed.push(id),
    });
    await q.add([{ id: 'y', data: null }]);
    await q.idle();
    expect(tries).toBe(2);
    expect(failed).toEqual([]);
    await q.close();
  });
});
