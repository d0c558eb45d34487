/**
 * Facts of a whole Vedic day the rules read besides the limbs: Jupiter and Venus combust, the signs of the grahas
 * (for lagna shuddhi) and an eclipse visible at the place. Each is computed once per day and only when a rule asks
 * (a day closed by an earlier layer never costs them); a graha's position only where its last known one cannot
 * answer (sign-tracker.ts).
 *
 * Eclipses: only a new or full moon with the Moon within ECLIPSE_LATITUDE of the ecliptic can hold one, so the
 * eclipse engine is asked only at those syzygies (the timeline's tithi boundaries give them), and its answers are
 * kept for later scans (nearSyzygy).
 */
import { eclipseNear, type EclipseNear } from '../../astro/eclipse/index.ts';
import { siderealPosition } from '../../astro/positions.ts';
import { epochMsFromJulianDay } from '../../astro/time.ts';
import { localDateTime } from '../../astro/zone.ts';
import { COMBUSTION_ORBS } from '../../tables/chart/combustion.ts';
import { ASTA_MARGINS, type AstaGraha } from '../../tables/muhurta/asta.ts';
import { astaSearch } from './asta.ts';
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
  /** Jupiter and Venus where combust at sunrise (by the fixed orbs), Jupiter first. */
  combust(): Combustion[];
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
/** Grahas of lagna shuddhi whose sign is tracked besides Jupiter and Venus. */
const TRACKED = ['Mars', 'Mercury', 'Saturn'] as const;
const COMBUST_GRAHAS = ['Jupiter', 'Venus'] as const;
/** Beyond the larger of its two orbs (direct, retrograde) a graha is not combust whatever its motion. */
const MAX_ORB = {
  Jupiter: Math.max(COMBUSTION_ORBS.data.Jupiter.direct, COMBUSTION_ORBS.data.Jupiter.retrograde),
  Venus: Math.max(COMBUSTION_ORBS.data.Venus.direct, COMBUSTION_ORBS.data.Venus.retrograde),
};

/**
 * Eclipses found near a syzygy at a place, kept across scans. One eclipse search (the global search, then the
 * circumstances at the place) costs more than all the other day facts of a scan together, and scans over overlapping
 * dates at one place (the next months, asked again and again) meet the same syzygies, whose instants the timeline
 * gives the same to the bit whatever the first date. The answer depends on nothing but the key, so a kept answer is
 * the answer; it is frozen, as scans share it. Bounded: past NEAR_SYZYGY_KEPT the oldest is dropped.
 */
const NEAR_SYZYGY = new Map<string, EclipseNear | null>();
const NEAR_SYZYGY_KEPT = 256;

function nearSyzygy(kind: 'solar' | 'lunar', jdUt: number, latitude: number, longitude: number): EclipseNear | null {
  const key = `${kind} ${jdUt} ${latitude} ${longitude}`;
  let e = NEAR_SYZYGY.get(key);
  if (e === undefined) {
    e = eclipseNear(kind, jdUt, 1, { latitude, longitude, elevation: 0 });
    if (e?.sutak) Object.freeze(e.sutak);
    if (e !== null) Object.freeze(e);
    if (NEAR_SYZYGY.size >= NEAR_SYZYGY_KEPT) NEAR_SYZYGY.delete(NEAR_SYZYGY.keys().next().value!);
    NEAR_SYZYGY.set(key, e);
  }
  return e;
}

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
    const { events, setAtStart } = astaSearch(from, to, t.place.latitude);
    const period = (graha: AstaGraha, asta: number, udaya: number): SetPeriod => ({
      graha,
      asta,
      udaya,
      astaDate: Number.isFinite(asta) ? this.civilDate(asta) : null,
      udayaDate: Number.isFinite(udaya) ? this.civilDate(udaya) : null,
    });
    return (['Venus', 'Jupiter'] as const).flatMap((graha) => {
      const periods: SetPeriod[] = [];
      let start = setAtStart[graha] ? -Infinity : null;
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
      const e = nearSyzygy(kind, s.start, latitude, longitude);
      if (e !== null) out.push(e);
    }
    return out;
  }

  private facts(index: number): DayFacts {
    const d = this.timeline.days[index]!;
    const sun = d.sunMoon.sun.longitude;
    // Jupiter and Venus are computed only on the days a rule cannot do without them: their signs hold for weeks, and
    // far from the Sun neither can be combust (sign-tracker.ts bounds how far each can have moved since it was known).
    const combust = once(() =>
      COMBUST_GRAHAS.flatMap((g): Combustion[] => {
        if (this.signs.surelyFarFrom(d.sunrise, g, sun, MAX_ORB[g])) return [];
        const p = this.signs.position(d.sunrise, g);
        const orb = p.speed < 0 ? COMBUSTION_ORBS.data[g].retrograde : COMBUSTION_ORBS.data[g].direct;
        const distance = Math.abs(signedDiff(p.longitude, sun));
        return distance < orb ? [{ graha: g, distance, orb, combust: true }] : [];
      }),
    );
    const grahaSigns = once(() => {
      const rahu = this.signs.signAt(d.sunrise, 'MeanNode');
      const signs: Partial<Record<Graha, number>> = {
        Sun: signOf(sun).index,
        Rahu: rahu,
        Ketu: (rahu + 6) % 12,
        Jupiter: this.signs.signAt(d.sunrise, 'Jupiter'),
        Venus: this.signs.signAt(d.sunrise, 'Venus'),
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
        return {
          graha,
          closed: p !== undefined,
          asta: p?.astaDate ?? null,
          udaya: p?.udayaDate ?? null,
        };
      }),
    );
    const jupiterSign = once(() => this.signs.signAt(d.sunrise, 'Jupiter'));
    return { combust, asta, grahaSigns, jupiterSign, eclipses };
  }
}
