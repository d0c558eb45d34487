/**
 * The next or previous solar and lunar eclipse anywhere on Earth, kept inside the supported range. A search that
 * starts inside the range can still run beyond the ephemeris files near 1800 or 2400; sweph then falls back to
 * Moshier and the wrapper throws EPHEMERIS_UNAVAILABLE. If the files do serve the starting instant, that failure
 * means "no eclipse inside the range", reported as DATE_OUT_OF_RANGE (a clear 422), not as a missing ephemeris.
 */
import { tropicalPosition } from '../positions.ts';
import type { EngineError } from '../../errors.ts';
import { END_JD_UT, MIN_JD_UT, outOfRange } from '../range.ts';
import { lunEclipseWhen, solEclipseWhenGlob, type LunarGlobal, type SolarGlobal } from '../sweph/eclipse.ts';
import { isEphemerisError } from '../sweph/errors.ts';
import { dateFromJulianDay } from '../time.ts';
import type { EclipseKind } from './types.ts';

export type GlobalHit =
  { kind: 'solar'; maximum: number; global: SolarGlobal } | { kind: 'lunar'; maximum: number; global: LunarGlobal };

export function nextGlobal(kind: EclipseKind, fromJdUt: number, backwards: boolean): GlobalHit {
  try {
    const hit: GlobalHit =
      kind === 'solar'
        ? { kind, maximum: 0, global: solEclipseWhenGlob(fromJdUt, backwards) }
        : { kind, maximum: 0, global: lunEclipseWhen(fromJdUt, backwards) };
    hit.maximum = hit.global.maximum;
    const [first, last] = window(hit);
    if (!(first >= MIN_JD_UT && last < END_JD_UT)) throw eclipseOutOfRange(kind, fromJdUt, backwards);
    return hit;
  } catch (err) {
    if (isEphemerisError(err) && filesServe(fromJdUt)) throw eclipseOutOfRange(kind, fromJdUt, backwards);
    throw err;
  }
}

/** First and last contact of the eclipse anywhere. */
function window(hit: GlobalHit): [number, number] {
  if (hit.kind === 'solar') return [hit.global.start, hit.global.end];
  const g = hit.global;
  return [g.penumbralStart ?? g.partialStart ?? g.maximum, g.penumbralEnd ?? g.partialEnd ?? g.maximum];
}

function filesServe(jdUt: number): boolean {
  try {
    tropicalPosition(jdUt, 'Sun');
    tropicalPosition(jdUt, 'Moon');
    return true;
  } catch {
    return false;
  }
}

function eclipseOutOfRange(kind: EclipseKind, fromJdUt: number, backwards: boolean): EngineError<'DATE_OUT_OF_RANGE'> {
  const from = dateFromJulianDay(fromJdUt).toISOString();
  return outOfRange(`The ${kind} eclipse ${backwards ? 'before' : 'after'} ${from}`);
}
