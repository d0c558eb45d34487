/**
 * Sphuta drishti: the virupas of aspect a graha casts on a point `arc` degrees ahead of it (aspected - aspecting),
 * by the BPHS curve with Raman's additions for the special aspects of Mars, Jupiter and Saturn, capped at 60
 * (tables/strength/shadbala-drishti.ts).
 */
import { norm360 } from '../../../vocabulary/angles.ts';
import { DRISHTI_CURVE, SPECIAL_DRISHTI } from '../../../tables/strength/shadbala-drishti.ts';
import type { SevenGraha } from '../../../vocabulary/names.ts';

/** The general curve, by linear interpolation between its breakpoints. */
export function drishtiCurve(arc: number): number {
  const a = norm360(arc);
  const pts = DRISHTI_CURVE.data;
  for (let i = 1; i < pts.length; i++) {
    const [x1, y1] = pts[i] ?? [360, 0];
    const [x0, y0] = pts[i - 1] ?? [0, 0];
    if (a < x1) return y0 + ((y1 - y0) * (a - x0)) / (x1 - x0);
  }
  return 0;
}

export function drishtiValue(aspecting: SevenGraha, arc: number): number {
  const a = norm360(arc);
  const base = drishtiCurve(a);
  if (aspecting !== 'Mars' && aspecting !== 'Jupiter' && aspecting !== 'Saturn') return base;
  const special = SPECIAL_DRISHTI.data[aspecting];
  const inArc = special.arcs.some(([from, to]) => a >= from && a < to);
  return inArc ? Math.min(SPECIAL_DRISHTI.data.cap, base + special.add) : base;
}
