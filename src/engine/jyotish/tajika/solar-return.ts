/**
 * Varsha pravesha: the instant the Sun's sidereal longitude returns to its natal value, found by Newton on the true
 * longitude with the ephemeris speed (astro/event-search), to well under a second. The search starts from the natal
 * instant plus whole mean sidereal years; the true return lies within minutes of that guess, and the bracket of
 * +/- 4 days keeps the Sun within 4 degrees of the target, so the fold to [-180, 180) never meets a false root.
 */
import { signedDiff } from '../../vocabulary/angles.ts';
import { DEFAULT_AYANAMSA, type Ayanamsa } from '../../astro/bodies.ts';
import { findRoot } from '../../astro/event-search.ts';
import { siderealPosition } from '../../astro/positions.ts';
import { assertJdInRange } from '../../astro/range.ts';
import { SECONDS_PER_DAY } from '../../astro/time.ts';

/** Mean sidereal year, days: the Sun's mean period against a sidereal (ayanamsa-fixed) zodiac. */
export const MEAN_SIDEREAL_YEAR_DAYS = 365.256363;
const HALF_BRACKET_DAYS = 4;
/** Newton stops once a step is under 0.01 s: the fixture comparison is at 1 s. */
const TOLERANCE_DAYS = 0.01 / SECONDS_PER_DAY;

/** The instant (JD UT) near `nearJdUt` at which the sidereal Sun stands at `natalSunLongitude`. */
export function solarReturnNear(
  natalSunLongitude: number,
  nearJdUt: number,
  ayanamsa: Ayanamsa = DEFAULT_AYANAMSA,
): number {
  // The bracket may run 4 days past the last date: the ephemeris files extend to 2400-01-10 for such searches.
  assertJdInRange(nearJdUt);
  return findRoot({
    evaluate(t, out) {
      const p = siderealPosition(t, 'Sun', { ayanamsa });
      out.value = signedDiff(p.longitude, natalSunLongitude);
      out.derivative = p.speed;
    },
    lo: nearJdUt - HALF_BRACKET_DAYS,
    hi: nearJdUt + HALF_BRACKET_DAYS,
    rising: true,
    tolerance: TOLERANCE_DAYS,
    guess: nearJdUt,
  });
}

/** The `age`-th return after the birth at `birthJdUt` (age 0 is the birth itself). */
export function solarReturn(
  birthJdUt: number,
  natalSunLongitude: number,
  age: number,
  ayanamsa: Ayanamsa = DEFAULT_AYANAMSA,
): number {
  if (age === 0) return birthJdUt;
  return solarReturnNear(natalSunLongitude, birthJdUt + age * MEAN_SIDEREAL_YEAR_DAYS, ayanamsa);
}
