/**
 * Saturn's (and Jupiter's) sign crossings, memoised in fixed ten-year blocks per graha and ayanamsa. Sade-sati asks for a 52-year window on
 * every call (about 1,300 Saturn positions); the blocks make that a lookup after the first call near a date.
 *
 * The blocks sit on a fixed grid of Julian days, clipped only at the ephemeris range, so what a block holds never
 * depends on which request came first: answers are the same on a cold and a warm process. The memo is bounded by
 * the range itself (about 60 blocks per ayanamsa, a few crossings each).
 */
import type { Ayanamsa } from '../../astro/bodies.ts';
import { END_JD_UT, MIN_JD_UT } from '../../astro/range.ts';
import { signCrossings, type SignCrossing, type SlowGraha } from '../transit/sign-crossings.ts';

const BLOCK_DAYS = 3652.5;
/** Kept clear of the ephemeris edges, where a position cannot be computed. */
const LOW = MIN_JD_UT + 1;
const HIGH = END_JD_UT - 1;

const blocks = new Map<string, readonly SignCrossing[]>();

function block(body: SlowGraha, index: number, ayanamsa: Ayanamsa): readonly SignCrossing[] {
  const key = `${body}:${ayanamsa}:${index}`;
  let found = blocks.get(key);
  if (found === undefined) {
    const from = Math.max(LOW, index * BLOCK_DAYS);
    const to = Math.min(HIGH, (index + 1) * BLOCK_DAYS);
    // A block owns the crossings in [from, to): one exactly on the shared edge belongs to the later block.
    found = Object.freeze(from < to ? signCrossings(body, from, to, ayanamsa).filter((c) => c.jdUt < to || to === HIGH) : []);
    blocks.set(key, found);
  }
  return found;
}

/** Saturn's sign crossings in [fromJdUt, toJdUt] (inside the ephemeris range), in time order. */
export function saturnCrossingsCached(fromJdUt: number, toJdUt: number, ayanamsa: Ayanamsa): SignCrossing[] {
  return crossingsCached('Saturn', fromJdUt, toJdUt, ayanamsa);
}

/** Saturn's or Jupiter's sign crossings in [fromJdUt, toJdUt] from the same kind of ten-year block memo. */
export function crossingsCached(body: SlowGraha, fromJdUt: number, toJdUt: number, ayanamsa: Ayanamsa): SignCrossing[] {
  const out: SignCrossing[] = [];
  for (let k = Math.floor(fromJdUt / BLOCK_DAYS); k * BLOCK_DAYS <= toJdUt; k++) {
    for (const c of block(body, k, ayanamsa)) if (c.jdUt >= fromJdUt && c.jdUt <= toJdUt) out.push(c);
  }
  return out;
}

/** Empties the memo (the bench prices a cold call with it). */
export function clearSaturnCrossingCache(): void {
  blocks.clear();
}
