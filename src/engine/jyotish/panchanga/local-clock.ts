/**
 * Instants of a panchanga as the place reads them: JD UT, local ISO 8601 with the offset in force at that instant
 * (a DST change inside the span shows right) and HH:MM:SS. The zone is the one local-day resolved: an IANA id, or
 * 'UTC+05:30' for a fixed offset override.
 */
import { formatOffset } from '../../astro/offset.ts';
import { epochMsFromJulianDay } from '../../astro/time.ts';
import { zoneOffsetSeconds } from '../../astro/zone.ts';

export interface LocalInstant {
  jdUt: number;
  /** 2025-10-01T06:04:12+05:30 */
  iso: string;
  /** 06:04:12, local */
  time: string;
}

export type Clock = (jdUt: number) => LocalInstant;

/**
 * One clock per result: it remembers the offset per second asked, since a day repeats instants (sunrise opens the day
 * and the vara; a limb's end is a transition).
 */
export function localClock(timezone: string): Clock {
  const offsets = new Map<number, number>();
  return (jdUt) => {
    const ms = Math.round(epochMsFromJulianDay(jdUt) / 1000) * 1000; // event times are stated to the second
    let offset = offsets.get(ms);
    if (offset === undefined) {
      offset = zoneOffsetSeconds(timezone, ms);
      offsets.set(ms, offset);
    }
    const wall = new Date(ms + offset * 1000).toISOString();
    const time = wall.slice(11, 19);
    return { jdUt, iso: `${wall.slice(0, 10)}T${time}${formatOffset(offset)}`, time };
  };
}
