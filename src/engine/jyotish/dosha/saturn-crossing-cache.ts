/**
 * Saturn's sign crossings, memoised in fixed ten-year blocks per ayanamsa (transit/crossing-cache.ts, shared with
 * Jupiter). Sade-sati asks for a 52-year window on every call (about 1,300 Saturn positions); the blocks make that
 * a lookup after the first call near a date, and the same on a cold and a warm process.
 */
import type { Ayanamsa } from '../../astro/bodies.ts';
import { clearCrossingCache, signCrossingsCached } from '../transit/crossing-cache.ts';
import type { SignCrossing } from './saturn-ingress.ts';

/** Saturn's or Jupiter's crossings from the same memo, under the name the activation reports use. */
export { signCrossingsCached as crossingsCached };

/** Saturn's sign crossings in [fromJdUt, toJdUt] (inside the ephemeris range), in time order. */
export function saturnCrossingsCached(fromJdUt: number, toJdUt: number, ayanamsa: Ayanamsa): SignCrossing[] {
  return signCrossingsCached('Saturn', fromJdUt, toJdUt, ayanamsa);
}

/** Empties Saturn's memo (the bench prices a cold call with it). */
export function clearSaturnCrossingCache(): void {
  clearCrossingCache('Saturn');
}
