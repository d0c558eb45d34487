/**
 * Buying and starting: a vehicle (vahana), land or a house (property) and a business or shop (vyapara). Muhurta
 * Chintamani's stars for buying, for land and for trade, with the tithis and weekdays almanac pages print for them.
 */
import { ECLIPSE_ONLY, type KarmaRule } from './karma-rule.ts';
import { chintamani, NAKSHATRA_PRAKARANA, practice } from './refs.ts';

const BUYING_TITHIS = {
  shukla: [2, 3, 5, 6, 7, 10, 11, 12, 13, 15],
  krishna: [1, 2, 3, 5, 6, 7, 10, 11, 12, 13],
} as const;

export const ACQUISITION_RULES = {
  vahana: {
    label: 'buying a vehicle (vahana)',
    nakshatras: [
      'Ashwini',
      'Mrigashira',
      'Punarvasu',
      'Pushya',
      'Hasta',
      'Chitra',
      'Swati',
      'Anuradha',
      'Shravana',
      'Dhanishta',
      'Shatabhisha',
      'Revati',
    ],
    tithis: BUYING_TITHIS,
    varas: { good: ['Monday', 'Wednesday', 'Thursday', 'Friday', 'Sunday'], avoid: ['Tuesday', 'Saturday'] },
    lagnas: null,
    lagnaShuddhi: false,
    gates: ECLIPSE_ONLY,
    nightOnly: false,
    cites: [
      chintamani(NAKSHATRA_PRAKARANA, 'the movable, light and soft stars for what moves and what is bought'),
      practice('Tuesday and Saturday avoided for a vehicle, as almanac pages print vehicle-purchase dates'),
    ],
  },
  property: {
    label: 'buying land or a house (property)',
    nakshatras: [
      'Mrigashira',
      'Punarvasu',
      'Ashlesha',
      'Magha',
      'Purva Phalguni',
      'Vishakha',
      'Anuradha',
      'Mula',
      'Purva Ashadha',
      'Purva Bhadrapada',
      'Revati',
    ],
    tithis: BUYING_TITHIS,
    varas: { good: ['Monday', 'Thursday', 'Friday'], avoid: [] },
    lagnas: null,
    lagnaShuddhi: false,
    gates: ECLIPSE_ONLY,
    nightOnly: false,
    cites: [
      chintamani(NAKSHATRA_PRAKARANA, 'the stars for acquiring land and a house (bhumi kraya)'),
      practice('the weekdays of the almanac pages that print property-purchase dates'),
    ],
  },
  vyapara: {
    label: 'starting a business or opening a shop (vyapara)',
    nakshatras: [
      'Ashwini',
      'Rohini',
      'Mrigashira',
      'Pushya',
      'Uttara Phalguni',
      'Hasta',
      'Chitra',
      'Anuradha',
      'Uttara Ashadha',
      'Uttara Bhadrapada',
      'Revati',
    ],
    tithis: BUYING_TITHIS,
    varas: { good: ['Monday', 'Wednesday', 'Thursday', 'Friday'], avoid: ['Tuesday'] },
    lagnas: ['Taurus', 'Leo', 'Scorpio', 'Aquarius'],
    lagnaShuddhi: false,
    gates: { ...ECLIPSE_ONLY, combust: true },
    nightOnly: false,
    cites: [
      chintamani(
        NAKSHATRA_PRAKARANA,
        'the fixed, light and soft stars for trade; a fixed lagna; Jupiter and Venus risen',
      ),
    ],
  },
} as const satisfies Record<string, KarmaRule>;
