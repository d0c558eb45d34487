/**
 * The sidereal sign of a graha at the sunrises of a scan, without its position every day: a known position answers
 * for any instant near it as long as the graha cannot have reached the edge of its sign in between (its greatest
 * daily motion bounds how far it can have gone, either way). Lagna shuddhi asks the signs of six grahas a day; over
 * 90 days most of them never change sign. The same bound tells that Jupiter or Venus is still far from the Sun (too
 * far to be combust) without its position that day.
 */
import type { Ayanamsa } from '../../astro/bodies.ts';
import { siderealPosition, type Position } from '../../astro/positions.ts';
import { signedDiff } from '../../vocabulary/angles.ts';

export type TrackedBody = 'Mars' | 'Mercury' | 'Saturn' | 'MeanNode' | 'Jupiter' | 'Venus';

/**
 * Greatest geocentric motion in longitude, degrees a day, with some room (Mars 0.79, Mercury 2.2, Saturn 0.13, the
 * mean node 0.053, Jupiter 0.243, Venus 1.26 over 1800-2400), plus the ayanamsa's drift (0.00004 a day).
 */
const MAX_DAILY_MOTION: Record<TrackedBody, number> = {
  Mars: 0.85,
  Mercury: 2.4,
  Saturn: 0.15,
  MeanNode: 0.06,
  Jupiter: 0.3,
  Venus: 1.35,
};

/** Room left for rounding when a bound decides (degrees): far below anything the bounds above leave. */
const ROUNDING = 1e-6;

export class SignTracker {
  private readonly known = new Map<TrackedBody, { jdUt: number; longitude: number }>();
  private readonly ayanamsa: Ayanamsa;

  constructor(ayanamsa: Ayanamsa) {
    this.ayanamsa = ayanamsa;
  }

  /** Sign index 0-11 of the body at an instant. */
  signAt(jdUt: number, body: TrackedBody): number {
    const k = this.known.get(body);
    if (k !== undefined) {
      const into = k.longitude % 30;
      if (Math.abs(jdUt - k.jdUt) * MAX_DAILY_MOTION[body] < Math.min(into, 30 - into))
        return Math.floor(k.longitude / 30);
    }
    return Math.floor(this.position(jdUt, body).longitude / 30);
  }

  /** The body's position at an instant, computed (and kept as its known position). */
  position(jdUt: number, body: TrackedBody): Position {
    const p = siderealPosition(jdUt, body, { ayanamsa: this.ayanamsa });
    this.known.set(body, { jdUt, longitude: p.longitude });
    return p;
  }

  /**
   * Whether the body is surely more than `distance` degrees from `longitude` at an instant, judged from its known
   * position alone (false when that cannot be told without its position).
   */
  surelyFarFrom(jdUt: number, body: TrackedBody, longitude: number, distance: number): boolean {
    const k = this.known.get(body);
    if (k === undefined) return false;
    const moved = Math.abs(jdUt - k.jdUt) * MAX_DAILY_MOTION[body];
    return Math.abs(signedDiff(k.longitude, longitude)) - moved > distance + ROUNDING;
  }
}
