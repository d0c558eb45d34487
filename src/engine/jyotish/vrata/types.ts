/** Shapes of the ekadashi vrata result. Instants are JD UT with epoch ms UTC; the route formats local times. */
import type { Ayanamsa } from '../../astro/bodies.ts';
import type { SunriseRule } from '../../astro/riseset.ts';
import type { Paksha } from '../../astro/tithi.ts';
import type { EkadashiRuleId, MahadvadashiCase } from '../../tables/vrata/ekadashi-rules.ts';
import type { Citation } from '../../tables/sources.ts';
import type { LunarMonthValue } from '../panchanga/lunar-month.ts';

export type Tradition = 'smarta' | 'vaishnava';

export interface EkadashiInput {
  /** YYYY-MM-DD: first date of the span. */
  date: string;
  /** YYYY-MM-DD, at most 366 days after `date`; without it, only the next ekadashi is returned. */
  endDate?: string | undefined;
  latitude: number;
  longitude: number;
  timezone?: string | undefined;
  utcOffset?: string | number | undefined;
  tradition?: Tradition | 'both' | undefined;
  sunriseRule?: SunriseRule | undefined;
  ayanamsa?: Ayanamsa | undefined;
}

export interface Instant {
  jdUt: number;
  epochMs: number;
}

export interface TithiSpan {
  /** 0-29. */
  index: number;
  name: string;
  start: Instant;
  end: Instant;
}

export interface TraceStep {
  rule: EkadashiRuleId;
  /** The rule as stated in the table. */
  statement: string;
  /** The computed fact the rule was applied to. */
  fact: string;
  outcome: string;
}

export interface ParanaWindow {
  /** Civil date of the sunrise that opens the day after the fast. */
  date: string;
  start: Instant;
  /** Dvadashi's end; null when dvadashi has ended by that sunrise. */
  end: Instant | null;
  startsAt: 'sunrise' | 'hari_vasara_end';
  sunrise: Instant;
  hariVasaraEnd: Instant;
  note: string;
}

export interface Observance {
  tradition: Tradition;
  /** Civil date (YYYY-MM-DD) whose sunrise opens the fast day. */
  date: string;
  sunrise: Instant;
  /** Tithi prevailing at that sunrise. */
  tithiAtSunrise: string;
  whyThisDate: TraceStep[];
  parana: ParanaWindow;
}

export interface MahadvadashiFlag {
  case: MahadvadashiCase;
  /** Civil date of the day the case marks. */
  date: string;
  fact: string;
}

export interface EkadashiObservance {
  paksha: Paksha;
  /** Null when a new moon bounding the month lies outside the ephemeris files (January 1800); a warning says so. */
  lunarMonth: { amanta: LunarMonthValue; purnimanta: LunarMonthValue } | null;
  tithis: { dashami: TithiSpan; ekadashi: TithiSpan; dvadashi: TithiSpan };
  /**
   * Arunodaya (96 minutes before sunrise) of the first sunrise inside ekadashi; null when ekadashi touches no sunrise.
   */
  arunodaya: Instant | null;
  mahadvadashi: MahadvadashiFlag[];
  smarta: Observance | null;
  vaishnava: Observance | null;
}

export interface SkippedEkadashi {
  ekadashiStart: Instant;
  reason: string;
}

export interface EkadashiResult {
  from: string;
  to: string | null;
  timezone: string;
  sunriseRule: SunriseRule;
  traditions: Tradition[];
  arunodayaMinutes: number;
  /** Ekadashis whose Smarta date falls in the span, in order. */
  ekadashis: EkadashiObservance[];
  /** Ekadashis that could not be placed (no sunrise: polar day or night). */
  skipped: SkippedEkadashi[];
  cites: readonly Citation[];
  warnings: string[];
}
