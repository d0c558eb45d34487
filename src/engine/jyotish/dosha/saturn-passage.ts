/**
 * Saturn's passages through a set of adjacent signs (the three of sade-sati, the one of a dhaiya): from the first
 * entry to the final exit, retrograde excursions out of the set and back counted inside the passage. Excursions
 * last under a year, while Saturn's next visit to the same signs is over twenty years away, so entries less than
 * two years after an exit belong to the same passage.
 */
import { dateFromJulianDay } from '../../astro/time.ts';
import type { SignCrossing } from './saturn-ingress.ts';

const MERGE_GAP_DAYS = 2 * 365.25;
/** Julian year: the unit of every duration reported here. */
export const DAYS_PER_YEAR = 365.25;

export interface Passage {
  /** First entry into the set (JD UT); null when Saturn was already inside at the start of the search window. */
  startJdUt: number | null;
  /** Final exit (JD UT); null when Saturn was still inside at the end of the search window. */
  endJdUt: number | null;
  /** Every crossing from the first entry to the final exit, in time order. */
  crossings: SignCrossing[];
}

/**
 * Passages through `signs` among `crossings` (all of Saturn's sign crossings in the window, in time order, starting
 * with Saturn in `signAtStart`).
 */
export function passages(
  signs: ReadonlySet<number>,
  crossings: readonly SignCrossing[],
  signAtStart: number,
): Passage[] {
  const out: Passage[] = [];
  let open: Passage | null = signs.has(signAtStart) ? { startJdUt: null, endJdUt: null, crossings: [] } : null;
  for (const c of crossings) {
    const wasIn = signs.has(c.fromSign);
    const nowIn = signs.has(c.toSign);
    if (!wasIn && nowIn) {
      const last = out.at(-1);
      if (open === null && last?.endJdUt != null && c.jdUt - last.endJdUt < MERGE_GAP_DAYS) {
        open = last; // a retrograde excursion out of the set: the passage goes on
        out.pop();
        open.endJdUt = null;
      }
      open ??= { startJdUt: c.jdUt, endJdUt: null, crossings: [] };
    }
    if (open !== null) open.crossings.push(c);
    if (open !== null && wasIn && !nowIn) {
      open.endJdUt = c.jdUt;
      out.push(open);
      open = null;
    }
  }
  if (open !== null) out.push(open);
  return out;
}

/** ISO 8601 UTC of a JD, for messages. */
export const isoUtc = (jdUt: number): string => dateFromJulianDay(jdUt).toISOString().slice(0, 19) + 'Z';
