/**
 * Jupiter's and Saturn's sign crossings, memoised in fixed ten-year blocks per graha and ayanamsa. The crossings are
 * the same for every chart, so after the first request near a date a decades-long scan (sade-sati, marriage timing)
 * is a lookup instead of about 300 ephemeris calls per graha.
 *
 * The blocks sit on a fixed grid of Julian days, clipped only at the ephemeris range, so what a block holds never
 * depends on which request came first: answers are the same on a cold and a warm process. The memo is bounded by
 * the range itself (about 60 blocks per graha and ayanamsa, a few crossings each).
 */
import type { Ayanamsa } from '../../astro/bodies.ts';
import { END_JD_UT, MIN_JD_UT } from '../../astro/range.ts';
import {
  signCrossings,
  signIndexAt,
  staysBetween,
  type SignCrossing,
  type SignStay,
  type SlowGraha,
} from './sign-crossings.ts';

const BLOCK_DAYS = 3652.5;
/** Kept clear of the ephemeris edges, where a position cannot be computed. */
const LOW = MIN_JD_UT + 1;
const HIGH = END_JD_UT - 1;

const blocks = new Map<string, readonly SignCrossing[]>();

function block(graha: SlowGraha, index: number, ayanamsa: Ayanamsa): readonly SignCrossing[] {
  const key = `${graha}:${ayanamsa}:${index}`;
  let found = blocks.get(key);
  if (found === undefined) {
    const from = Math.max(LOW, index * BLOCK_DAYS);
    const to = Math.min(HIGH, (index + 1) * BLOCK_DAYS);
    // A block owns the crossings in [from, to): one exactly on the shared edge belongs to the later block.
    found = Object.freeze(
      from < to ? signCrossings(graha, from, to, ayanamsa).filter((c) => c.jdUt < to || to === HIGH) : [],
    );
    blocks.set(key, found);
  }
  return found;
}

/** The graha's sign crossings in [fromJdUt, toJdUt] (inside the ephemeris range), in time order. */
export function signCrossingsCached(
  graha: SlowGraha,
  fromJdUt: number,
  toJdUt: number,
  ayanamsa: Ayanamsa,
): SignCrossing[] {
  const out: SignCrossing[] = [];
  for (let k = Math.floor(fromJdUt / BLOCK_DAYS); k * BLOCK_DAYS <= toJdUt; k++) {
    for (const c of block(graha, k, ayanamsa)) if (c.jdUt >= fromJdUt && c.jdUt <= toJdUt) out.push(c);
  }
  return out;
}

/** The graha's stays in each sign over [fromJdUt, toJdUt] from the memoised crossings (one ephemeris call). */
export function signStaysCached(graha: SlowGraha, fromJdUt: number, toJdUt: number, ayanamsa: Ayanamsa): SignStay[] {
  return staysBetween(
    signIndexAt(graha, fromJdUt, ayanamsa),
    fromJdUt,
    toJdUt,
    signCrossingsCached(graha, fromJdUt, toJdUt, ayanamsa),
  );
}

/** Empties the memo (the bench prices a cold call with it). */
export function clearCrossingCache(graha?: SlowGraha): void {
  if (graha === undefined) blocks.clear();
  else for (const k of [...blocks.keys()]) if (k.startsWith(`${graha}:`)) blocks.delete(k);
}
