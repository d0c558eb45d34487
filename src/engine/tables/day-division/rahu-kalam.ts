import { cite, type CitedTable } from '../sources.ts';
import type { EighthPart, WeekdayName } from './keys.ts';

/** Part (of the eight between sunrise and sunset) that is Rahu kalam on each weekday. */
export const RAHU_KALAM = {
  id: 'day_division.rahu_kalam',
  cites: [
    cite('almanac_practice', {
      status: 'pending',
      note:
        'South Indian almanac usage; no classical verse known to the project. Unlike Yamaganda and Gulika it ' +
        "is not a graha's part of the day. Matches Drik Panchang's printed times for every day of 2023.",
    }),
  ],
  data: { Sunday: 8, Monday: 2, Tuesday: 7, Wednesday: 5, Thursday: 6, Friday: 4, Saturday: 3 },
} as const satisfies CitedTable<Record<WeekdayName, EighthPart>>;
