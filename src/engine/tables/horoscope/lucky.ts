/**
 * Lucky colour and numbers of a horoscope, read from a graha. The colour name is the numerology table's
 * (tables/numerology/rulers.ts GRAHA_COLOURS, almanac practice) so the service gives one colour per graha; the hex
 * is the CSS named colour of that name (W3C CSS Color Module, a rendering choice, not a source). The number of a
 * graha is the inverse of the numerology table NUMBER_RULERS (1 Sun, 2 Moon, 3 Jupiter, 4 Rahu, 5 Mercury, 6 Venus,
 * 7 Ketu, 8 Saturn, 9 Mars).
 */
import type { Graha } from '../../vocabulary/names.ts';
import { GRAHA_COLOURS, NUMBER_RULERS } from '../numerology/rulers.ts';
import { cite, type CitedTable } from '../sources.ts';

export type ColourName = (typeof GRAHA_COLOURS.data)[Graha]['color'];

export const COLOUR_HEX = {
  id: 'horoscope.colour_hex',
  cites: [
    cite('almanac_practice', { status: 'pending', note: 'colour names as almanacs print them' }),
    cite('service_design', {
      status: 'pending',
      note: "hex values: the CSS named colours of the same names, the service's rendering choice",
    }),
  ],
  data: {
    Orange: '#FFA500',
    White: '#FFFFFF',
    Red: '#FF0000',
    Green: '#008000',
    Yellow: '#FFFF00',
    Black: '#000000',
    Grey: '#808080',
  },
} as const satisfies CitedTable<Record<ColourName, string>>;

/** Number of each graha, inverted from NUMBER_RULERS (a test checks the inversion). */
export const GRAHA_NUMBER = {
  id: 'horoscope.graha_number',
  cites: NUMBER_RULERS.cites,
  data: { Sun: 1, Moon: 2, Jupiter: 3, Rahu: 4, Mercury: 5, Venus: 6, Ketu: 7, Saturn: 8, Mars: 9 },
} as const satisfies CitedTable<Record<Graha, number>>;

export { GRAHA_COLOURS };
