import { cite, type CitedTable } from '../sources.ts';
import type { EighthPart, Half, WeekdayName } from './keys.ts';

/**
 * Part (of the eight of the day, and of the night) that is Gulika kalam on each weekday: Saturn's part. The day's
 * parts go to the weekday lords in order from the day's own lord; the night's from the lord of the fifth weekday.
 * The eighth part has no lord.
 */
export const GULIKA_KALAM = {
  id: 'day_division.gulika_kalam',
  cites: [
    cite('bphs', {
      status: 'pending',
      note:
        "Upagraha section (Gulika/Mandi): Saturn's part of the day or night, the night counted from the lord " +
        'of the fifth weekday. Chapter and verses not checked.',
    }),
    cite('almanac_practice', {
      status: 'pending',
      note:
        "Almanacs print the whole day part as Gulika kalam; matches Drik Panchang's printed times for " +
        'every day of 2023. The night part is rarely printed.',
    }),
  ],
  data: {
    day: { Sunday: 7, Monday: 6, Tuesday: 5, Wednesday: 4, Thursday: 3, Friday: 2, Saturday: 1 },
    night: { Sunday: 3, Monday: 2, Tuesday: 1, Wednesday: 7, Thursday: 6, Friday: 5, Saturday: 4 },
  },
} as const satisfies CitedTable<Record<Half, Record<WeekdayName, EighthPart>>>;
