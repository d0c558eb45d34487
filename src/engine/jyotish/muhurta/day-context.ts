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
import { epochMsFromJulianDay } from '../../astro/time.ts';
import { localDateTime } from '../../astro/zone.ts';
import { COMBUSTION_ORBS } from '../../tables/chart/combustion.ts';
import { ASTA_MARGINS, type AstaGraha } from '../../tables/muhurta/asta.ts';
import { astaEvents, isSet } from './asta.ts';
import { SignTracker } from './sign-tracker.ts';
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

/** Venus or Jupiter as the almanac dates its setting and rising, with the days closed around them. */
export interface AstaState {
  graha: AstaGraha;
  /** Set at some moment of this Vedic day, or within the closed days before its setting or after its rising. */
  closed: boolean;
  /** Civil dates of the setting and rising of the period that closes the day; null when outside the span searched. */
  asta: string | null;
  udaya: string | null;
}

/** A span Venus or Jupiter is set (JD UT), with the civil dates of its ends. */
interface SetPeriod {
  graha: AstaGraha;
  asta: number;
  udaya: number;
  astaDate: string | null;
  udayaDate: string | null;
}

export interface DayFacts {
  combustion(): Combustion[];
  /** Venus and Jupiter by the almanac's asta and udaya. */
  asta(): AstaState[];
  /** Sign index of each graha at sunrise (the Moon's is read per segment instead). */
  grahaSigns(): Partial<Record<Graha, number>>;
  /** Sign index of Jupiter at sunrise (without the other grahas' positions). */
  jupiterSign(): number;
  /** Eclipses whose greatest phase falls in this Vedic day and that are visible at the place. */
  eclipses(): EclipseNear[];
}

/**
 * Beyond this ecliptic latitude of the Moon at a syzygy no eclipse, solar or penumbral lunar, is possible (limit ~1.6).
 */
const ECLIPSE_LATITUDE = 1.75;
/** Grahas of lagna shuddhi whose sign is tracked (Jupiter and Venus are computed every day for combustion). */
const TRACKED = ['Mars', 'Mercury', 'Saturn'] as const;

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
  private readonly setPeriods: () => SetPeriod[];
  private readonly signs: SignTracker;

  constructor(timeline: LimbTimeline) {
    this.timeline = timeline;
    this.signs = new SignTracker(timeline.place.ayanamsa);
    this.allEclipses = once(() => this.searchEclipses());
    this.setPeriods = once(() => this.searchAsta());
  }

  /**
   * Each period Venus or Jupiter is set near the timeline, open-ended (infinite, no date) where it runs past the
   * search.
   */
  private searchAsta(): SetPeriod[] {
    const t = this.timeline;
    const margin = Math.max(...Object.values(ASTA_MARGINS.data).flatMap((m) => [m.before, m.after])) + 2;
    const from = t.days[0]!.sunrise - margin;
    const to = t.days.at(-1)!.nextSunrise + margin;
    const events = astaEvents(from, to, t.place.latitude);
    const period = (graha: AstaGraha, asta: number, udaya: number): SetPeriod => ({
      graha,
      asta,
      udaya,
      astaDate: Number.isFinite(asta) ? this.civilDate(asta) : null,
      udayaDate: Number.isFinite(udaya) ? this.civilDate(udaya) : null,
    });
    return (['Venus', 'Jupiter'] as const).flatMap((graha) => {
      const periods: SetPeriod[] = [];
      let start = isSet(from, graha, t.place.latitude) ? -Infinity : null;
      for (const e of events.filter((x) => x.graha === graha)) {
        if (e.event === 'asta') start = e.jdUt;
        else if (start !== null) {
          periods.push(period(graha, start, e.jdUt));
          start = null;
        }
      }
      if (start !== null) periods.push(period(graha, start, Infinity));
      return periods;
    });
  }

  private civilDate(jdUt: number): string {
    return localDateTime(this.timeline.timezone, epochMsFromJulianDay(jdUt)).slice(0, 10);
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
    const positions = new Map<'Jupiter' | 'Venus', Position>();
    const position = (g: 'Jupiter' | 'Venus'): Position => {
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
      const rahu = this.signs.signAt(d.sunrise, 'MeanNode');
      const signs: Partial<Record<Graha, number>> = {
        Sun: signOf(sun).index,
        Rahu: rahu,
        Ketu: (rahu + 6) % 12,
        Jupiter: signOf(position('Jupiter').longitude).index,
        Venus: signOf(position('Venus').longitude).index,
      };
      for (const g of TRACKED) signs[g] = this.signs.signAt(d.sunrise, g);
      return signs;
    });
    const eclipses = once(() =>
      this.allEclipses().filter((e) => e.locallyVisible && e.maximumJdUt >= d.sunrise && e.maximumJdUt < d.nextSunrise),
    );
    const asta = once(() =>
      (['Venus', 'Jupiter'] as const).map((graha): AstaState => {
        const m = ASTA_MARGINS.data[graha];
        const p = this.setPeriods().find(
          (x) => x.graha === graha && x.asta - m.before < d.nextSunrise && x.udaya + m.after >= d.sunrise,
        );
        return { graha, closed: p !== undefined, asta: p?.astaDate ?? null, udaya: p?.udayaDate ?? null };
      }),
    );
    const jupiterSign = () => signOf(position('Jupiter').longitude).index;
    return { combustion, asta, grahaSigns, jupiterSign, eclipses };
  }
}
