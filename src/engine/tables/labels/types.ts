/**
 * The shape every language's label table fills: one label for each name the service spells (names.md). A table
 * that misses a name of a kind keyed by a closed list does not compile; the kinds keyed by a catalogue's names
 * (festivals, doshas, yoga combinations) are held complete by labels.test.ts.
 */
import type { Graha, Karana, Nakshatra, Sign, Yoga } from '../../vocabulary/names.ts';
import { CHOGHADIYAS, WEEKDAYS } from '../../vocabulary/names.ts';
import type { VargaCode } from '../chart/vargas.ts';
import type { Koota } from '../matching/points.ts';
import type { Porutham } from '../matching/porutham.ts';
import type { Karma } from '../muhurta/keys.ts';

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

/**
 * The ids of the muhurta rules as the muhurta routes return them (rules[].id): the engine keeps them in the rules'
 * code, not in a list, so they are listed here (a test holds the list equal to the ids the rules' code names).
 */
export const MUHURTA_RULE_LABEL_KEYS = [
  'special.sarvartha_siddhi',
  'special.amrita_siddhi',
  'special.siddha',
  'special.guru_pushya',
  'special.ravi_pushya',
  'special.ravi_yoga',
  'special.dwipushkar',
  'special.tripushkar',
  'tithi.amavasya',
  'tithi.rikta',
  'tithi.favoured',
  'tithi.not_favoured',
  'tithi.dagdha',
  'tithi.dagdha_yoga',
  'vara.avoided',
  'vara.favoured',
  'nakshatra.panchaka',
  'nakshatra.favoured',
  'nakshatra.not_favoured',
  'yoga.rejected',
  'yoga.inauspicious',
  'karana.vishti',
  'karana.vishti_away',
  'period.adhika_masa',
  'period.kharmas',
  'period.chaturmas',
  'period.eclipse',
  'period.eclipse_sutak',
  'period.holashtak',
  'period.guru_aditya',
  'period.south_closed_month',
  'planet.venus_combust',
  'planet.jupiter_combust',
  'planet.venus_asta',
  'planet.jupiter_asta',
  'lagna.favoured',
  'lagna.not_favoured',
  'lagna.shuddhi',
  'lagna.not_shuddha',
  'daily.rahu_kalam',
  'daily.day_time',
  'personal.tarabala',
  'personal.chandrabala',
] as const;
export type MuhurtaRuleId = (typeof MUHURTA_RULE_LABEL_KEYS)[number];

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
  /** The entries of the dosha catalogue (POST /api/v2/doshas), keyed by their English name. */
  dosha: Readonly<Record<string, string>>;
  /** The yoga combinations of the yoga catalogue (POST /api/yog), keyed by their English name (Gajakesari ...). */
  yoga_combination: Readonly<Record<string, string>>;
  /** The acts a muhurta is sought for, keyed by the ids the muhurta routes use (vivah, griha_pravesh ...). */
  muhurta_karma: Record<Karma, string>;
  /** The muhurta rules, keyed by their ids (tithi.rikta, period.kharmas ...). */
  muhurta_rule: Record<MuhurtaRuleId, string>;
  /** The sixteen vargas (divisional charts), keyed by their codes (D1 ... D60) as the chart routes give them. */
  varga: Record<VargaCode, string>;
  words: ChartWords;
}

export type LabelKind = Exclude<keyof LabelTable, 'words'>;

/**
 * The kinds each language's table spells itself (en.ts, hi.ts ...); the others are built for all ten languages at
 * once from the names' Hindi and IAST forms (festival-names.ts, dosha-names.ts, yoga-names.ts, muhurta-names.ts,
 * varga-names.ts).
 */
export type LanguageTable = Omit<
  LabelTable,
  'festival' | 'dosha' | 'yoga_combination' | 'muhurta_karma' | 'muhurta_rule' | 'varga'
>;
