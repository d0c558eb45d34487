import { cite, type CitedTable } from '../sources.ts';
import type { MuhurtaNumber, WeekdayName } from './keys.ts';

/** Abhijit is the 8th of the 15 day muhurtas: the one in the middle of the day, about local apparent noon. */
export const ABHIJIT = {
  id: 'day_division.abhijit',
  cites: [
    cite('muhurta_chintamani', {
      status: 'pending',
      note: 'The fifteen muhurtas of the day, Abhijit the eighth (midday). Chapter and verses not checked.',
    }),
  ],
  data: { muhurta: 8, of: 15 },
} as const satisfies CitedTable<{ muhurta: MuhurtaNumber; of: 15 }>;

/** Whether Abhijit counts as auspicious on each weekday: not on Wednesday, when it is that day's durmuhurta. */
export const ABHIJIT_AUSPICIOUS = {
  id: 'day_division.abhijit_auspicious',
  cites: [
    cite('almanac_practice', {
      status: 'pending',
      note:
        'Many almanacs print no Abhijit on Wednesday (Drik Panchang shows "None" on every Wednesday of 2023 ' +
        "and on no other day), consistent with the 8th day muhurta being Wednesday's durmuhurta.",
    }),
  ],
  data: { Sunday: true, Monday: true, Tuesday: true, Wednesday: false, Thursday: true, Friday: true, Saturday: true },
} as const satisfies CitedTable<Record<WeekdayName, boolean>>;
