/** Key types shared by the day-division tables, derived from the one list of names (vocabulary/names.ts). */
import type { CHOGHADIYAS, WEEKDAYS } from '../../vocabulary/names.ts';

export type WeekdayName = (typeof WEEKDAYS)[number]['name'];
export type ChoghadiyaName = (typeof CHOGHADIYAS)[number]['name'];

/** Day is sunrise to sunset; night is sunset to the next sunrise. */
export type Half = 'day' | 'night';

/** One of the eight equal parts of a half (kalams, choghadiyas), counted from 1 at its start. */
export type EighthPart = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/** One of the fifteen muhurtas of a half, counted from 1 at its start. */
export type MuhurtaNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15;
