import { cite, type CitedTable } from '../sources.ts';
import type { MuhurtaNumber, WeekdayName } from './keys.ts';

/** The inauspicious muhurtas (of the 15 of the day and the 15 of the night) on each weekday. */
export const DURMUHURTA = {
  id: 'day_division.durmuhurta',
  cites: [
    cite('muhurta_chintamani', {
      status: 'pending',
      note:
        'The weekday verse naming the durmuhurtas (Aryaman on Sunday; Brahma and Rakshasa on Monday; Pitri by ' +
        'day and Agni by night on Tuesday; Abhijit on Wednesday; Jala and Rakshasa on Thursday; Brahma and Pitri ' +
        'on Friday; Shiva and Sarpa on Saturday), as recalled; chapter and verses not checked.',
    }),
    cite('almanac_practice', {
      status: 'pending',
      note: "Every weekday's numbers match Drik Panchang's printed durmuhurta times for every day of 2023.",
    }),
  ],
  data: {
    Sunday: { day: [14], night: [] },
    Monday: { day: [9, 12], night: [] },
    Tuesday: { day: [4], night: [7] },
    Wednesday: { day: [8], night: [] },
    Thursday: { day: [6, 12], night: [] },
    Friday: { day: [4, 9], night: [] },
    Saturday: { day: [1, 2], night: [] },
  },
} as const satisfies CitedTable<
  Record<WeekdayName, { day: readonly MuhurtaNumber[]; night: readonly MuhurtaNumber[] }>
>;
