/**
 * Every instant Saturn (or Jupiter) crosses a sidereal sign boundary in a window, retrograde crossings included.
 * Jupiter obeys the same bounds: at most 0.25 deg/day (7.5 degrees in a step) and retrograde spells of about 120
 * days, so the 30-day bracket holds at most one boundary and one station for it too. The window is
 * sampled every 30 days only to bracket: Saturn moves at most 4.1 degrees in that time (0.135 deg/day), so one
 * monotone stretch crosses at most one boundary, and its stations are over four months apart (retrograde spells
 * last about 140 days), so a step holds at most one. A step where the speed changes sign is first split at the
 * station (the root of the speed), so a boundary crossed and re-crossed within one step (2041: 27 Jan forward,
 * 6 Feb back) is not missed. Each crossing is then found by the root finder on the true longitude to 1 second.
 */
import { signedDiff } from '../../vocabulary/angles.ts';
import type { Ayanamsa } from '../../astro/bodies.ts';
import { findRoot, type Sample } from '../../astro/event-search.ts';
import { siderealPosition } from '../../astro/positions.ts';
import { SECONDS_PER_DAY } from '../../astro/time.ts';

export interface SignCrossing {
  jdUt: number;
  /** Sign index (0-11) Saturn leaves. */
  fromSign: number;
  /** Sign index (0-11) Saturn enters. */
  toSign: number;
  /** True when moving forward through the zodiac, false for a retrograde re-entry into the previous sign. */
  direct: boolean;
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

/** The slow grahas whose sign crossings this scan finds. */
export type SlowGraha = 'Saturn' | 'Jupiter';

function positionAt(body: SlowGraha, t: number, ayanamsa: Ayanamsa): Point {
  const p = siderealPosition(t, body, { ayanamsa });
  return { t, lon: p.longitude, speed: p.speed };
}

const signIndex = (lon: number): number => Math.min(11, Math.floor(lon / 30));

/**
 * The station between a and b, where the speed changes sign. Newton with the secant slope of the speed over the
 * step as its derivative (near a station the speed is close to linear in time), kept inside the bracket.
 */
function station(body: SlowGraha, a: Point, b: Point, ayanamsa: Ayanamsa): Point {
  const slope = (b.speed - a.speed) / (b.t - a.t);
  const t = findRoot({
    evaluate(x, out) {
      out.value = positionAt(body, x, ayanamsa).speed;
      out.derivative = slope;
    },
    lo: a.t,
    hi: b.t,
    rising: a.speed < 0,
    tolerance: STATION_TOLERANCE,
    guess: a.t - a.speed / slope,
  });
  return positionAt(body, t, ayanamsa);
}

/** The crossing inside a stretch over which Saturn moves one way only (null when it stays in one sign). */
function monotoneCrossing(body: SlowGraha, a: Point, b: Point, ayanamsa: Ayanamsa): SignCrossing | null {
  const from = signIndex(a.lon);
  const to = signIndex(b.lon);
  if (from === to) return null;
  const direct = to === (from + 1) % 12;
  const boundary = (direct ? to : from) * 30;
  const jdUt = findRoot({
    evaluate(t: number, out: Sample) {
      const p = siderealPosition(t, body, { ayanamsa });
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

/** Saturn's sign crossings in [fromJdUt, toJdUt], in time order. */
export function saturnCrossings(fromJdUt: number, toJdUt: number, ayanamsa: Ayanamsa): SignCrossing[] {
  return signCrossings('Saturn', fromJdUt, toJdUt, ayanamsa);
}

/** A slow graha's sign crossings in [fromJdUt, toJdUt], in time order. */
export function signCrossings(body: SlowGraha, fromJdUt: number, toJdUt: number, ayanamsa: Ayanamsa): SignCrossing[] {
  const out: SignCrossing[] = [];
  const push = (c: SignCrossing | null): void => {
    if (c !== null) out.push(c);
  };
  let a = positionAt(body, fromJdUt, ayanamsa);
  while (a.t < toJdUt) {
    const b = positionAt(body, Math.min(toJdUt, a.t + STEP_DAYS), ayanamsa);
    if (a.speed >= 0 !== b.speed >= 0) {
      const s = station(body, a, b, ayanamsa);
      push(monotoneCrossing(body, a, s, ayanamsa));
      push(monotoneCrossing(body, s, b, ayanamsa));
    } else {
      push(monotoneCrossing(body, a, b, ayanamsa));
    }
    a = b;
  }
  return out;
}

/** Saturn's sidereal sign index at an instant. */
export function saturnSignAt(jdUt: number, ayanamsa: Ayanamsa): number {
  return slowSignAt('Saturn', jdUt, ayanamsa);
}

/** A slow graha's sidereal sign index at an instant. */
export function slowSignAt(body: SlowGraha, jdUt: number, ayanamsa: Ayanamsa): number {
  return signIndex(siderealPosition(jdUt, body, { ayanamsa }).longitude);
}
