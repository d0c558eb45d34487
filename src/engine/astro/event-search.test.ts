import { describe, expect, test } from 'vitest';
import { findRoot, type Sample } from './event-search.ts';

function counting(f: (t: number) => number, df: (t: number) => number) {
  const calls = { n: 0 };
  return {
    calls,
    evaluate(t: number, out: Sample): void {
      calls.n += 1;
      out.value = f(t);
      out.derivative = df(t);
    },
  };
}

describe('findRoot (Newton in a bracket, bisection fallback)', () => {
  test('rising function: converges in a few Newton steps', () => {
    const c = counting(
      (t) => t * t * t - 2,
      (t) => 3 * t * t,
    );
    const root = findRoot({ evaluate: c.evaluate, lo: 0, hi: 3, rising: true, tolerance: 1e-9 });
    expect(root).toBeCloseTo(Math.cbrt(2), 12);
    expect(c.calls.n).toBeLessThan(12);
  });

  test('falling function', () => {
    const c = counting(
      (t) => Math.cos(t),
      (t) => -Math.sin(t),
    );
    expect(findRoot({ evaluate: c.evaluate, lo: 0, hi: 3, rising: false, tolerance: 1e-10 })).toBeCloseTo(
      Math.PI / 2,
      10,
    );
  });

  test('a useless derivative falls back to bisection and still converges', () => {
    const c = counting(
      (t) => t - 0.3,
      () => 0,
    );
    expect(findRoot({ evaluate: c.evaluate, lo: 0, hi: 1, rising: true, tolerance: 1e-9 })).toBeCloseTo(0.3, 8);
    const d = counting(
      (t) => t - 0.3,
      () => Number.NaN,
    );
    expect(findRoot({ evaluate: d.evaluate, lo: 0, hi: 1, rising: true, tolerance: 1e-9 })).toBeCloseTo(0.3, 8);
  });

  test('Newton steps that leave the bracket are replaced by bisection', () => {
    // atan: plain Newton from t = 3 diverges; the bracket keeps it safe.
    const c = counting(
      (t) => Math.atan(t),
      (t) => 1 / (1 + t * t),
    );
    expect(findRoot({ evaluate: c.evaluate, lo: -2, hi: 10, rising: true, tolerance: 1e-12, guess: 3 })).toBeCloseTo(
      0,
      10,
    );
  });

  test('a converged step below the resolution of a Julian day returns at once (no bisection)', () => {
    const root = 2462434.107295009;
    const c = counting(
      (t) => (t - root) * 10.84,
      () => 10.84,
    );
    const got = findRoot({
      evaluate: c.evaluate,
      lo: 2462433.377,
      hi: 2462434.627,
      rising: true,
      tolerance: 1 / 86400,
      guess: 2462434.1074,
    });
    expect(Math.abs(got - root) * 86400).toBeLessThan(1e-3);
    expect(c.calls.n).toBeLessThanOrEqual(3);
  });

  test('bad input and no convergence are errors, not silent answers', () => {
    const c = counting(
      (t) => t,
      () => 1,
    );
    expect(() => findRoot({ evaluate: c.evaluate, lo: 1, hi: 1, rising: true, tolerance: 1e-9 })).toThrow(
      expect.objectContaining({ code: 'ROOT_NOT_FOUND' }),
    );
    const slow = counting(
      (t) => t - 0.123456789,
      () => 0,
    );
    expect(() =>
      findRoot({ evaluate: slow.evaluate, lo: 0, hi: 1, rising: true, tolerance: 1e-30, maxIterations: 5 }),
    ).toThrow(expect.objectContaining({ code: 'ROOT_NOT_FOUND' }));
  });
});
