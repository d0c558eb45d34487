/**
 * Instants as a person at the place reads them. The engine works in UTC instants; responses give local ISO 8601
 * with the offset in force at that instant (so a DST change inside a day is shown right), HH:MM:SS, and the
 * 12-hour strings the interface names for choghadiya.
 */
import { formatOffset, pad2 } from '../engine/astro/offset.ts';
import { zoneOffsetSeconds } from '../engine/astro/zone.ts';
import { snakeCaseKeys, type SnakeCasedLocal } from './snake-case.ts';

export interface LocalTime {
  /** 2026-11-22T06:49:08+05:30 */
  iso: string;
  /** 06:49:08 */
  hms: string;
  /** 6:49 AM */
  twelveHour: string;
  /** 2026-11-22 (the local civil date) */
  date: string;
}

/** '00'..'59' by value. */
const TWO_DIGITS = Array.from({ length: 60 }, (_, i) => pad2(i));

export function localTime(epochMs: number, timezone: string): LocalTime {
  const ms = Math.round(epochMs / 1000) * 1000; // to the second, as every event time is stated
  const offset = zoneOffsetSeconds(timezone, ms);
  const wall = new Date(ms + offset * 1000);
  const year = wall.getUTCFullYear();
  // Written from the fields (a response converts dozens of instants); toISOString pads or expands other years.
  const date =
    year >= 1000 && year <= 9999
      ? `${year}-${TWO_DIGITS[wall.getUTCMonth() + 1]}-${TWO_DIGITS[wall.getUTCDate()]}`
      : wall.toISOString().slice(0, 10);
  const hour = wall.getUTCHours();
  const minutes = TWO_DIGITS[wall.getUTCMinutes()];
  const hms = `${TWO_DIGITS[hour]}:${minutes}:${TWO_DIGITS[wall.getUTCSeconds()]}`;
  const twelveHour = `${hour % 12 === 0 ? 12 : hour % 12}:${minutes} ${hour < 12 ? 'AM' : 'PM'}`;
  return { iso: `${date}T${hms}${formatOffset(offset)}`, hms, twelveHour, date };
}

/**
 * For snakeCaseKeys: engine instants ({jdUt, epochMs} or {jdUt, utc}) become local ISO 8601 strings at the place;
 * any other object is left to be renamed.
 */
export function instantsAsLocal(timezone: string): (o: object) => string | undefined {
  return (o) => {
    const v = o as { jdUt?: unknown; epochMs?: unknown; utc?: unknown };
    if (typeof v.jdUt !== 'number') return undefined;
    if (typeof v.epochMs === 'number') return localTime(v.epochMs, timezone).iso;
    if (typeof v.utc === 'string') return localTime(Date.parse(v.utc), timezone).iso;
    return undefined;
  };
}

/**
 * localTime for one response: dasha tables repeat instants (a period's end is the next one's start, the running
 * antardasha starts with its mahadasha), so each second is formatted once.
 */
export function localClock(timezone: string): (epochMs: number) => LocalTime {
  const seen = new Map<number, LocalTime>();
  return (epochMs) => {
    const key = Math.round(epochMs / 1000);
    let t = seen.get(key);
    if (t === undefined) {
      t = localTime(epochMs, timezone);
      seen.set(key, t);
    }
    return t;
  };
}

/** snakeCaseKeys(value, instantsAsLocal(timezone)) with its result typed (snake-case.ts). */
export const snakeCasedLocal = <T>(value: T, timezone: string): SnakeCasedLocal<T> =>
  snakeCaseKeys(value, instantsAsLocal(timezone)) as SnakeCasedLocal<T>;
