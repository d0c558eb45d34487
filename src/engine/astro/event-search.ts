/**
 * Root finder for event times (limb ends, ingresses, sankrantis): Newton's method on the true function using its
 * derivative from the ephemeris speeds, kept inside a bracket and falling back to bisection whenever a Newton step
 * would leave it. Never steps minute by minute, never extrapolates linearly from a daily speed.
 */
import { EngineError } from '../errors.ts';

/** One evaluation of the target function; `evaluate` writes into it so a search allocates once. */
export interface Sample {
  value: number;
  /** d value / dt, in value units per unit of t (degrees per day for longitudes). */
  derivative: number;
}

export interface RootSearch {
  evaluate: (t: number, out: Sample) => void;
  /** Bracket, as asserted by the caller: the function changes sign exactly once in [lo, hi]. */
  lo: number;
  hi: number;
  /** True when the value is negative at lo and positive at hi; false for the reverse. */
  rising: boolean;
  /** The root is returned once a step is smaller than this (units of t). */
  tolerance: number;
  /** First point to evaluate; default the middle of the bracket. */
  guess?: number;
  maxIterations?: number;
}

const rootNotFound = (problem: string): EngineError<'ROOT_NOT_FOUND'> =>
  new EngineError('ROOT_NOT_FOUND', null, { problem });

export function findRoot(search: RootSearch): number {
  const { evaluate, rising, tolerance } = search;
  let a = search.lo;
  let b = search.hi;
  if (!(b > a)) throw rootNotFound(`empty bracket [${a}, ${b}]`);
  const maxIterations = search.maxIterations ?? 60;
  const s: Sample = { value: 0, derivative: 0 };
  let x = search.guess ?? (a + b) / 2;
  if (!(x > a && x < b)) x = (a + b) / 2;

  for (let i = 0; i < maxIterations; i++) {
    evaluate(x, s);
    if (s.value === 0) return x;
    // Shrink the bracket to the side that still holds the sign change.
    if (s.value < 0 === rising) a = x;
    else b = x;
    const step = s.value / s.derivative;
    // Converged: test the step itself, since x - step can round back onto a bracket end (JD ulp is 40 us).
    if (Math.abs(step) < tolerance) return Math.min(b, Math.max(a, x - step));
    let next = x - step;
    if (!(next > a && next < b)) next = (a + b) / 2; // also catches a zero or NaN derivative
    if (b - a < tolerance) return next;
    x = next;
  }
  throw rootNotFound(`no convergence in ${maxIterations} iterations within [${a}, ${b}]`);
}
