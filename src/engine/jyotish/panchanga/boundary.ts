/**
 * The one boundary finder for every limb: the instant a limb's angle reaches a given value, by Newton on the true
 * angle with its ephemeris rate (astro/event-search), to 1 second. The angle is unwrapped against a straight line
 * at the limb's mean rate, so a search may span any number of arcs (a new moon a month away) without the
 * 360 -> 0 wrap ever looking like a root: the true angle never strays anywhere near 180 degrees from that line.
 */
import { signedDiff } from '../../vocabulary/angles.ts';
import type { Ayanamsa } from '../../astro/bodies.ts';
import { DEFAULT_AYANAMSA } from '../../astro/bodies.ts';
import { findRoot, type Sample } from '../../astro/event-search.ts';
import { SECONDS_PER_DAY } from '../../astro/time.ts';
import { arcIndex, arcStart, LIMB_ANGLES, type LimbAngle, type LimbId, type MovingAngle } from './limb-angle.ts';

const ONE_SECOND = 1 / SECONDS_PER_DAY;
/** Slack added to every bracket beyond the bound given by the limb's minimum rate, days. */
const BRACKET_PAD = 0.01;
/**
 * Over more than this many degrees the guess uses the mean rate, not the rate at the start: a month away, the
 * instantaneous rate can be 20% off while the mean is within a day.
 */
const LOCAL_RATE_SPAN = 30;

/** A limb's angle and rate at an instant (angle in [0, 360)). */
export interface AngleAt {
  jdUt: number;
  angle: number;
  rate: number;
}

export function angleAt(limb: MovingAngle, jdUt: number, ayanamsa: Ayanamsa): AngleAt {
  const s: Sample = { value: 0, derivative: 0 };
  limb.evaluate(jdUt, s, ayanamsa);
  return { jdUt, angle: s.value, rate: s.derivative };
}

/**
 * The instant at which the angle has moved `delta` degrees from `from` (negative: the past). `guess`, when given,
 * is the first point Newton evaluates; the result is always the root of the true function.
 */
export function crossing(limb: MovingAngle, ayanamsa: Ayanamsa, from: AngleAt, delta: number, guess?: number): number {
  if (delta === 0) return from.jdUt;
  const t0 = from.jdUt;
  const a0 = from.angle;
  const target = a0 + delta;
  const mean = limb.meanRate;
  const span = Math.abs(delta) / limb.minRate + BRACKET_PAD;
  const rate = Math.abs(delta) <= LOCAL_RATE_SPAN && from.rate > 0 ? from.rate : mean;
  return findRoot({
    evaluate(t, out) {
      limb.evaluate(t, out, ayanamsa);
      const line = a0 + mean * (t - t0);
      out.value = line + signedDiff(out.value, line) - target;
    },
    lo: delta > 0 ? t0 : t0 - span,
    hi: delta > 0 ? t0 + span : t0,
    rising: true,
    tolerance: ONE_SECOND,
    guess: guess ?? t0 + delta / rate,
  });
}

/** Degrees from the angle at `a` back to the start of its arc (<= 0) and on to its end (> 0). */
export function arcDeltas(limb: LimbAngle, a: AngleAt): { index: number; toStart: number; toEnd: number } {
  const index = arcIndex(limb, a.angle);
  return { index, toStart: Math.min(0, arcStart(limb, index) - a.angle), toEnd: arcStart(limb, index + 1) - a.angle };
}

export interface LimbSpan {
  limb: LimbId;
  /** Arc index at the instant asked: tithi 0-29, karana (half-tithi) 0-59, nakshatra and yoga 0-26. */
  index: number;
  startJdUt: number;
  endJdUt: number;
}

export interface LimbOptions {
  ayanamsa?: Ayanamsa;
}

/** Start and end (JD UT, to 1 s) of the limb running at `jdUt`. */
export function limbSpan(jdUt: number, limb: LimbId, options: LimbOptions = {}): LimbSpan {
  const ayanamsa = options.ayanamsa ?? DEFAULT_AYANAMSA;
  const angle = LIMB_ANGLES[limb];
  const a = angleAt(angle, jdUt, ayanamsa);
  const d = arcDeltas(angle, a);
  return {
    limb,
    index: d.index,
    startJdUt: crossing(angle, ayanamsa, a, d.toStart),
    endJdUt: crossing(angle, ayanamsa, a, d.toEnd),
  };
}

/** End (JD UT) of the limb running at `jdUt`: the next boundary of its angle. */
export function limbEnd(jdUt: number, limb: LimbId, options: LimbOptions = {}): number {
  const ayanamsa = options.ayanamsa ?? DEFAULT_AYANAMSA;
  const angle = LIMB_ANGLES[limb];
  const a = angleAt(angle, jdUt, ayanamsa);
  return crossing(angle, ayanamsa, a, arcDeltas(angle, a).toEnd);
}

/** Start (JD UT) of the limb running at `jdUt`: the previous boundary of its angle. */
export function limbStart(jdUt: number, limb: LimbId, options: LimbOptions = {}): number {
  const ayanamsa = options.ayanamsa ?? DEFAULT_AYANAMSA;
  const angle = LIMB_ANGLES[limb];
  const a = angleAt(angle, jdUt, ayanamsa);
  return crossing(angle, ayanamsa, a, arcDeltas(angle, a).toStart);
}
