/**
 * The civil days of a place as festival rules read them: local midnight, sunrise, sunset, the next sunrise and the
 * night's moonrise, each found once when first asked (a year's calendar touches most days, but each only once).
 * The Vedic day runs from one sunrise to the next, so a rule that asks "which day" asks which sunrise opens it.
 */
import { DEFAULT_SUNRISE_RULE, moonrise, sunrise, sunset, type SunriseRule } from '../../astro/riseset.ts';
import { JD_UNIX_EPOCH, MS_PER_DAY } from '../../astro/time.ts';
import { zoneOffsetSeconds } from '../../astro/zone.ts';
import type { Clock } from '../panchanga/local-clock.ts';

export interface DayFacts {
  date: string;
  midnight: number;
  /** Null in polar day or night: festival rules then cannot place a day here. */
  sunrise: number | null;
  sunset: number | null;
}

export function addDays(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * MS_PER_DAY).toISOString().slice(0, 10);
}

export class PlaceDays {
  private readonly facts = new Map<string, DayFacts>();
  private readonly moonrises = new Map<string, number | null>();

  readonly latitude: number;
  readonly longitude: number;
  readonly timezone: string;
  readonly clock: Clock;
  readonly rule: SunriseRule;

  constructor(latitude: number, longitude: number, timezone: string, clock: Clock, rule = DEFAULT_SUNRISE_RULE) {
    this.latitude = latitude;
    this.longitude = longitude;
    this.timezone = timezone;
    this.clock = clock;
    this.rule = rule;
  }

  /** The civil date at the place of an instant. */
  dateOf(jdUt: number): string {
    return this.clock(jdUt).iso.slice(0, 10);
  }

  /** Local midnight opening a civil date, JD UT (the offset read twice, so a DST change that day is honoured). */
  midnight(date: string): number {
    const wall = Date.parse(`${date}T00:00:00Z`);
    let utc = wall - zoneOffsetSeconds(this.timezone, wall) * 1000;
    utc = wall - zoneOffsetSeconds(this.timezone, utc) * 1000;
    return JD_UNIX_EPOCH + utc / MS_PER_DAY;
  }

  day(date: string): DayFacts {
    let f = this.facts.get(date);
    if (f === undefined) {
      const start = this.midnight(date);
      const end = this.midnight(addDays(date, 1));
      const { latitude: lat, longitude: lon, rule } = this;
      f = {
        date,
        midnight: start,
        sunrise: sunrise(start, lat, lon, rule, { endJdUt: end }).jdUt,
        sunset: sunset(start, lat, lon, rule, { endJdUt: end }).jdUt,
      };
      this.facts.set(date, f);
    }
    return f;
  }

  /** The sunrise that ends the Vedic day opened on `date`: the next date's. */
  nextSunrise(date: string): number | null {
    return this.day(addDays(date, 1)).sunrise;
  }

  /** The first moonrise after the day's sunset and before the next sunrise, or null when the night has none. */
  nightMoonrise(date: string): number | null {
    if (this.moonrises.has(date)) return this.moonrises.get(date) ?? null;
    const d = this.day(date);
    const next = this.nextSunrise(date);
    let found: number | null = null;
    if (d.sunset !== null && next !== null) {
      const { latitude: lat, longitude: lon, rule } = this;
      const same = moonrise(d.midnight, lat, lon, rule, { endJdUt: this.midnight(addDays(date, 1)) }).jdUt;
      const after = same !== null && same >= d.sunset ? same : moonrise(d.sunset, lat, lon, rule).jdUt;
      found = after !== null && after >= d.sunset && after < next ? after : null;
    }
    this.moonrises.set(date, found);
    return found;
  }

  /** The civil date whose Vedic day (its sunrise to the next) holds an instant. */
  vedicDateOf(jdUt: number): string {
    const date = this.dateOf(jdUt);
    const rise = this.day(date).sunrise;
    return rise !== null && jdUt < rise ? addDays(date, -1) : date;
  }
}
