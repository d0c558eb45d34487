/**
 * Every instant Jupiter or Saturn crosses a sidereal sign boundary in a window, retrograde crossings included, and
 * the stays in each sign between them. The window is sampled every 30 days only to bracket: Jupiter moves at most
 * 7.3 degrees in that time (0.245 deg/day) and Saturn 4.1, so one monotone stretch crosses at most one boundary;
 * their stations are over 100 days apart (Jupiter's retrograde spells last about 120 days, Saturn's 140), so a step
 * holds at most one. A step where the speed changes sign is first split at the station (the root of the speed), so
 * a boundary crossed and re-crossed within one step is not missed. Each crossing is then found by the root finder
 * on the true longitude to 1 second.
 */
import { signedDiff } from '../../vocabulary/angles.ts';
import type { Ayanamsa } from '../../astro/bodies.ts';
import { findRoot, type Sample } from '../../astro/event-search.ts';
import { siderealPosition } from '../../astro/positions.ts';
import { SECONDS_PER_DAY } from '../../astro/time.ts';

/** The grahas slow enough for a 30-day bracket (the Moon to Mars are not). */
export type SlowGraha = 'Jupiter' | 'Saturn';

export interface SignCrossing {
  jdUt: number;
  /** Sign index (0-11) the graha leaves. */
  fromSign: number;
  /** Sign index (0-11) the graha enters. */
  toSign: number;
  /** True when moving forward through the zodiac, false for a retrograde re-entry into the previous sign. */
  direct: boolean;
}

/** A stay of the graha in one sign, clipped to the window asked for. */
export interface SignStay {
  signIndex: number;
  startJdUt: number;
  endJdUt: number;
}

const STEP_DAYS = 30;
const ONE_SECOND = 1 / SECONDS_PER_DAY;
/** A station needs only to split a stretch into two monotone ones: a minute is ample. */
const STATION_TOLERANCE = 60 / SECONDS_PER_DAY;

interface Point {
  t: number;
  lon: number;
  speed: number;
}

const signIndex = (lon: number): number => Math.min(11, Math.floor(lon / 30));

function positionAt(graha: SlowGraha, t: number, ayanamsa: Ayanamsa): Point {
  const p = siderealPosition(t, graha, { ayanamsa });
  return { t, lon: p.longitude, speed: p.speed };
}

/**
 * The station between a and b, where the speed changes sign. Newton with the secant slope of the speed over the
 * step as its derivative (near a station the speed is close to linear in time), kept inside the bracket.
 */
function station(graha: SlowGraha, a: Point, b: Point, ayanamsa: Ayanamsa): Point {
  const slope = (b.speed - a.speed) / (b.t - a.t);
  const t = findRoot({
    evaluate(x, out) {
      out.value = positionAt(graha, x, ayanamsa).speed;
      out.derivative = slope;
    },
    lo: a.t,
    hi: b.t,
    rising: a.speed < 0,
    tolerance: STATION_TOLERANCE,
    guess: a.t - a.speed / slope,
  });
  return positionAt(graha, t, ayanamsa);
}

/** The crossing inside a stretch over which the graha moves one way only (null when it stays in one sign). */
function monotoneCrossing(graha: SlowGraha, a: Point, b: Point, ayanamsa: Ayanamsa): SignCrossing | null {
  const from = signIndex(a.lon);
  const to = signIndex(b.lon);
  if (from === to) return null;
  const direct = to === (from + 1) % 12;
  const boundary = (direct ? to : from) * 30;
  const jdUt = findRoot({
    evaluate(t: number, out: Sample) {
      const p = siderealPosition(t, graha, { ayanamsa });
      out.value = signedDiff(p.longitude, boundary);
      out.derivative = p.speed;
    },
    lo: a.t,
    hi: b.t,
    rising: direct,
    tolerance: ONE_SECOND,
  });
  return { jdUt, fromSign: from, toSign: to, direct };
}

/** The graha's sign crossings in [fromJdUt, toJdUt], in time order. */
export function signCrossings(graha: SlowGraha, fromJdUt: number, toJdUt: number, ayanamsa: Ayanamsa): SignCrossing[] {
  const out: SignCrossing[] = [];
  const push = (c: SignCrossing | null): void => {
    if (c !== null) out.push(c);
  };
  let a = positionAt(graha, fromJdUt, ayanamsa);
  while (a.t < toJdUt) {
    const b = positionAt(graha, Math.min(toJdUt, a.t + STEP_DAYS), ayanamsa);
    if (a.speed >= 0 !== b.speed >= 0) {
      const s = station(graha, a, b, ayanamsa);
      push(monotoneCrossing(graha, a, s, ayanamsa));
      push(monotoneCrossing(graha, s, b, ayanamsa));
    } else {
      push(monotoneCrossing(graha, a, b, ayanamsa));
    }
    a = b;
  }
  return out;
}

/** The graha's sidereal sign index at an instant. */
export function signIndexAt(graha: SlowGraha, jdUt: number, ayanamsa: Ayanamsa): number {
  return signIndex(siderealPosition(jdUt, graha, { ayanamsa }).longitude);
}

/** The graha's stays in each sign over [fromJdUt, toJdUt]: consecutive, covering the window exactly. */
export function signStays(graha: SlowGraha, fromJdUt: number, toJdUt: number, ayanamsa: Ayanamsa): SignStay[] {
  return staysBetween(
    signIndexAt(graha, fromJdUt, ayanamsa),
    fromJdUt,
    toJdUt,
    signCrossings(graha, fromJdUt, toJdUt, ayanamsa),
  );
}

/** Stays from the sign held at `fromJdUt` and the crossings inside the window (computed or memoised). */
export function staysBetween(
  firstSign: number,
  fromJdUt: number,
  toJdUt: number,
  crossings: readonly SignCrossing[],
): SignStay[] {
  const stays: SignStay[] = [];
  let sign = firstSign;
  let start = fromJdUt;
  for (const c of crossings) {
    stays.push({ signIndex: sign, startJdUt: start, endJdUt: c.jdUt });
    sign = c.toSign;
    start = c.jdUt;
  }
  stays.push({ signIndex: sign, startJdUt: start, endJdUt: toJdUt });
  return stays.filter((s) => s.endJdUt > s.startJdUt);
}
