/**
 * Time zone of a place, with history. The zone comes from geo-tz's full data set (which keeps the
 * pre-1970 distinctions between zones); offsets at an instant come from the IANA database through luxon/Intl,
 * to the second (Asia/Kolkata was +05:21:10 before 1906).
 */
import { IANAZone } from 'luxon';
import { parseOffset } from './offset.ts';
import { createOffsetTables } from './offset-table.ts';
import { findZones } from './zone-finder.ts';

export interface ZoneLookup {
  zone: string;
  warnings: string[];
}

/** IANA zone at a point. The open sea and the poles give nautical zones (Etc/GMT-5 is UTC+05:00). */
export function zoneAt(lat: number, lon: number): string {
  return lookupZone(lat, lon).zone;
}

export function lookupZone(lat: number, lon: number): ZoneLookup {
  const found = findZones(lat, lon);
  const civil = found.filter((z) => !z.startsWith('Etc/'));
  const first = civil[0];
  if (first === undefined) {
    // Open sea: one nautical zone. Poles: every nautical zone, so take the one the longitude falls in.
    const zone = found.length === 1 && found[0] !== undefined ? found[0] : nauticalZone(lon);
    return { zone, warnings: [`No civil time zone at ${lat}, ${lon}; the nautical zone ${zone} was applied`] };
  }
  if (civil.length === 1) return { zone: first, warnings: [] };
  return {
    zone: first,
    warnings: [`${lat}, ${lon} lies in several time zones (${civil.join(', ')}); ${first} was applied`],
  };
}

/** Etc/GMT zones have inverted signs: Etc/GMT-5 is UTC+05:00. */
export function nauticalZone(lon: number): string {
  const hours = Math.max(-12, Math.min(12, Math.round(lon / 15)));
  return hours === 0 ? 'Etc/GMT' : `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
}

/** A name Intl knows as a time zone (any case, and links such as Asia/Calcutta). */
export function isValidZone(zone: string): boolean {
  try {
    offsetFormatter(zone);
    return true;
  } catch {
    return false;
  }
}

/**
 * One formatter per zone that prints the offset ("GMT+05:21:10", "GMT-03:30", "GMT") after a narrow weekday
 * ("S, GMT+05:30"): formatting about four times cheaper than luxon's formatToParts, and every response converts
 * dozens of instants. The weekday is there because a formatter given no date field prints the whole date
 * (ECMA-402 adds year, month and day), which costs twice as much; the offset is the same (compared over all 418
 * zones at 915,002 instants, 1798-2381).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
/** Formatters kept; a request may spell a zone in any case, so the map starts again past this many. */
const MAX_FORMATTERS = 1_024;

/** The zone's formatter; a name Intl does not know throws a RangeError and keeps nothing. */
function offsetFormatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (f === undefined) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset', weekday: 'narrow' });
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    formatters.set(zone, f);
  }
  return f;
}

const LONG_OFFSET = /GMT(?:([+-])(\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** The offset Intl prints for a zone at an instant, in whole seconds (no table: what the table learns from). */
export function intlOffsetSeconds(zone: string, epochMs: number): number {
  const text = offsetFormatter(zone).format(epochMs);
  const m = LONG_OFFSET.exec(text);
  if (m === null) return Math.round(IANAZone.create(zone).offset(epochMs) * 60); // an ICU that prints otherwise
  if (m[1] === undefined) return 0;
  const seconds = Number(m[2]) * 3600 + Number(m[3]) * 60 + Number(m[4] ?? 0);
  return m[1] === '-' ? -seconds : seconds;
}

/** Offsets learned from Intl per zone (offset-table.ts): a response converts dozens of instants. */
const offsetTables = createOffsetTables(intlOffsetSeconds);

/** UTC offset of a zone at an instant, in whole seconds (IANA history; LMT before standard time). */
export function offsetSecondsAt(zone: string, epochMs: number): number {
  return offsetTables.at(zone, epochMs);
}

/**
 * Offset of a resolved zone at an instant: IANA ids by their history; 'UTC+05:30' (how a moment names a fixed
 * utc_offset override) as that fixed offset.
 */
export function zoneOffsetSeconds(zone: string, epochMs: number): number {
  if (zone.startsWith('UTC') && zone.length > 3) return parseOffset(zone.slice(3));
  return offsetSecondsAt(zone, epochMs);
}

/** The wall-clock date and time of an instant in a resolved zone, 'YYYY-MM-DDTHH:MM:SS' (no offset). */
export function localDateTime(zone: string, epochMs: number): string {
  return new Date(epochMs + zoneOffsetSeconds(zone, epochMs) * 1000).toISOString().slice(0, 19);
}
