/**
 * The Placidus bhava of a longitude in KP: the house whose cusp-to-cusp span holds it (a cusp is the start of its
 * house, not its middle). Found as the house whose cusp lies nearest behind the longitude, which is the same thing
 * when the twelve cusps run in zodiacal order and never fails to answer.
 */
import { norm360 } from '../../vocabulary/angles.ts';

export function bhavaOf(longitude: number, cusps: readonly number[]): number {
  let best = 1;
  let bestArc = Infinity;
  cusps.forEach((c, i) => {
    const arc = norm360(longitude - c);
    if (arc < bestArc) [best, bestArc] = [i + 1, arc];
  });
  return best;
}
