/**
 * Sankrantis (the Sun entering a sidereal sign) and new and full moons, found by the same boundary finder as every
 * panchanga limb (Newton on the true angle with its ephemeris rate, to 1 s). Only steadily increasing angles are
 * searched this way; planets that turn retrograde need a different search and are not handled here.
 */
import type { Ayanamsa } from '../../astro/bodies.ts';
import { DEFAULT_AYANAMSA } from '../../astro/bodies.ts';
import type { Sample } from '../../astro/event-search.ts';
import { siderealPosition } from '../../astro/positions.ts';
import { elongation } from '../../astro/tithi.ts';
import { angleAt, crossing } from '../panchanga/boundary.ts';
import type { MovingAngle } from '../panchanga/limb-angle.ts';
import { type Sign, signAt } from '../../vocabulary/names.ts';

/** The Sun's sidereal longitude: 0.95-1.02 degrees a day, mean one sidereal year per circle. */
const SUN_LONGITUDE: MovingAngle = {
  meanRate: 360 / 365.256363,
  minRate: 0.9,
  evaluate(t: number, out: Sample, ayanamsa: Ayanamsa) {
    const p = siderealPosition(t, 'Sun', { ayanamsa });
    out.value = p.longitude;
    out.derivative = p.speed;
  },
};

/** Moon - Sun: at least 10 degrees a day, one synodic month per circle. */
const ELONGATION: MovingAngle = {
  meanRate: 360 / 29.530589,
  minRate: 10,
  evaluate(t: number, out: Sample) {
    elongation(t, out);
  },
};

export interface Sankranti {
  jdUt: number;
  sign: Sign;
}

/** The next time the Sun enters a sidereal sign, after `jdUt`. */
export function nextSankranti(jdUt: number, ayanamsa: Ayanamsa = DEFAULT_AYANAMSA): Sankranti {
  const a = angleAt(SUN_LONGITUDE, jdUt, ayanamsa);
  const index = (Math.floor(a.angle / 30) + 1) % 12;
  const delta = (Math.floor(a.angle / 30) + 1) * 30 - a.angle;
  return { jdUt: crossing(SUN_LONGITUDE, ayanamsa, a, delta), sign: signAt(index) };
}

/** The next instant the elongation reaches `target` degrees (0: new moon, 180: full moon), after `jdUt`. */
function nextElongation(jdUt: number, target: number): number {
  const a = angleAt(ELONGATION, jdUt, DEFAULT_AYANAMSA);
  const delta = (target - a.angle + 360) % 360 || 360;
  return crossing(ELONGATION, DEFAULT_AYANAMSA, a, delta);
}

export const nextNewMoon = (jdUt: number): number => nextElongation(jdUt, 0);
export const nextFullMoon = (jdUt: number): number => nextElongation(jdUt, 180);
