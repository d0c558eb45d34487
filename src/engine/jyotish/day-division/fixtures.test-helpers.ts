/** Test helpers: IST wall times to epoch ms, and a plain Vedic day. Not imported by engine code. */
import type { DayInput } from './frame.ts';

export const MIN = 60_000;

/** "2023-01-03 06:46" in India Standard Time -> epoch ms. */
export function ist(wall: string): number {
  return Date.parse(`${wall.replace(' ', 'T')}:00+05:30`);
}

/** A day with a 12 h 36 min day half, starting 2026-06-16 05:24 IST (a Tuesday). */
export function plainDay(weekday: number): DayInput {
  return {
    sunrise: ist('2026-06-16 05:24'),
    sunset: ist('2026-06-16 18:00'),
    nextSunrise: ist('2026-06-17 05:24'),
    weekday,
  };
}
