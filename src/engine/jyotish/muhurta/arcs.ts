/**
 * Arcs a muhurta scan tracks beside the four limbs: the Moon's sign (chandrabala, travel), the Sun's sign
 * (kharmas, dagdha tithi) and the Sun's star (ravi yoga). Each is an increasing sidereal angle cut into equal arcs,
 * found by the same boundary finder as the limbs.
 */
import type { Sample } from '../../astro/event-search.ts';
import { siderealPosition } from '../../astro/positions.ts';
import { LIMB_ANGLES, type ArcAngle } from '../panchanga/limb-angle.ts';
import type { SunMoon } from '../panchanga/sun-moon.ts';

export interface ReadableArc extends ArcAngle {
  read(s: SunMoon, out: Sample): void;
}

const moonLongitude = LIMB_ANGLES.nakshatra;

const sunLongitude = (count: number): ReadableArc => ({
  count,
  meanRate: 360 / 365.256363,
  minRate: 0.9,
  evaluate(t, out, ayanamsa) {
    const p = siderealPosition(t, 'Sun', { ayanamsa });
    out.value = p.longitude;
    out.derivative = p.speed;
  },
  read(s, out) {
    out.value = s.sun.longitude;
    out.derivative = s.sun.speed;
  },
});

export const SCAN_ARCS = {
  tithi: LIMB_ANGLES.tithi,
  karana: LIMB_ANGLES.karana,
  nakshatra: LIMB_ANGLES.nakshatra,
  yoga: LIMB_ANGLES.yoga,
  moonSign: {
    count: 12,
    meanRate: moonLongitude.meanRate,
    minRate: moonLongitude.minRate,
    evaluate: (t, out, ayanamsa) => moonLongitude.evaluate(t, out, ayanamsa),
    read: (s, out) => moonLongitude.read(s, out),
  },
  sunSign: sunLongitude(12),
  sunNakshatra: sunLongitude(27),
} as const satisfies Record<string, ReadableArc>;

export type ArcId = keyof typeof SCAN_ARCS;
export const ARC_IDS = Object.keys(SCAN_ARCS) as ArcId[];
