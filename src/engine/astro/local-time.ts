/**
 * Local wall time to UTC offset in a zone, with DST gaps and overlaps made explicit. Both are resolved with the
 * earlier offset (the one in force before the change) and a warning: a non-existent 02:30 is read as 02:30 in the
 * old offset (= 03:30 in the new one); a repeated 01:30 is its first occurrence.
 */
import { formatOffset } from './offset.ts';
import { offsetSecondsAt } from './zone.ts';

export interface LocalResolution {
  offsetSeconds: number;
  warning: string | null;
}

const DAY_MS = 86_400_000;

/** `wallMs` is the local date and time written as if it were UTC (Date.UTC of its fields). */
export function resolveLocalTime(zone: string, wallMs: number, label: string): LocalResolution {
  // Offsets a day either side bracket any single change near this wall time (offsets stay within +-14 h).
  const before = offsetSecondsAt(zone, wallMs - DAY_MS);
  const after = offsetSecondsAt(zone, wallMs + DAY_MS);
  const fits = (o: number): boolean => offsetSecondsAt(zone, wallMs - o * 1000) === o;
  const beforeFits = fits(before);
  const afterFits = before !== after && fits(after);

  if (beforeFits && afterFits) {
    return {
      offsetSeconds: before,
      warning:
        `${label} occurs twice in ${zone} (${formatOffset(before)} and ${formatOffset(after)}); ` +
        `the earlier offset ${formatOffset(before)} was applied (the first occurrence)`,
    };
  }
  if (beforeFits) return { offsetSeconds: before, warning: null };
  if (afterFits) return { offsetSeconds: after, warning: null };

  // Two changes within two days leave neither neighbour fitting: take the offset in force at the wall time itself.
  const own = offsetSecondsAt(zone, wallMs - before * 1000);
  if (before === after && fits(own)) return { offsetSeconds: own, warning: null };

  const shifted = new Date(wallMs + (after - before) * 1000).toISOString().slice(11, 19);
  return {
    offsetSeconds: before,
    warning:
      `${label} does not exist in ${zone} (clocks moved from ${formatOffset(before)} to ` +
      `${formatOffset(after)}); it was read with the earlier offset ${formatOffset(before)}, i.e. ${shifted} ` +
      `${formatOffset(after)}`,
  };
}
