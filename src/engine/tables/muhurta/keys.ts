/** Key types of the muhurta tables, derived from the one list of names (vocabulary/names.ts). */
export type { WeekdayName } from '../day-division/keys.ts';

/**
 * The acts a muhurta is sought for (interface: vivah, yatra, griha_pravesh, upanayana, general; then conception,
 * travel, the childhood samskaras and the acts of buying and starting).
 */
export const KARMAS = [
  'vivah',
  'yatra',
  'griha_pravesh',
  'upanayana',
  'general',
  'garbhadhana',
  'travel',
  'mundan',
  'namakarana',
  'annaprashana',
  'karnavedha',
  'vidyarambha',
  'vahana',
  'property',
  'vyapara',
] as const;
export type Karma = (typeof KARMAS)[number];

/** Tithi within its paksha, 1-15 (15 is Purnima in Shukla, Amavasya in Krishna). */
export type TithiNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15;

/** Tithi index 0-29 -> its number in the paksha. */
export const tithiNumber = (index: number): TithiNumber => ((index % 15) + 1) as TithiNumber;
