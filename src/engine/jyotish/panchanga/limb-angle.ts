/**
 * The four moving limbs as angles that only ever increase: each limb is one of `count` equal arcs of its angle.
 * tithi (30) and karana (60) divide the elongation Moon - Sun, nakshatra (27) the Moon's sidereal longitude, yoga (27)
 * the sidereal sum Sun + Moon. Every boundary search works on these definitions, so there is one finder, not four.
 */
import { norm360 } from '../../vocabulary/angles.ts';
import type { Ayanamsa } from '../../astro/bodies.ts';
import type { Sample } from '../../astro/event-search.ts';
import { siderealPosition } from '../../astro/positions.ts';
import { elongation } from '../../astro/tithi.ts';
import { cite, type Citation } from '../../tables/sources.ts';
import type { SunMoon } from './sun-moon.ts';

export const LIMB_CITES: readonly Citation[] = [
  cite('surya_siddhanta', {
    chapter: 2,
    verses: '64-69',
    status: 'pending',
    note:
      'nakshatra: 800 arcminutes of the Moon; tithi: 720 of Moon - Sun; yoga: 800 of Sun + Moon; karana: half a ' +
      'tithi',
  }),
];

export const LIMB_IDS = ['tithi', 'karana', 'nakshatra', 'yoga'] as const;
export type LimbId = (typeof LIMB_IDS)[number];

/** What the boundary finder needs of any steadily increasing angle (a limb, the Sun's longitude). */
export interface MovingAngle {
  /** Long-run rate, degrees per day: the line the angle is unwrapped against, and the guess over long spans. */
  readonly meanRate: number;
  /** A rate the angle never falls below, degrees per day: bounds every search bracket. */
  readonly minRate: number;
  /** The true angle [0, 360) and its rate at t from the ephemeris. */
  evaluate(t: number, out: Sample, ayanamsa: Ayanamsa): void;
}

export interface LimbAngle extends MovingAngle {
  readonly id: LimbId;
  /** Equal arcs in 360 degrees. */
  readonly count: number;
  /** Long-run rate, degrees per day: the line the angle is unwrapped against, and the guess over long spans. */
  readonly meanRate: number;
  /** A rate the angle never falls below, degrees per day: bounds every search bracket. */
  readonly minRate: number;
  /** The true angle [0, 360) and its rate at t from the ephemeris, with the fewest calls the limb needs. */
  evaluate(t: number, out: Sample, ayanamsa: Ayanamsa): void;
  /** The same read from a Sun/Moon pair already computed. */
  read(s: SunMoon, out: Sample): void;
}

/**
 * Rates (degrees per day). The Moon moves 11.7-15.4, the Sun 0.95-1.02; so the elongation never drops below 10.6
 * and Sun + Moon never below 12.6. The minima here leave a margin. Means: synodic month 29.530589 d, sidereal
 * month 27.321662 d, sidereal year 365.256363 d.
 */
const SYNODIC = 360 / 29.530589;
const MOON_MEAN = 360 / 27.321662;
const SUN_MEAN = 360 / 365.256363;

function readElongation(s: SunMoon, out: Sample): void {
  out.value = norm360(s.moon.longitude - s.sun.longitude);
  out.derivative = s.moon.speed - s.sun.speed;
}

/** Tropical Moon - Sun from astro/tithi: the ayanamsa cancels in the difference. */
function evaluateElongation(t: number, out: Sample): void {
  elongation(t, out);
}

const TITHI: LimbAngle = {
  id: 'tithi',
  count: 30,
  meanRate: SYNODIC,
  minRate: 10,
  evaluate: evaluateElongation,
  read: readElongation,
};

const KARANA: LimbAngle = {
  id: 'karana',
  count: 60,
  meanRate: SYNODIC,
  minRate: 10,
  evaluate: evaluateElongation,
  read: readElongation,
};

const NAKSHATRA: LimbAngle = {
  id: 'nakshatra',
  count: 27,
  meanRate: MOON_MEAN,
  minRate: 11,
  evaluate(t, out, ayanamsa) {
    const moon = siderealPosition(t, 'Moon', { ayanamsa });
    out.value = moon.longitude;
    out.derivative = moon.speed;
  },
  read(s, out) {
    out.value = s.moon.longitude;
    out.derivative = s.moon.speed;
  },
};

const YOGA: LimbAngle = {
  id: 'yoga',
  count: 27,
  meanRate: MOON_MEAN + SUN_MEAN,
  minRate: 12,
  evaluate(t, out, ayanamsa) {
    const sun = siderealPosition(t, 'Sun', { ayanamsa });
    const moon = siderealPosition(t, 'Moon', { ayanamsa });
    out.value = norm360(sun.longitude + moon.longitude);
    out.derivative = sun.speed + moon.speed;
  },
  read(s, out) {
    out.value = norm360(s.sun.longitude + s.moon.longitude);
    out.derivative = s.sun.speed + s.moon.speed;
  },
};

/**
 * An increasing angle cut into `count` equal arcs: a limb, or any other arc the scans track (Moon sign, Sun's star).
 */
export interface ArcAngle extends MovingAngle {
  readonly count: number;
}

export const LIMB_ANGLES = {
  tithi: TITHI,
  karana: KARANA,
  nakshatra: NAKSHATRA,
  yoga: YOGA,
} as const satisfies Record<LimbId, LimbAngle>;

/** Index of the arc holding `angle` (multiply before dividing, as nakshatraOf does, so 360/27 arcs land exactly). */
export function arcIndex(limb: { readonly count: number }, angle: number): number {
  return Math.min(limb.count - 1, Math.floor((angle * limb.count) / 360));
}

/** Angle at which arc `index` begins; `index` may run past `count` (an unwrapped angle beyond 360). */
export function arcStart(limb: { readonly count: number }, index: number): number {
  return (index * 360) / limb.count;
}
