/**
 * The sidereal sign of a graha at the sunrises of a scan, without its position every day: a known position answers
 * for any instant near it as long as the graha cannot have reached the edge of its sign in between (its greatest
 * daily motion bounds how far it can have gone, either way). Lagna shuddhi asks the signs of six grahas a day; over
 * 90 days most of them never change sign.
 */
import type { Ayanamsa } from '../../astro/bodies.ts';
import { siderealPosition } from '../../astro/positions.ts';

export type TrackedBody = 'Mars' | 'Mercury' | 'Saturn' | 'MeanNode';

/**
 * Greatest geocentric motion in longitude, degrees a day, with some room (Mars 0.79, Mercury 2.2, Saturn 0.13, the
 * mean node 0.053), plus the ayanamsa's drift (0.00004 a day).
 */
const MAX_DAILY_MOTION: Record<TrackedBody, number> = { Mars: 0.85, Mercury: 2.4, Saturn: 0.15, MeanNode: 0.06 };

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
    const longitude = siderealPosition(jdUt, body, { ayanamsa: this.ayanamsa }).longitude;
    this.known.set(body, { jdUt, longitude });
    return Math.floor(longitude / 30);
  }
}
