import { cite, type CitedTable } from '../sources.ts';
import type { EighthPart, WeekdayName } from './keys.ts';

/**
 * Part (of the eight between sunrise and sunset) that is Yamaganda on each weekday: Jupiter's part when the parts
 * are given to the weekday lords in order from the day's own lord (Yamaghantaka among the upagrahas).
 */
export const YAMAGANDA = {
  id: 'day_division.yamaganda',
  cites: [
    cite('bphs', {
      status: 'pending',
      note:
        'Upagraha section: the day in eight parts ruled from the weekday lord, the eighth without a lord; ' +
        "Yamaghantaka is Jupiter's part. Chapter and verses not checked.",
    }),
    cite('almanac_practice', {
      status: 'pending',
      note:
        "Almanacs print the whole part as Yamaganda; matches Drik Panchang's printed times for every day of " + '2023.',
    }),
  ],
  data: { Sunday: 5, Monday: 4, Tuesday: 3, Wednesday: 2, Thursday: 1, Friday: 7, Saturday: 6 },
} as const satisfies CitedTable<Record<WeekdayName, EighthPart>>;
