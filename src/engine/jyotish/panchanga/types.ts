/** The shape of a daily panchanga (camelCase; the HTTP layer renames to snake_case). */
import type { Ayanamsa } from '../../astro/bodies.ts';
import type { NoEventReason, SunriseRule } from '../../astro/riseset.ts';
import type { Citation } from '../../tables/sources.ts';
import type { DayRule } from './day-window.ts';
import type { BodyAt, KaranaValue, NakshatraValue, TithiValue, YogaValue } from './limbs.ts';
import type { LocalInstant } from './local-clock.ts';
import type { LunarMonthValue } from './lunar-month.ts';
import type { LunarMonthName } from './lunar-months.ts';
import type { Samvat } from './samvat.ts';
import type { VaraValue } from './vara.ts';
import type { Sign } from '../../vocabulary/names.ts';

export type NodeType = 'mean' | 'true';

export interface PanchangaDayInput {
  /** Local civil date, YYYY-MM-DD. */
  date: string;
  latitude: number;
  longitude: number;
  /** IANA zone overriding the one found from the coordinates. */
  timezone?: string | undefined;
  /** Fixed offset overriding any zone ('+05:30' or hours). */
  utcOffset?: string | number | undefined;
  sunriseRule: SunriseRule;
  ayanamsa: Ayanamsa;
  /** Echoed in the conventions; no limb of the panchanga depends on the lunar node. */
  nodeType?: NodeType | undefined;
}

/** A rise or set: the local instant, or null with the reason (polar day or night, or not on this date). */
export type RiseSetTime =
  | (LocalInstant & { reason: null; detail: null })
  | { jdUt: null; iso: null; time: null; reason: NoEventReason; detail: string };

export interface Span {
  start: LocalInstant;
  end: LocalInstant;
}

export interface PanchangaLimbs {
  tithi: TithiValue & Span;
  nakshatra: NakshatraValue & Span;
  yoga: YogaValue & Span;
  karana: KaranaValue & Span;
  /** Weekday of the Vedic day: start and end are the two sunrises (or midnights in the polar fallback). */
  vara: VaraValue & Span;
}

/** A limb changing value between the two sunrises; `value` is the one entered at `at`. */
export type Transition =
  | { limb: 'tithi'; at: LocalInstant; value: TithiValue; kshaya: boolean }
  | { limb: 'nakshatra'; at: LocalInstant; value: NakshatraValue }
  | { limb: 'yoga'; at: LocalInstant; value: YogaValue }
  | { limb: 'karana'; at: LocalInstant; value: KaranaValue };

export interface TithiFlags {
  /** Tithis that begin and end between this sunrise and the next (no sunrise sees them). */
  kshaya: (TithiValue & Span)[];
  /** The sunrise tithi also prevails at the next sunrise (the next day repeats it). */
  vriddhiWithNext: boolean;
  /** The sunrise tithi already prevailed at the previous sunrise (this day repeats it). */
  vriddhiWithPrevious: boolean;
}

export interface LunarMonthResult {
  amanta: LunarMonthValue;
  purnimanta: LunarMonthValue;
  kshayaDropped: LunarMonthName | null;
  newMoonBefore: LocalInstant & { sunSign: Sign };
  newMoonAfter: LocalInstant & { sunSign: Sign };
  rule: string;
}

export interface PanchangaConventions {
  ayanamsa: Ayanamsa;
  sunriseRule: SunriseRule;
  nodeType: NodeType;
  timezone: string;
  /** Offset at the local midnight that opens the date. */
  utcOffset: string;
  dayRule: DayRule;
  positions: string;
  boundaries: string;
}

export interface PanchangaDay {
  date: string;
  latitude: number;
  longitude: number;
  day: Span & { rule: DayRule; detail: string | null };
  sunrise: RiseSetTime;
  sunset: RiseSetTime;
  /** Null only when this date has no sunrise (the search is not made). */
  nextSunrise: RiseSetTime | null;
  /** Sunset, moonrise and moonset: the first on this civil date (local midnight to midnight), else null with why. */
  moonrise: RiseSetTime;
  moonset: RiseSetTime;
  /** Limbs prevailing at sunrise, each with its start and end. */
  limbs: PanchangaLimbs;
  /** Every limb change after sunrise and up to the next sunrise, in time order. */
  transitions: Transition[];
  tithiFlags: TithiFlags;
  /** Sidereal, at sunrise. */
  sun: BodyAt;
  moon: BodyAt;
  /** Null (with a warning) only when a new moon falls outside the ephemeris files (first and last month). */
  lunarMonth: LunarMonthResult | null;
  samvat: Samvat | null;
  conventions: PanchangaConventions;
  refs: Citation[];
  warnings: string[];
}
