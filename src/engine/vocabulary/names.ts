import { norm360 } from './angles.ts';
import { at } from '../errors.ts';

/**
 * The one spelling of every graha, sign, nakshatra, tithi, yoga, karana, weekday and choghadiya in responses
 * (shared/design/names.md). Indices are positions in these arrays; nothing else in the engine spells a name.
 */

export const GRAHAS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'] as const;
export type Graha = (typeof GRAHAS)[number];
/** The seven visible grahas (no nodes): weekday, hora and choghadiya lords, dignity tables. */
export type SevenGraha = Exclude<Graha, 'Rahu' | 'Ketu'>;
export const SEVEN_GRAHAS = [
  'Sun',
  'Moon',
  'Mars',
  'Mercury',
  'Jupiter',
  'Venus',
  'Saturn',
] as const satisfies readonly SevenGraha[];

export const SIGNS = [
  'Aries',
  'Taurus',
  'Gemini',
  'Cancer',
  'Leo',
  'Virgo',
  'Libra',
  'Scorpio',
  'Sagittarius',
  'Capricorn',
  'Aquarius',
  'Pisces',
] as const;
export type Sign = (typeof SIGNS)[number];

export const RASHIS = [
  'Mesha',
  'Vrishabha',
  'Mithuna',
  'Karka',
  'Simha',
  'Kanya',
  'Tula',
  'Vrishchika',
  'Dhanu',
  'Makara',
  'Kumbha',
  'Meena',
] as const satisfies Record<number, string> & { length: 12 };

export const NAKSHATRAS = [
  'Ashwini',
  'Bharani',
  'Krittika',
  'Rohini',
  'Mrigashira',
  'Ardra',
  'Punarvasu',
  'Pushya',
  'Ashlesha',
  'Magha',
  'Purva Phalguni',
  'Uttara Phalguni',
  'Hasta',
  'Chitra',
  'Swati',
  'Vishakha',
  'Anuradha',
  'Jyeshtha',
  'Mula',
  'Purva Ashadha',
  'Uttara Ashadha',
  'Shravana',
  'Dhanishta',
  'Shatabhisha',
  'Purva Bhadrapada',
  'Uttara Bhadrapada',
  'Revati',
] as const;
export type Nakshatra = (typeof NAKSHATRAS)[number];

/**
 * The name at a computed index (0 = Aries, Ashwini, Mesha), or an INTERNAL_INVARIANT error when the index is not an
 * integer in range: a NaN longitude is a bug, never Aries.
 */
export const signAt = (index: number): Sign => at(SIGNS, index, 'sign');
export const nakshatraAt = (index: number): Nakshatra => at(NAKSHATRAS, index, 'nakshatra');
export const rashiAt = (index: number): (typeof RASHIS)[number] => at(RASHIS, index, 'rashi');

/** names.md: Shukla 1-15 then Krishna 1-15; index 14 Purnima, 29 Amavasya. */
const TITHI_NAMES = [
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
] as const;

/** Tithi index 0-29 -> name: Shukla 1-15, Krishna 1-15 (Purnima at 14, Amavasya at 29). */
export function tithiName(index: number): string {
  if (index === 14) return 'Purnima';
  if (index === 29) return 'Amavasya';
  return at(TITHI_NAMES, index % 15, 'tithi');
}

export const YOGAS = [
  'Vishkambha',
  'Priti',
  'Ayushman',
  'Saubhagya',
  'Shobhana',
  'Atiganda',
  'Sukarma',
  'Dhriti',
  'Shula',
  'Ganda',
  'Vriddhi',
  'Dhruva',
  'Vyaghata',
  'Harshana',
  'Vajra',
  'Siddhi',
  'Vyatipata',
  'Variyan',
  'Parigha',
  'Shiva',
  'Siddha',
  'Sadhya',
  'Shubha',
  'Shukla',
  'Brahma',
  'Indra',
  'Vaidhriti',
] as const;
export type Yoga = (typeof YOGAS)[number];

export const MOVABLE_KARANAS = ['Bava', 'Balava', 'Kaulava', 'Taitila', 'Garaja', 'Vanija', 'Vishti'] as const;
export const FIXED_KARANAS = ['Shakuni', 'Chatushpada', 'Naga', 'Kimstughna'] as const;
export type Karana = (typeof MOVABLE_KARANAS)[number] | (typeof FIXED_KARANAS)[number];

/**
 * Karana of half-tithi 0-59 of a lunar month: Kimstughna first (first half of Shukla Pratipada), the seven movable
 * karanas eight times (1-56), then Shakuni, Chatushpada, Naga (57-59).
 */
export function karanaName(halfTithi: number): Karana {
  if (halfTithi === 0) return 'Kimstughna';
  if (halfTithi >= 57) return at(['Shakuni', 'Chatushpada', 'Naga'] as const, halfTithi - 57, 'karana');
  return at(MOVABLE_KARANAS, (halfTithi - 1) % 7, 'karana');
}

/** Weekdays from Sunday (JavaScript's getUTCDay order), with their lords and Sanskrit names. */
export const WEEKDAYS = [
  { name: 'Sunday', vara: 'Ravivara', lord: 'Sun' },
  { name: 'Monday', vara: 'Somavara', lord: 'Moon' },
  { name: 'Tuesday', vara: 'Mangalavara', lord: 'Mars' },
  { name: 'Wednesday', vara: 'Budhavara', lord: 'Mercury' },
  { name: 'Thursday', vara: 'Guruvara', lord: 'Jupiter' },
  { name: 'Friday', vara: 'Shukravara', lord: 'Venus' },
  { name: 'Saturday', vara: 'Shanivara', lord: 'Saturn' },
] as const satisfies readonly { name: string; vara: string; lord: SevenGraha }[];

export const CHOGHADIYAS = [
  { name: 'Udveg', lord: 'Sun' },
  { name: 'Chal', lord: 'Venus' },
  { name: 'Labh', lord: 'Mercury' },
  { name: 'Amrit', lord: 'Moon' },
  { name: 'Kaal', lord: 'Saturn' },
  { name: 'Shubh', lord: 'Jupiter' },
  { name: 'Rog', lord: 'Mars' },
] as const satisfies readonly { name: string; lord: SevenGraha }[];

/** Lord of each sign (names.md). */
export const SIGN_LORDS = {
  Aries: 'Mars',
  Taurus: 'Venus',
  Gemini: 'Mercury',
  Cancer: 'Moon',
  Leo: 'Sun',
  Virgo: 'Mercury',
  Libra: 'Venus',
  Scorpio: 'Mars',
  Sagittarius: 'Jupiter',
  Capricorn: 'Saturn',
  Aquarius: 'Saturn',
  Pisces: 'Jupiter',
} as const satisfies Record<Sign, SevenGraha>;

/** Vimshottari lord of each nakshatra (names.md): the sequence Ketu..Mercury three times. */
export const NAKSHATRA_LORDS = Object.fromEntries(
  NAKSHATRAS.map((n, i) => [
    n,
    (['Ketu', 'Venus', 'Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury'] as const)[i % 9],
  ]),
) as Record<Nakshatra, Graha>;

/** Arc maths shared by every limb: sign, nakshatra and pada of a sidereal longitude. */
export const NAKSHATRA_ARC = 360 / 27;
export const PADA_ARC = NAKSHATRA_ARC / 4;

export function signOf(longitude: number): { index: number; name: Sign; degree: number } {
  const lon = norm360(longitude);
  const index = Math.min(11, Math.floor(lon / 30));
  return { index, name: signAt(index), degree: lon - index * 30 };
}

export function nakshatraOf(longitude: number): { index: number; name: Nakshatra; pada: number; lord: Graha } {
  const lon = norm360(longitude);
  // Multiply before dividing: 13deg20' * 27 / 360 is exactly 1, whereas 13.333.../13.333... may round below it.
  const quarter = Math.min(107, Math.floor((lon * 108) / 360));
  const index = Math.floor(quarter / 4);
  const name = nakshatraAt(index);
  const pada = (quarter % 4) + 1;
  return { index, name, pada, lord: NAKSHATRA_LORDS[name] };
}
