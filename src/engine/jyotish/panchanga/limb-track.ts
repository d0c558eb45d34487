/**
 * One limb across a day: the arc running at the start of the day with its start and end, and every boundary crossed
 * before the day ends. Each boundary is a root of the true angle (boundary.ts). Inside the day the first guess
 * comes from a cubic through the angle and rate at both ends, good to about a second, so Newton usually needs a
 * single ephemeris evaluation per boundary.
 */
import type { Ayanamsa } from '../../astro/bodies.ts';
import { arcDeltas, crossing, type AngleAt } from './boundary.ts';
import { arcIndex, arcStart, type ArcAngle, type LimbAngle } from './limb-angle.ts';

export interface LimbChange {
  /** Arc index entered at this instant. */
  index: number;
  jdUt: number;
}

export interface LimbTrack {
  limb: LimbAngle;
  /** Arc running at the start of the day. */
  index: number;
  startJdUt: number;
  endJdUt: number;
  /** Boundaries crossed after the start and up to the end of the day, in time order. */
  changes: LimbChange[];
  /** Arc running at the end of the day. */
  indexAtEnd: number;
}

/**
 * Only the boundaries crossed between two samples of the angle less than a turn apart (a day, say): what a scan over
 * many days needs, without each day's first start and last end.
 */
export function limbChanges(limb: ArcAngle, ayanamsa: Ayanamsa, a0: AngleAt, a1: AngleAt): LimbChange[] {
  const first = arcIndex(limb, a0.angle);
  // Unwrapped advance over the span: less than one turn (at most ~25 degrees a day).
  const advance = (((a1.angle - a0.angle) % 360) + 360) % 360;
  const lastUnwrapped = Math.floor(((a0.angle + advance) * limb.count) / 360);
  const changes: LimbChange[] = [];
  for (let k = first + 1; k <= lastUnwrapped; k++) {
    const delta = arcStart(limb, k) - a0.angle;
    const guess = hermiteGuess(a0, a1, advance, delta);
    changes.push({ index: k % limb.count, jdUt: crossing(limb, ayanamsa, a0, delta, guess) });
  }
  return changes;
}

export function trackLimb(limb: LimbAngle, ayanamsa: Ayanamsa, a0: AngleAt, a1: AngleAt): LimbTrack {
  const first = arcDeltas(limb, a0);
  const changes = limbChanges(limb, ayanamsa, a0, a1);
  const startJdUt = crossing(limb, ayanamsa, a0, first.toStart);
  const endJdUt = changes[0]?.jdUt ?? crossing(limb, ayanamsa, a1, arcDeltas(limb, a1).toEnd);
  return { limb, index: first.index, startJdUt, endJdUt, changes, indexAtEnd: arcIndex(limb, a1.angle) };
}

/**
 * Where a cubic Hermite through (t0, 0, rate0) and (t1, advance, rate1) reaches `delta`: only a first guess for
 * Newton on the true angle, never a result.
 */
function hermiteGuess(a0: AngleAt, a1: AngleAt, advance: number, delta: number): number {
  const h = a1.jdUt - a0.jdUt;
  const m0 = a0.rate * h;
  const m1 = a1.rate * h;
  let s = delta / advance;
  for (let i = 0; i < 4; i++) {
    const s2 = s * s;
    const s3 = s2 * s;
    const p = (s3 - 2 * s2 + s) * m0 + (-2 * s3 + 3 * s2) * advance + (s3 - s2) * m1;
    const dp = (3 * s2 - 4 * s + 1) * m0 + (-6 * s2 + 6 * s) * advance + (3 * s2 - 2 * s) * m1;
    if (!(dp > 0)) break;
    s = Math.min(1, Math.max(0, s - (p - delta) / dp));
  }
  return a0.jdUt + s * h;
}
