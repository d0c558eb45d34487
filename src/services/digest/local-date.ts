/** The calendar date at a place at an instant: the digest is for the subscriber's own day, not the server's. */
import { zoneAt, zoneOffsetSeconds } from '../../engine/astro/zone.ts';

export function localDate(epochMs: number, latitude: number, longitude: number): string {
  const offset = zoneOffsetSeconds(zoneAt(latitude, longitude), epochMs);
  return new Date(epochMs + offset * 1000).toISOString().slice(0, 10);
}
