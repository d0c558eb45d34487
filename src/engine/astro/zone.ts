/**
 * Time zone of a place, with history. The zone comes from geo-tz's full data set (`geo-tz/all`, which keeps the
 * pre-1970 distinctions between zones); offsets at an instant come from the IANA database through luxon/Intl,
 * to the second (Asia/Kolkata was +05:21:10 before 1906).
 */
import { find } from 'geo-tz/all';
import { IANAZone } from 'luxon';
import { parseOffset } from './offset.ts';

export interface ZoneLookup {
  zone: string;
  warnings: string[];
}

/** IANA zone at a point. The open sea and the poles give nautical zones (Etc/GMT-5 is UTC+05:00). */
export function zoneAt(lat: number, lon: number): string {
  return lookupZone(lat, lon).zone;
}

export function lookupZone(lat: number, lon: number): ZoneLookup {
  const found = find(lat, lon);
  const civil = found.filter((z) => !z.startsWith('Etc/'));
  const first = civil[0];
  if (first === undefined) {
    // Open sea: one nautical zone. Poles: every nautical zone, so take the one the longitude falls in.
    const zone = found.length === 1 && found[0] !== undefined ? found[0] : nauticalZone(lon);
    return { zone, warnings: [`No civil time zone at ${lat}, ${lon}; the nautical zone ${zone} was applied`] };
  }
  if (civil.length === 1) return { zone: first, warnings: [] };
  return { zone: first, warnings: [`${lat}, ${lon} lies in several time zones (${civil.join(', ')}); ${first} was applied`] };
}

/** Etc/GMT zones have inverted signs: Etc/GMT-5 is UTC+05:00. */
export function nauticalZone(lon: number): string {
  const hours = Math.max(-12, Math.min(12, Math.round(lon / 15)));
  return hours === 0 ? 'Etc/GMT' : `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
}

export function isValidZone(zone: string): boolean {
  return IANAZone.isValidZone(zone);
}

/** UTC offset of a zone at an instant, in whole seconds (IANA history; LMT before standard time). */
export function offsetSecondsAt(zone: string, epochMs: number): number {
  return Math.round(IANAZone.create(zone).offset(epochMs) * 60);
}

/**
 * Offset of a resolved zone at an instant: IANA ids by their history; 'UTC+05:30' (how a moment names a fixed
 * utc_offset override) as that fixed offset.
 */
export function zoneOffsetSeconds(zone: string, epochMs: number): number {
  if (zone.startsWith('UTC') && zone.length > 3) return parseOffset(zone.slice(3));
  return offsetSecondsAt(zone, epochMs);
}
