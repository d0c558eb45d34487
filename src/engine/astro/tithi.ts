/**
 * Tithi: the Moon's elongation from the Sun in steps of 12 degrees. Tropical longitudes suffice (the ayanamsa
 * cancels in the difference), so no sidereal mode is involved.
 */
import { norm360, signedDiff } from '../vocabulary/angles.ts';
import { findRoot, type Sample } from './event-search.ts';
import { calcUt, FLAGS_TROPICAL } from './sweph/calc.ts';
import { BODY_ID } from './sweph/ids.ts';
import { SECONDS_PER_DAY } from './time.ts';
import { tithiName } from '../vocabulary/names.ts';

export type Paksha = 'Shukla' | 'Krishna';

export interface Tithi {
  /** 0-29. */
  index: number;
  name: string;
  paksha: Paksha;
  /** Share of the tithi's 12 degrees already covered, [0, 1). */
  fractionElapsed: number;
}

const TITHI_ARC = 12;
/** Longest tithi is about 26.8 h; a 1.25-day window always holds the next boundary. */
const MAX_TITHI_DAYS = 1.25;
const ONE_SECOND_DAYS = 1 / SECONDS_PER_DAY;

/** Moon - Sun in [0, 360), degrees; `out`, when given, also receives the rate in degrees per day. */
export function elongation(jdUt: number, out?: Sample): number {
  const moon = calcUt(jdUt, BODY_ID.Moon, FLAGS_TROPICAL);
  const moonLon = moon[0] ?? NaN;
  const moonSpeed = moon[3] ?? NaN;
  const sun = calcUt(jdUt, BODY_ID.Sun, FLAGS_TROPICAL);
  const e = norm360(moonLon - (sun[0] ?? NaN));
  if (out !== undefined) {
    out.value = e;
    out.derivative = moonSpeed - (sun[3] ?? NaN);
  }
  return e;
}

export function tithiFromElongation(e: number): Tithi {
  const index = Math.min(29, Math.floor(e / TITHI_ARC));
  return {
    index,
    name: tithiName(index),
    paksha: index < 15 ? 'Shukla' : 'Krishna',
    fractionElapsed: (e - index * TITHI_ARC) / TITHI_ARC,
  };
}

export function tithiAt(jdUt: number): Tithi {
  return tithiFromElongation(elongation(jdUt));
}

/**
 * JD UT at which the tithi running at `jdUt` ends (elongation reaches the next multiple of 12 degrees), to 1 s.
 * At that instant the next tithi begins: tithiAt(end + 1 s) is the next index.
 */
export function tithiEnd(jdUt: number): number {
  const start: Sample = { value: 0, derivative: 0 };
  const e = elongation(jdUt, start);
  const target = (Math.floor(e / TITHI_ARC) + 1) * TITHI_ARC;
  const gap = target - e; // (0, 12]
  return findRoot({
    evaluate(t, out) {
      elongation(t, out);
      out.value = signedDiff(out.value, target);
    },
    lo: jdUt,
    hi: jdUt + MAX_TITHI_DAYS,
    rising: true,
    tolerance: ONE_SECOND_DAYS,
    // The first Newton step from jdUt itself (speed taken at jdUt); later steps use the speed where they land.
    guess: jdUt + gap / start.derivative,
  });
}
