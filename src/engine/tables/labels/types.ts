/**
 * The shape every language's label table fills: one label for each name the service spells (names.md). A table
 * that misses a name does not compile; a name no language can give yet is listed in MISSING (index.ts) instead.
 */
import type { Graha, Karana, Nakshatra, Sign, Yoga } from '../../vocabulary/names.ts';
import { CHOGHADIYAS, WEEKDAYS } from '../../vocabulary/names.ts';
import type { Koota } from '../matching/points.ts';
import type { Porutham } from '../matching/porutham.ts';

export const LANGS = ['en', 'hi', 'sa', 'ta', 'te', 'kn', 'ml', 'bn', 'mr', 'gu'] as const;
export type Lang = (typeof LANGS)[number];

export const TITHI_LABEL_KEYS = [
  'Pratipada',
  'Dwitiya',
  'Tritiya',
  'Chaturthi',
  'Panchami',
  'Shashthi',
  'Saptami',
  'Ashtami',
  'Navami',
  'Dashami',
  'Ekadashi',
  'Dwadashi',
  'Trayodashi',
  'Chaturdashi',
  'Purnima',
  'Amavasya',
] as const;
export type TithiName = (typeof TITHI_LABEL_KEYS)[number];
export type Weekday = (typeof WEEKDAYS)[number]['name'];
export type Choghadiya = (typeof CHOGHADIYAS)[number]['name'];
export type Paksha = 'Shukla' | 'Krishna';
export type YoginiName = 'Mangala' | 'Pingala' | 'Dhanya' | 'Bhramari' | 'Bhadrika' | 'Ulka' | 'Siddha' | 'Sankata';
export type DashaLevel = 'Mahadasha' | 'Antardasha' | 'Pratyantar' | 'Sukshma' | 'Prana';
/** The lunar months as jyotish/panchanga/lunar-months.ts spells them (a test holds the two lists equal). */
export const MONTH_LABEL_KEYS = [
  'Chaitra',
  'Vaishakha',
  'Jyeshtha',
  'Ashadha',
  'Shravana',
  'Bhadrapada',
  'Ashwin',
  'Kartika',
  'Margashirsha',
  'Pausha',
  'Magha',
  'Phalguna',
] as const;
export type LunarMonthName = (typeof MONTH_LABEL_KEYS)[number];

/** Words the chart image and the pages draw beside the names. */
export interface ChartWords {
  /** The lagna's mark in a chart cell. */
  ascendant_short: string;
  ascendant: string;
  /** Appended to a retrograde graha. */
  retrograde_mark: string;
  north_indian: string;
  south_indian: string;
  east_indian: string;
  /** The three-ring chart read from the lagna, the Moon and the Sun. */
  sudarshana: string;
  moon: string;
  sun: string;
}

export interface LabelTable {
  graha: Record<Graha, string>;
  /** Two-letter (or one-syllable) form drawn in chart cells. */
  graha_short: Record<Graha, string>;
  sign: Record<Sign, string>;
  nakshatra: Record<Nakshatra, string>;
  tithi: Record<TithiName, string>;
  paksha: Record<Paksha, string>;
  yoga: Record<Yoga, string>;
  karana: Record<Karana, string>;
  vara: Record<Weekday, string>;
  month: Record<LunarMonthName, string>;
  /**
   * The solar month, keyed by the Sun's sidereal sign: the months Tamil, Kerala and Bengali calendars count (Chithirai,
   * Medam, Boishakh when the Sun is in Mesha); elsewhere the sign's name, as almanacs name the saura masa.
   */
  solar_month: Record<Sign, string>;
  choghadiya: Record<Choghadiya, string>;
  /** The eight kootas of Ashtakoota, keyed by the ids the matching routes return (graha_maitri ...). */
  koota: Record<Koota, string>;
  /** The ten poruthams of Dashakoot. */
  porutham: Record<Porutham, string>;
  /** The eight yoginis of the Yogini dasha. */
  yogini: Record<YoginiName, string>;
  /** The dasha levels as the dasha answers name them (Mahadasha ... Prana). */
  dasha_level: Record<DashaLevel, string>;
  /** Festivals and vratas, keyed by their English name (tables/festivals). */
  festival: Readonly<Record<string, string>>;
  words: ChartWords;
}

export type LabelKind = Exclude<keyof LabelTable, 'words'>;
