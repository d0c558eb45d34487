/**
 * Every instant Saturn crosses a sidereal sign boundary in a window, retrograde crossings included: the slow-graha
 * crossing search (transit/sign-crossings.ts, 30-day brackets split at stations, each crossing found by the root
 * finder to 1 second) for Saturn.
 */
import type { Ayanamsa } from '../../astro/bodies.ts';
import { signCrossings, signIndexAt, type SignCrossing } from '../transit/sign-crossings.ts';

export type { SignCrossing };

/** Saturn's sign crossings in [fromJdUt, toJdUt], in time order. */
export function saturnCrossings(fromJdUt: number, toJdUt: number, ayanamsa: Ayanamsa): SignCrossing[] {
  return signCrossings('Saturn', fromJdUt, toJdUt, ayanamsa);
}

/** Saturn's sidereal sign index at an instant. */
export function saturnSignAt(jdUt: number, ayanamsa: Ayanamsa): number {
  return signIndexAt('Saturn', jdUt, ayanamsa);
}
