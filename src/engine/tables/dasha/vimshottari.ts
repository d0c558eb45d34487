/**
 * Vimshottari dasha (BPHS ch. 46): the nine lords in order, from Ketu, with their years (120 in all). A
 * nakshatra's lord (names.md) opens the sequence at birth.
 */
import type { Graha } from '../../vocabulary/names.ts';
import { cite, type CitedTable } from '../sources.ts';

export const VIMSHOTTARI = {
  id: 'dasha.vimshottari',
  cites: [cite('bphs', { chapter: 46, verses: '12-17', status: 'pending' })],
  data: [
    { lord: 'Ketu', years: 7 },
    { lord: 'Venus', years: 20 },
    { lord: 'Sun', years: 6 },
    { lord: 'Moon', years: 10 },
    { lord: 'Mars', years: 7 },
    { lord: 'Rahu', years: 18 },
    { lord: 'Jupiter', years: 16 },
    { lord: 'Saturn', years: 19 },
    { lord: 'Mercury', years: 17 },
  ],
} as const satisfies CitedTable<readonly { lord: Graha; years: number }[]>;

export const VIMSHOTTARI_TOTAL_YEARS = 120;

/** Year lengths a caller may choose; 365.25 is the default. */
export const DASHA_YEAR_DAYS = [360, 365.2425, 365.25, 365.256363] as const;
export type DashaYearDays = (typeof DASHA_YEAR_DAYS)[number];
export const DEFAULT_DASHA_YEAR_DAYS: DashaYearDays = 365.25;

/** The interface's level names, outermost first. */
export const DASHA_LEVELS = ['Mahadasha', 'Antardasha', 'Pratyantar', 'Sukshma', 'Prana'] as const;
export type DashaLevel = (typeof DASHA_LEVELS)[number];
