/** Shapes of a placed festival: its date, the deciding window, and why this date (instants are JD UT). */
import type { Citation } from '../../tables/sources.ts';
import type { FestivalCategory, FestivalRecord, Kaala, Region, Tradition } from '../../tables/festivals/index.ts';
import type { LunarMonthName } from '../panchanga/lunar-months.ts';
import type { Window } from './kaala-window.ts';

/** How a tithi held the kaala on one candidate day. */
export interface CandidateDay {
  date: string;
  /** The kaala that day; null when the day has none (no sunrise, or no moonrise that night). */
  kaala: Window | null;
  /** The parts of the kaala the tithi holds (vishti cut out where the rule says so). */
  held: Window[];
  /** Minutes held (0 for an instant kaala). */
  minutes: number;
  /** Share of the kaala held, 0-1 (1 for an instant inside the tithi). */
  share: number;
  /** The preferred nakshatra holds at the kaala that day (null when the rule names none). */
  nakshatra: boolean | null;
}

export type DecidedBy =
  | 'only_day'
  | 'both_days'
  | 'neither_day'
  | 'nakshatra'
  | 'fallback_kaala'
  | 'sankranti'
  | 'solar_month_star'
  | 'relative'
  | 'ekadashi_rules';

export interface TraceStep {
  rule: string;
  fact: string;
  outcome: string;
}

export interface WhyThisDate {
  /** The rule in words. */
  rule: string;
  kaala: Kaala | null;
  decidedBy: DecidedBy;
  /** One sentence: what happened this year at this place. */
  statement: string;
  /** The tithi (or nakshatra) span the rule read. */
  span: { name: string; start: number; end: number } | null;
  days: CandidateDay[];
  steps: TraceStep[];
  notes: string[];
}

export interface LunarFacts {
  amanta: LunarMonthName;
  purnimanta: LunarMonthName;
  adhika: boolean;
  paksha: 'Shukla' | 'Krishna';
  /** 1-15 within the paksha. */
  tithi: number;
  tithiName: string;
}

export interface AlternativeDate {
  date: string;
  school: string;
  rule: string;
  cites: readonly Citation[];
}

export interface PlacedFestival {
  id: string;
  name: string;
  hi: string;
  sa: string;
  kind: FestivalRecord['kind'] | 'monthly';
  category: FestivalCategory;
  regions: readonly Region[];
  date: string;
  /** The deciding window on that date (or the instant); null when the tithi held no kaala and none was placed. */
  observance: (Window & { kaala: Kaala | 'sankranti' | 'day' | 'after_bhadra' }) | null;
  lunar: LunarFacts | null;
  sankranti: number | null;
  parana: { date: string; start: number; end: number | null } | null;
  whyThisDate: WhyThisDate;
  alternatives: AlternativeDate[];
  cites: readonly Citation[];
}

export interface FestivalInput {
  year: number;
  latitude: number;
  longitude: number;
  timezone?: string | undefined;
  utcOffset?: string | number | undefined;
  region?: Region | undefined;
  tradition?: Tradition | undefined;
  /** Only the festivals dated within these civil dates of the year (YYYY-MM-DD); the whole year otherwise. */
  window?: { from: string; to: string } | undefined;
  /** Only these ids (the single-festival route); all of the region's list otherwise. */
  ids?: readonly string[] | undefined;
  /**
   * Add the monthly vratas (pradosha, chaturthis, masik shivaratri, purnima, amavasya) to the whole list. Default
   * true; with `ids`, a monthly vrata is placed when its id is named.
   */
  monthly?: boolean | undefined;
}

export interface FestivalYear {
  year: number;
  timezone: string;
  region: Region;
  tradition: Tradition;
  festivals: PlacedFestival[];
  /** Adhika months of the year, with their span, for the response's notes. */
  adhikaMonths: { name: LunarMonthName; start: number; end: number }[];
  warnings: string[];
  cites: readonly Citation[];
}
