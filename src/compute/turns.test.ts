import { describe, expect, test } from 'vitest';
import { createTurns } from './turns.ts';

describe('one computation per event-loop turn', () => {
  test('tasks run first in first out, each in its own turn, so other callbacks run between them', async () => {
    const inTurn = createTurns();
    const order: string[] = [];
    const done = [1, 2, 3].map((n) =>
      inTurn(() => {
        order.push(`task ${n}`);
        // Queued now, it runs in the next check phase: after this task, before the task after next at the latest.
        setImmediate(() => order.push(`between after ${n}`));
        return n * 10;
      }),
    );
    expect(order).toEqual([]); // nothing runs in the caller's turn
    expect(await Promise.all(done)).toEqual([10, 20, 30]);
    await new Promise((r) => setImmediate(r));
    expect(order.filter((o) => o.startsWith('task'))).toEqual(['task 1', 'task 2', 'task 3']);
    expect(order.indexOf('between after 1')).toBeLessThan(order.indexOf('task 3'));
  });

  test('a throwing task rejects its own promise and the queue goes on', async () => {
    const inTurn = createTurns();
    const bad = inTurn(() => {
      throw new Error('no such chart');
    });
    const good = inTurn(() => 'ok');
    await expect(bad).rejects.toThrow('no such chart');
    await expect(good).resolves.toBe('ok');
  });
});
