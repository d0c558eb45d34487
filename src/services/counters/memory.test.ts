// The in-process counters: fixed windows, peek without counting, and a bound on how many are kept.
import { describe, expect, test } from 'vitest';
import { createMemoryCounter } from './memory.ts';

describe('memory counter', () => {
  test('counts within a window, starts again after it; peek reads without counting', async () => {
    let t = 0;
    const c = createMemoryCounter(() => t);
    expect(c.peek('a')).toBe(0);
    expect([c.hit('a', 1000), c.hit('a', 1000), c.peek('a')]).toEqual([1, 2, 2]);
    t = 1000;
    expect(c.peek('a')).toBe(0);
    expect(c.hit('a', 1000)).toBe(1);
    await c.close();
  });

  test('holds at most `max` counters, dropping the one started longest ago', async () => {
    let t = 0;
    const c = createMemoryCounter(() => t, 3);
    for (const k of ['a', 'b', 'c']) c.hit(k, 10_000);
    t = 1;
    c.hit('a', 10_000); // a counted again: still started first
    c.hit('d', 10_000);
    expect(['a', 'b', 'c', 'd'].map((k) => c.peek(k))).toEqual([0, 1, 1, 1]);
    await c.close();
  });
});
