/**
 * The instants the ascendant (lagna) enters each sidereal sign at a place: the "lagna table" printed in panchangas
 * and the frame of every lagna-based muhurta. Found by the same root finder as every other boundary (Newton on the
 * true ascendant, bracketed, to 1 s).
 *
 * Outside the polar circles the ascendant always moves forward along the ecliptic, so a 15-minute step (at most
 * about 60 degrees of ascendant even at 65 degrees latitude) brackets every sign entry, several if one step crosses
 * more than one sign. Closer to the poles parts of the zodiac never rise and the ascendant jumps: refused.
 */
import type { Ayanamsa } from '../../astro/bodies.ts';
import { DEFAULT_AYANAMSA } from '../../astro/bodies.ts';
import { norm360 } from '../../vocabulary/angles.ts';
import { findRoot } from '../../astro/event-search.ts';
import { ascendant } from '../../astro/houses.ts';
import { SECONDS_PER_DAY } from '../../astro/time.ts';
import { EngineError } from '../../errors.ts';
import { type Sign, signAt } from '../../vocabulary/names.ts';

/** Beyond this the ecliptic can be circumpolar (66.56 degrees minus a margin for refraction-free geometry). */
export const LAGNA_MAX_LATITUDE = 65;
const STEP_DAYS = 15 / 1440;
const DERIVATIVE_STEP_DAYS = 60 / SECONDS_PER_DAY;
const ONE_SECOND = 1 / SECONDS_PER_DAY;

export interface LagnaIngress {
  jdUt: number;
  /** The sign the ascendant enters. */
  signIndex: number;
  sign: Sign;
}

export interface LagnaSpan {
  signIndex: number;
  sign: Sign;
  /** Entry into the sign, or the window's start when the sign was already rising. */
  startJdUt: number;
  /** Exit from the sign, or the window's end. */
  endJdUt: number;
  /** False at either end of the window: the sign rose before it or sets after it. */
  complete: boolean;
}

/**
 * Why no ascendant sign changes are computed at this latitude, or null when they are: beyond LAGNA_MAX_LATITUDE
 * parts of the zodiac never rise. Callers that report a table ask this first and give the reason instead.
 */
export function lagnaRefusal(latitude: number): string | null {
  return Math.abs(latitude) > LAGNA_MAX_LATITUDE
    ? `ascendant sign changes are not computed beyond ${LAGNA_MAX_LATITUDE} degrees latitude: parts of the zodiac ` +
        `never rise there`
    : null;
}

/** Every sign entry of the ascendant in [fromJdUt, toJdUt), in time order. */
export function lagnaIngresses(
  fromJdUt: number,
  toJdUt: number,
  latitude: number,
  longitude: number,
  ayanamsa: Ayanamsa = DEFAULT_AYANAMSA,
): LagnaIngress[] {
  if (lagnaRefusal(latitude) !== null) {
    throw new EngineError('VALUE_OUT_OF_RANGE', 'latitude', {
      range: `-${LAGNA_MAX_LATITUDE}..${LAGNA_MAX_LATITUDE} for ascendant sign changes`,
      got: latitude,
      note: 'beyond it parts of the zodiac never rise',
    });
  }
  const asc = (t: number) => ascendant(t, latitude, longitude, ayanamsa);
  const out: LagnaIngress[] = [];
  let t = fromJdUt;
  let raw = asc(t);
  let unwrapped = raw; // degrees travelled since the start, added to the starting ascendant
  while (t < toJdUt) {
    const t2 = Math.min(t + STEP_DAYS, toJdUt);
    const raw2 = asc(t2);
    const u2 = unwrapped + norm360(raw2 - raw);
    for (let b = Math.floor(unwrapped / 30 + 1) * 30; b <= u2; b += 30) {
      const base = unwrapped;
      const baseRaw = raw;
      const at = (x: number) => base + norm360(asc(x) - baseRaw);
      const jdUt = findRoot({
        evaluate(x, s) {
          s.value = at(x) - b;
          s.derivative = (at(x + DERIVATIVE_STEP_DAYS) - at(x)) / DERIVATIVE_STEP_DAYS;
        },
        lo: t,
        hi: t2,
        rising: true,
        tolerance: ONE_SECOND,
      });
      const signIndex = (b / 30) % 12;
      if (jdUt >= fromJdUt && jdUt < toJdUt) out.push({ jdUt, signIndex, sign: signAt(signIndex) });
    }
    t = t2;
    raw = raw2;
    unwrapped = u2;
  }
  return out;
}

/** The rising signs over a window (sunrise to the next sunrise, say), each with its start and end. */
export function lagnaSpans(
  fromJdUt: number,
  toJdUt: number,
  latitude: number,
  longitude: number,
  ayanamsa: Ayanamsa = DEFAULT_AYANAMSA,
): LagnaSpan[] {
  const entries = lagnaIngresses(fromJdUt, toJdUt, latitude, longitude, ayanamsa);
  const first = Math.floor(ascendant(fromJdUt, latitude, longitude, ayanamsa) / 30);
  const spans: LagnaSpan[] = [];
  let start = fromJdUt;
  let signIndex = first;
  let complete = false;
  for (const e of entries) {
    spans.push({ signIndex, sign: signAt(signIndex), startJdUt: start, endJdUt: e.jdUt, complete });
    start = e.jdUt;
    signIndex = e.signIndex;
    complete = true;
  }
  spans.push({ signIndex, sign: signAt(signIndex), startJdUt: start, endJdUt: toJdUt, complete: false });
  return spans;
}
