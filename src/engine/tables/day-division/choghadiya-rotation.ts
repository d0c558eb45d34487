import { cite, type CitedTable } from '../sources.ts';
import type { Half } from './keys.ts';

/**
 * Which lord rules each of the eight choghadiyas of a half. Offsets and steps count weekdays from Sunday = 0
 * (WEEKDAYS), and the choghadiya is the one of that weekday's lord (CHOGHADIYAS). The day starts with the
 * weekday's own lord and steps 5 weekdays a segment, which walks the hora order Sun, Venus, Mercury, Moon,
 * Saturn, Jupiter, Mars; the night starts with the lord of the fifth weekday counted from the day (offset 4) and
 * steps 4 weekdays a segment. Seven lords in eight segments: the eighth repeats the first.
 */
export const CHOGHADIYA_ROTATION = {
  id: 'day_division.choghadiya_rotation',
  cites: [
    cite('almanac_practice', {
      status: 'pending',
      note:
        'Choghadiya is a Gujarati and North Indian almanac usage with no classical verse known to the project. ' +
        'Rule as printed by almanacs; reproduces Drik Panchang for Tuesday 2026-06-16 (day and night).',
    }),
  ],
  data: {
    rule:
      'Day: the weekday lord first, then every 6th weekday lord counting inclusively (step 5). ' +
      'Night: the lord of the 5th weekday counting inclusively (offset 4) first, then every 5th (step 4). ' +
      'The 8th segment repeats the 1st.',
    day: { firstOffset: 0, step: 5 },
    night: { firstOffset: 4, step: 4 },
  },
} as const satisfies CitedTable<{ rule: string } & Record<Half, { firstOffset: number; step: number }>>;
