/**
 * Facts of a whole Vedic day the rules read besides the limbs: Jupiter and Venus combust, the signs of the grahas
 * (for lagna shuddhi) and an eclipse visible at the place. Each is computed once per day and only when a rule asks
 * (a day closed by an earlier layer never costs them).
 *
 * Eclipses: only a new or full moon with the Moon within ECLIPSE_LATITUDE of the ecliptic can hold one, so the
 * eclipse engine is asked only at those syzygies (the timeline's tithi boundaries give them).
 */
import { eclipseNear, type EclipseNear } from '../../astro/eclipse/index.ts';
import { siderealPosition, type Position } from '../../astro/positions.ts';
import { COMBUSTION_ORBS } from '../../tables/chart/combustion.ts';
import { signOf, type Graha } from '../../vocabulary/names.ts';
import { signedDiff } from '../../vocabulary/angles.ts';
import type { LimbTimeline } from './timeline.ts';

export interface Combustion {
  graha: 'Jupiter' | 'Venus';
  /** Degrees from the Sun in longitude at sunrise. */
  distance: number;
  orb: number;
  combust: boolean;
}

export interface DayFacts {
  combustion(): Combustion[];
  /** Sign index of each graha at sunrise (the Moon's is read per segment instead). */
  grahaSigns(): Partial<Record<Graha, number>>;
  /** Eclipses whose greatest phase falls in this Vedic day and that are visible at the place. */
  eclipses(): EclipseNear[];
}

/**
 * Beyond this ecliptic latitude of the Moon at a syzygy no eclipse, solar or penumbral lunar, is possible (limit ~1.6).
 */
const ECLIPSE_LATITUDE = 1.75;
const SHUDDHI_GRAHAS = ['Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const;
type ShuddhiBody = (typeof SHUDDHI_GRAHAS)[number] | 'MeanNode';

const once = <T>(f: () => T): (() => T) => {
  let done = false;
  let v: T;
  return () => {
    if (!done) {
      v = f();
      done = true;
    }
    return v;
  };
};

export class DayContext {
  private readonly cache = new Map<number, DayFacts>();
  private readonly timeline: LimbTimeline;
  private readonly allEclipses: () => EclipseNear[];

  constructor(timeline: LimbTimeline) {
    this.timeline = timeline;
    this.allEclipses = once(() => this.searchEclipses());
  }

  day(index: number): DayFacts {
    let f = this.cache.get(index);
    if (f === undefined) {
      f = this.facts(index);
      this.cache.set(index, f);
    }
    return f;
  }

  private searchEclipses(): EclipseNear[] {
    const t = this.timeline;
    const { ayanamsa, latitude, longitude } = t.place;
    const out: EclipseNear[] = [];
    let previous = t.segments[0]!.tithi;
    for (const s of t.segments) {
      const syzygy = (previous === 29 && s.tithi === 0) || (previous === 14 && s.tithi === 15);
      previous = s.tithi;
      if (!syzygy) continue;
      if (Math.abs(siderealPosition(s.start, 'Moon', { ayanamsa }).latitude) > ECLIPSE_LATITUDE) continue;
      const kind = s.tithi === 0 ? 'solar' : 'lunar';
      const e = eclipseNear(kind, s.start, 1, { latitude, longitude, elevation: 0 });
      if (e !== null) out.push(e);
    }
    return out;
  }

  private facts(index: number): DayFacts {
    const d = this.timeline.days[index]!;
    const { ayanamsa } = this.timeline.place;
    const sun = d.sunMoon.sun.longitude;
    // Jupiter and Venus serve both combustion and lagna shuddhi: each graha is computed once a day.
    const positions = new Map<ShuddhiBody, Position>();
    const position = (g: ShuddhiBody): Position => {
      let p = positions.get(g);
      if (p === undefined) {
        p = siderealPosition(d.sunrise, g, { ayanamsa });
        positions.set(g, p);
      }
      return p;
    };
    const combustion = once(() =>
      (['Jupiter', 'Venus'] as const).map((g): Combustion => {
        const p = position(g);
        const orb = p.speed < 0 ? COMBUSTION_ORBS.data[g].retrograde : COMBUSTION_ORBS.data[g].direct;
        const distance = Math.abs(signedDiff(p.longitude, sun));
        return { graha: g, distance, orb, combust: distance < orb };
      }),
    );
    const grahaSigns = once(() => {
      const rahu = position('MeanNode').longitude;
      const signs: Partial<Record<Graha, number>> = {
        Sun: signOf(sun).index,
        Rahu: signOf(rahu).index,
        Ketu: signOf(rahu + 180).index,
      };
      for (const g of SHUDDHI_GRAHAS) signs[g] = signOf(position(g).longitude).index;
      return signs;
    });
    const eclipses = once(() =>
      this.allEclipses().filter((e) => e.locallyVisible && e.maximumJdUt >= d.sunrise && e.maximumJdUt < d.nextSunrise),
    );
    return { combustion, grahaSigns, eclipses };
  }
}
