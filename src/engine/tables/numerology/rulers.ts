/**
 * The planet of each root number (Indian practice), the colour read from that planet, and the friendly numbers read
 * from the planets' natural friendships. Lucky things are looked up here and nowhere else.
 */
import type { Graha } from '../../vocabulary/names.ts';
import type { RootNumber } from '../../vocabulary/numbers.ts';
import { cite, type CitedTable } from '../sources.ts';

/** Number -> ruling graha, as Indian numerology (ank jyotish) assigns them. */
export const NUMBER_RULERS = {
  id: 'numerology.number_rulers',
  cites: [
    cite('almanac_practice', {
      status: 'pending',
      note:
        'Indian numerology practice (1 Sun, 2 Moon, 3 Jupiter, 4 Rahu, 5 Mercury, 6 Venus, 7 Ketu, 8 Saturn, ' +
        '9 Mars), as printed in almanac and newspaper numerology columns. Cheiro (1926) is commonly reported to give ' +
        'Uranus for 4 and Neptune for 7; Indian practice puts Rahu and Ketu there. Not checked against a printed ' +
        'source.',
    }),
  ],
  data: { 1: 'Sun', 2: 'Moon', 3: 'Jupiter', 4: 'Rahu', 5: 'Mercury', 6: 'Venus', 7: 'Ketu', 8: 'Saturn', 9: 'Mars' },
} as const satisfies CitedTable<Record<RootNumber, Graha>>;

export interface GrahaColour {
  /** The one colour reported as `color`. */
  color: string;
  /** Other colours practice gives for the same graha, shown so the choice is visible. */
  alsoGiven: readonly string[];
}

/** Lucky colour of a graha, as numerology practice gives it (one chosen where practice lists several). */
export const GRAHA_COLOURS = {
  id: 'numerology.graha_colours',
  cites: [
    cite('almanac_practice', {
      status: 'pending',
      note:
        'Numerology columns disagree on colours, most of all for Rahu, Ketu and Venus; the others are listed beside ' +
        'the first. Not checked against a printed source.',
    }),
    cite('service_design', {
      status: 'pending',
      note: "which of the commonly printed colours comes first is the service's pick",
    }),
  ],
  data: {
    Sun: { color: 'Orange', alsoGiven: ['Red', 'Gold'] },
    Moon: { color: 'White', alsoGiven: ['Cream', 'Silver'] },
    Mars: { color: 'Red', alsoGiven: ['Scarlet'] },
    Mercury: { color: 'Green', alsoGiven: [] },
    Jupiter: { color: 'Yellow', alsoGiven: ['Gold'] },
    Venus: { color: 'White', alsoGiven: ['Pink', 'Light blue'] },
    Saturn: { color: 'Black', alsoGiven: ['Dark blue'] },
    Rahu: { color: 'Grey', alsoGiven: ['Light blue'] },
    Ketu: { color: 'Grey', alsoGiven: ['Smoky', 'Multicoloured'] },
  },
} as const satisfies CitedTable<Record<Graha, GrahaColour>>;

/**
 * Friendly numbers of each root number: the numbers whose rulers the number's ruler counts a natural friend
 * (BPHS ch. 3, chart/friendship.ts), through NUMBER_RULERS. Rahu and Ketu have no natural friendships in that
 * table, so 4 and 7 have none here (null), never a guess. A test re-derives every row from the two tables.
 */
export const FRIENDLY_NUMBERS = {
  id: 'numerology.friendly_numbers',
  cites: [
    cite('bphs', {
      chapter: 3,
      verses: '55',
      status: 'pending',
      note: 'Natural friendships of the seven grahas, read through the number rulers.',
    }),
    ...NUMBER_RULERS.cites,
  ],
  data: {
    1: [2, 3, 9], // Sun: Moon, Jupiter, Mars
    2: [1, 5], // Moon: Sun, Mercury
    3: [1, 2, 9], // Jupiter: Sun, Moon, Mars
    4: null, // Rahu: none given
    5: [1, 6], // Mercury: Sun, Venus
    6: [5, 8], // Venus: Mercury, Saturn
    7: null, // Ketu: none given
    8: [5, 6], // Saturn: Mercury, Venus
    9: [1, 2, 3], // Mars: Sun, Moon, Jupiter
  },
} as const satisfies CitedTable<Record<RootNumber, readonly RootNumber[] | null>>;
