/**
 * What each of the 27 nakshatras brings to a match: gana, yoni animal and its sex, nadi, rajju part, and the vedha
 * partners. Keyed by nakshatra name (no positional codes); the partition tests check each star is in exactly one
 * group of every kind.
 */
import type { Nakshatra } from '../../vocabulary/names.ts';
import type { CitedTable } from '../sources.ts';
import { MATCHING_REFS } from './refs.ts';

export type Gana = 'Deva' | 'Manushya' | 'Rakshasa';
export type Nadi = 'Adi' | 'Madhya' | 'Antya';
export type Rajju = 'Pada' | 'Kati' | 'Nabhi' | 'Kantha' | 'Siro';
export type YoniAnimal =
  | 'Horse'
  | 'Elephant'
  | 'Sheep'
  | 'Serpent'
  | 'Dog'
  | 'Cat'
  | 'Rat'
  | 'Cow'
  | 'Buffalo'
  | 'Tiger'
  | 'Deer'
  | 'Monkey'
  | 'Mongoose'
  | 'Lion';
export type YoniSex = 'male' | 'female';

export const GANA_OF = {
  id: 'matching.gana',
  cites: MATCHING_REFS.gana,
  data: {
    Deva: ['Ashwini', 'Mrigashira', 'Punarvasu', 'Pushya', 'Hasta', 'Swati', 'Anuradha', 'Shravana', 'Revati'],
    Manushya: [
      'Bharani',
      'Rohini',
      'Ardra',
      'Purva Phalguni',
      'Uttara Phalguni',
      'Purva Ashadha',
      'Uttara Ashadha',
      'Purva Bhadrapada',
      'Uttara Bhadrapada',
    ],
    Rakshasa: ['Krittika', 'Ashlesha', 'Magha', 'Chitra', 'Vishakha', 'Jyeshtha', 'Mula', 'Dhanishta', 'Shatabhisha'],
  },
} as const satisfies CitedTable<Record<Gana, readonly Nakshatra[]>>;

/** Nadi in the zig-zag order: Ashwini Adi, Bharani Madhya, Krittika Antya, Rohini Antya, Mrigashira Madhya, ... */
export const NADI_OF = {
  id: 'matching.nadi',
  cites: MATCHING_REFS.nadi,
  data: {
    Adi: [
      'Ashwini',
      'Ardra',
      'Punarvasu',
      'Uttara Phalguni',
      'Hasta',
      'Jyeshtha',
      'Mula',
      'Shatabhisha',
      'Purva Bhadrapada',
    ],
    Madhya: [
      'Bharani',
      'Mrigashira',
      'Pushya',
      'Purva Phalguni',
      'Chitra',
      'Anuradha',
      'Purva Ashadha',
      'Dhanishta',
      'Uttara Bhadrapada',
    ],
    Antya: ['Krittika', 'Rohini', 'Ashlesha', 'Magha', 'Swati', 'Vishakha', 'Uttara Ashadha', 'Shravana', 'Revati'],
  },
} as const satisfies CitedTable<Record<Nadi, readonly Nakshatra[]>>;

/**
 * Rajju: the stars written foot, hip, navel, neck, head and back down, three times (Mrigashira, Chitra, Dhanishta at
 * the head).
 */
export const RAJJU_OF = {
  id: 'matching.rajju',
  cites: MATCHING_REFS.rajju,
  data: {
    Pada: ['Ashwini', 'Ashlesha', 'Magha', 'Jyeshtha', 'Mula', 'Revati'],
    Kati: ['Bharani', 'Pushya', 'Purva Phalguni', 'Anuradha', 'Purva Ashadha', 'Uttara Bhadrapada'],
    Nabhi: ['Krittika', 'Punarvasu', 'Uttara Phalguni', 'Vishakha', 'Uttara Ashadha', 'Purva Bhadrapada'],
    Kantha: ['Rohini', 'Ardra', 'Hasta', 'Swati', 'Shravana', 'Shatabhisha'],
    Siro: ['Mrigashira', 'Chitra', 'Dhanishta'],
  },
} as const satisfies CitedTable<Record<Rajju, readonly Nakshatra[]>>;

/** Yoni animal and sex of each star (Abhijit, the 28th, shares the Mongoose with Uttara Ashadha and is not counted). */
export const YONI_OF = {
  id: 'matching.yoni',
  cites: MATCHING_REFS.yoni,
  data: {
    Ashwini: ['Horse', 'male'],
    Bharani: ['Elephant', 'male'],
    Krittika: ['Sheep', 'female'],
    Rohini: ['Serpent', 'male'],
    Mrigashira: ['Serpent', 'female'],
    Ardra: ['Dog', 'female'],
    Punarvasu: ['Cat', 'female'],
    Pushya: ['Sheep', 'male'],
    Ashlesha: ['Cat', 'male'],
    Magha: ['Rat', 'male'],
    'Purva Phalguni': ['Rat', 'female'],
    'Uttara Phalguni': ['Cow', 'male'],
    Hasta: ['Buffalo', 'female'],
    Chitra: ['Tiger', 'female'],
    Swati: ['Buffalo', 'male'],
    Vishakha: ['Tiger', 'male'],
    Anuradha: ['Deer', 'female'],
    Jyeshtha: ['Deer', 'male'],
    Mula: ['Dog', 'male'],
    'Purva Ashadha': ['Monkey', 'male'],
    'Uttara Ashadha': ['Mongoose', 'male'],
    Shravana: ['Monkey', 'female'],
    Dhanishta: ['Lion', 'female'],
    Shatabhisha: ['Horse', 'female'],
    'Purva Bhadrapada': ['Lion', 'male'],
    'Uttara Bhadrapada': ['Cow', 'female'],
    Revati: ['Elephant', 'female'],
  },
} as const satisfies CitedTable<Record<Nakshatra, readonly [YoniAnimal, YoniSex]>>;

/** Vedha: stars that pierce each other, as the classical pair list (not a sum of star numbers). */
export const VEDHA_GROUPS = {
  id: 'matching.vedha',
  cites: MATCHING_REFS.vedha,
  data: [
    ['Ashwini', 'Jyeshtha'],
    ['Bharani', 'Anuradha'],
    ['Krittika', 'Vishakha'],
    ['Rohini', 'Swati'],
    ['Ardra', 'Shravana'],
    ['Punarvasu', 'Uttara Ashadha'],
    ['Pushya', 'Purva Ashadha'],
    ['Ashlesha', 'Mula'],
    ['Magha', 'Revati'],
    ['Purva Phalguni', 'Uttara Bhadrapada'],
    ['Uttara Phalguni', 'Purva Bhadrapada'],
    ['Hasta', 'Shatabhisha'],
    ['Mrigashira', 'Chitra', 'Dhanishta'],
  ],
} as const satisfies CitedTable<readonly (readonly Nakshatra[])[]>;
