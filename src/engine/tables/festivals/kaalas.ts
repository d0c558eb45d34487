/**
 * The parts of the day festival rules name. The daytime (sunrise to sunset) is cut into five equal parts, pratah,
 * sangava, madhyahna, aparahna and sayahna, as the dharmashastra digests divide it for rites; purvahna is the
 * forenoon, sunrise to midday. The night (sunset to the next sunrise) has fifteen muhurtas: pradosha is its first
 * three (a fifth of the night), nishita its eighth (the middle muhurta). Arunodaya is the four ghatis (96 minutes)
 * before sunrise. Almanacs print the same windows (Diwali's pradosha, Janmashtami's nishita, Dussehra's aparahna).
 */
import { cite, type CitedTable } from '../sources.ts';
import type { Kaala } from './types.ts';

/** A window as fractions: of the daytime (`day`), of the night (`night`), or minutes before sunrise. */
export type KaalaSpan =
  | { of: 'day'; from: number; to: number }
  | { of: 'night'; from: number; to: number }
  | { of: 'before_sunrise'; minutes: number }
  | { of: 'instant'; at: 'sunrise' | 'sunset' | 'moonrise' };

export const KAALA_SPANS = {
  id: 'festivals.kaalas',
  cites: [
    cite('nirnayasindhu', {
      status: 'pending',
      note: 'the fivefold division of the day (pratah, sangava, madhyahna, aparahna, sayahna) for rites',
    }),
    cite('dharmasindhu', {
      status: 'pending',
      note: 'pradosha as three muhurtas after sunset, nishita as the middle muhurta of the night',
    }),
    cite('almanac_practice', {
      status: 'pending',
      note: 'purvahna printed as sunrise to midday, pradosha as the first fifth of the night (Drik Panchang)',
    }),
  ],
  data: {
    arunodaya: { of: 'before_sunrise', minutes: 96 },
    sunrise: { of: 'instant', at: 'sunrise' },
    pratahkala: { of: 'day', from: 0, to: 1 / 5 },
    purvahna: { of: 'day', from: 0, to: 1 / 2 },
    madhyahna: { of: 'day', from: 2 / 5, to: 3 / 5 },
    aparahna: { of: 'day', from: 3 / 5, to: 4 / 5 },
    sayahna: { of: 'day', from: 4 / 5, to: 1 },
    sunset: { of: 'instant', at: 'sunset' },
    pradosha: { of: 'night', from: 0, to: 1 / 5 },
    nishita: { of: 'night', from: 7 / 15, to: 8 / 15 },
    moonrise: { of: 'instant', at: 'moonrise' },
  },
} as const satisfies CitedTable<Record<Kaala, KaalaSpan>>;

/** Words for the trace. */
export const KAALA_WORDS: Record<Kaala, string> = {
  arunodaya: 'arunodaya (the 96 minutes before sunrise)',
  sunrise: 'sunrise',
  pratahkala: 'pratahkala (the first fifth of the daytime)',
  purvahna: 'purvahna (sunrise to midday)',
  madhyahna: 'madhyahna (the third fifth of the daytime)',
  aparahna: 'aparahna (the fourth fifth of the daytime)',
  sayahna: 'sayahna (the last fifth of the daytime)',
  sunset: 'sunset',
  pradosha: 'pradosha (the first fifth of the night)',
  nishita: 'nishita (the middle muhurta of the night)',
  moonrise: 'moonrise',
};
