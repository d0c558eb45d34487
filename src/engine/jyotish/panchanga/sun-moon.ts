/**
 * The Sun and Moon at one instant, sidereal, computed once and shared by every limb (tithi, karana, nakshatra,
 * yoga) and by the `sun`/`moon` fields of the result: two ephemeris calls per instant, never more.
 */
import type { Ayanamsa } from '../../astro/bodies.ts';
import { siderealPosition, type Position } from '../../astro/positions.ts';

export interface SunMoon {
  jdUt: number;
  sun: Position;
  moon: Position;
}

export function sunMoonAt(jdUt: number, ayanamsa: Ayanamsa): SunMoon {
  return {
    jdUt,
    sun: siderealPosition(jdUt, 'Sun', { ayanamsa }),
    moon: siderealPosition(jdUt, 'Moon', { ayanamsa }),
  };
}
