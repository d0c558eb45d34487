/**
 * The shape of a festival record: what decides its date, written as data so that one engine places every festival
 * and a reader can check each rule against its source. A festival is never code of its own.
 */
import type { Citation } from '../sources.ts';
import type { Nakshatra, Sign } from '../../vocabulary/names.ts';
import type { LunarMonthName } from '../labels/types.ts';

/**
 * The part of the day in which a tithi must hold. Windows are fractions of the daytime (sunrise to sunset) or the
 * night (sunset to the next sunrise) of the civil day that owns them; `sunrise`, `sunset` and `moonrise` are instants.
 */
export const KAALAS = [
  'arunodaya',
  'sunrise',
  'pratahkala',
  'purvahna',
  'madhyahna',
  'aparahna',
  'sayahna',
  'sunset',
  'pradosha',
  'nishita',
  'moonrise',
] as const;
export type Kaala = (typeof KAALAS)[number];

/**
 * What decides when the tithi holds the kaala on two civil days (`both`) or on neither (`neither`):
 * - `first` (purva-viddha: the day the tithi begins in), `second` (para-viddha: the day it ends in);
 * - `greater_share`: the day whose kaala it fills more (ties to the first);
 * - `second_if_minutes`: the second day when the tithi holds at least `minutes` of its kaala there, else the first;
 * - `second_if_daytime_share`: (neither) the second day when the tithi lasts at least `share` of its daytime from
 *   sunrise, else the first (Holika: Purnima lasting three and a half of the four prahars of the second day).
 */
export type DayRule =
  | { kind: 'first' }
  | { kind: 'second' }
  | { kind: 'greater_share' }
  | { kind: 'second_if_minutes'; minutes: number }
  | { kind: 'second_if_daytime_share'; share: number };

export interface TithiRule {
  kaala: Kaala;
  both: DayRule;
  neither: DayRule;
  /** Another kaala tried when no day holds the first one (after exclusions), e.g. pradosha after aparahna. */
  fallbackKaala?: Kaala;
  /** Vishti (bhadra) is cut out of the kaala: a day holds only what is left of it. */
  avoidVishti?: boolean;
  /**
   * When bhadra fills the kaala, the rite follows its end: until the middle of the night (Holika Dahan) or until the
   * tithi ends, even the next morning (Raksha Bandhan). Default: until the tithi ends.
   */
  afterBhadraUntil?: 'night_middle' | 'tithi_end';
  /** Preferred in a tie: the day on which this nakshatra also holds at the kaala (Rohini for Janmashtami). */
  preferNakshatra?: Nakshatra;
  /**
   * Where the preference reaches: `tie` (only between two days that both hold the kaala) or `tithi_day` (also a day
   * whose sunrise the tithi holds without holding the kaala: Dussehra with Shravana on the second day).
   */
  nakshatraScope?: 'tie' | 'tithi_day';
}

export type Paksha = 'Shukla' | 'Krishna';
export type Tradition = 'smarta' | 'vaishnava';

export const REGIONS = [
  'pan_indian',
  'north',
  'maharashtra',
  'gujarat',
  'bengal',
  'odisha',
  'bihar',
  'tamil_nadu',
  'kerala',
  'karnataka',
  'andhra_telangana',
  'punjab',
] as const;
export type Region = (typeof REGIONS)[number];

/** Which kind of day it is, so a calendar can be filtered: a festival, a fast, a saint's birth day. */
export type FestivalCategory = 'festival' | 'vrata' | 'jayanti' | 'sankranti' | 'ekadashi' | 'monthly';

/** Another school's rule for the same festival: the engine places it too and reports the date when it differs. */
export interface Alternative {
  /** Who follows it, in a few words ("Drik Panchang and almanacs following Dharmasindhu's para-viddha rule"). */
  school: string;
  rule: TithiRule;
  cites: readonly Citation[];
}

interface Common {
  id: string;
  name: string;
  /** Hindi (Devanagari) and Sanskrit (IAST) names. */
  hi: string;
  sa: string;
  category: FestivalCategory;
  /** The region lists that carry it; `pan_indian` is in every list. */
  regions: readonly Region[];
  /** Observed the same in both traditions unless a `vaishnava` rule is given. */
  cites: readonly Citation[];
}

/** A tithi of a lunar month (amanta name; the nija month when the month is doubled). */
export interface LunarFestival extends Common {
  kind: 'lunar';
  month: LunarMonthName;
  paksha: Paksha;
  /** 1-15 within the paksha (15: Purnima in Shukla, Amavasya in Krishna). */
  tithi: number;
  rule: TithiRule;
  /** The Vaishnava rule, where Vaishnava almanacs place it by another one. */
  vaishnava?: TithiRule;
  /** Regions whose almanacs place it by another rule: used when the request names that region. */
  regionRules?: Partial<Record<Region, TithiRule>>;
  alternatives?: readonly Alternative[];
}

/**
 * How the civil day of a sankranti is chosen: `before_sunset` (the day when it falls before sunset, else the next:
 * Tamil and most North Indian almanacs), `before_madhyahna_end` (before three fifths of the daytime, else the next:
 * Kerala, Karnataka, Andhra), `civil_date` (the civil date of the instant), `vedic_day` (the day whose sunrise opens
 * the Vedic day holding it, so a sankranti before dawn belongs to the day before: Punjab's Vaisakhi and Maghi).
 */
export type SankrantiRule = 'before_sunset' | 'before_madhyahna_end' | 'civil_date' | 'vedic_day';

export interface SolarFestival extends Common {
  kind: 'solar';
  /** The sidereal sign the Sun enters. */
  sign: Sign;
  rule: SankrantiRule;
  /** Regions whose almanacs place it by another rule: used when the request names that region. */
  regionRules?: Partial<Record<Region, SankrantiRule>>;
  alternatives?: readonly { school: string; rule: SankrantiRule; cites: readonly Citation[] }[];
}

/**
 * A nakshatra in a solar month (the Sun in `sunSign`): the day whose daytime it fills most. When the star comes twice
 * in the month, `openedBy` takes the one after that star's day (Onam: the Thiruvonam ten days after Atham), and
 * `withFullMoon` the one nearest the full moon, preferring the day whose daytime holds both (Thaipusam).
 */
export interface NakshatraFestival extends Common {
  kind: 'nakshatra';
  nakshatra: Nakshatra;
  sunSign: Sign;
  openedBy?: Nakshatra;
  withFullMoon?: boolean;
  /**
   * `greatest_daytime` (default): the day whose daytime the star fills most; `sunrise_six_nazhika`: the day whose
   * sunrise it holds for at least six nazhikas (144 minutes) after, as Kerala almanacs fix star days.
   */
  day?: 'greatest_daytime' | 'sunrise_six_nazhika';
}

/** A day before or after another festival of the same year. */
export interface RelativeFestival extends Common {
  kind: 'relative';
  of: string;
  days: number;
}

/** One of the named ekadashis: its date is the ekadashi engine's (Smarta or Vaishnava by tradition). */
export interface EkadashiFestival extends Common {
  kind: 'ekadashi';
  /** null: the ekadashi of an adhika month. */
  month: LunarMonthName | null;
  paksha: Paksha;
}

export type FestivalRecord = LunarFestival | SolarFestival | NakshatraFestival | RelativeFestival | EkadashiFestival;

/** A vrata kept every lunar month (both pakshas when `paksha` is null). */
export interface MonthlyVrata {
  id: string;
  name: string;
  hi: string;
  sa: string;
  paksha: Paksha | null;
  tithi: number;
  rule: TithiRule;
  alternatives?: readonly Alternative[];
  cites: readonly Citation[];
}
