/**
 * Optional online geocoder for a Nominatim-compatible search endpoint, for places too small for cities500.
 * Off unless configured (GEOCODER_URL). Nominatim has no time zones, so each result's zone comes from its
 * coordinates via geo-tz (the full zone set, pre-1970 distinctions kept, as birth charts need history).
 */
import { countryName } from './sources.ts';
import { normalizePlaceQuery } from './normalize.ts';
import type { PlaceItem } from './types.ts';

export interface OnlineGeocoder {
  /** Rejects on network errors, timeouts and non-2xx answers, so the caller can fall back to the gazetteer. */
  search(q: string, limit: number): Promise<PlaceItem[]>;
}

export interface OnlineGeocoderOptions {
  timeoutMs?: number;
  /** Nominatim's usage policy asks every client to identify itself. */
  userAgent?: string;
}

const DEFAULT_TIMEOUT_MS = 3000;
const DEFAULT_USER_AGENT = 'vedic-computation-service (self-hosted)';

type ZoneAt = (latitude: number, longitude: number) => string | undefined;

// geo-tz costs ~12 MB and ~25 ms to load: only processes that actually geocode online pay for it.
let zoneAt: Promise<ZoneAt> | undefined;
function loadZoneAt(): Promise<ZoneAt> {
  // Through the engine's zone module, so the lookup shares its bounded cache.
  zoneAt ??= import('../../engine/astro/zone.ts').then(
    ({ lookupZone }) =>
      (latitude, longitude) =>
        lookupZone(latitude, longitude).zone,
  );
  return zoneAt;
}

export function createOnlineGeocoder(url: string, options: OnlineGeocoderOptions = {}): OnlineGeocoder {
  const base = new URL(url); // throws at wiring time on a malformed GEOCODER_URL, not on the first request
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const userAgent = options.userAgent ?? DEFAULT_USER_AGENT;
  return {
    async search(q: string, limit: number): Promise<PlaceItem[]> {
      const k = Math.floor(limit);
      if (!(k >= 1) || normalizePlaceQuery(q) === '') return [];
      const zone = await loadZoneAt();
      const target = new URL(base);
      target.searchParams.set('q', q.trim());
      target.searchParams.set('format', 'jsonv2');
      target.searchParams.set('limit', String(Math.min(k, 50))); // Nominatim's own maximum
      target.searchParams.set('addressdetails', '1');
      const response = await fetch(target, {
        headers: { accept: 'application/json', 'accept-language': 'en', 'user-agent': userAgent },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`geocoder answered HTTP ${response.status}`);
      const body: unknown = await response.json();
      if (!Array.isArray(body)) throw new Error('geocoder answer is not a JSON array');
      const items: PlaceItem[] = [];
      for (const result of body) {
        const item = toPlaceItem(result, zone);
        if (item !== undefined) items.push(item);
        if (items.length === k) break;
      }
      return items;
    },
  };
}

interface NominatimAddress {
  city?: unknown;
  town?: unknown;
  village?: unknown;
  hamlet?: unknown;
  municipality?: unknown;
  state?: unknown;
  country?: unknown;
  country_code?: unknown;
}

/** Maps one jsonv2 result; undefined for entries without usable coordinates or zone (skipped, never guessed). */
function toPlaceItem(result: unknown, zone: ZoneAt): PlaceItem | undefined {
  if (typeof result !== 'object' || result === null) return undefined;
  const r = result as { lat?: unknown; lon?: unknown; name?: unknown; display_name?: unknown; address?: unknown };
  const latitude = coordinate(r.lat);
  const longitude = coordinate(r.lon);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return undefined;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
  const timezone = zone(latitude, longitude);
  if (timezone === undefined) return undefined;
  const address: NominatimAddress = typeof r.address === 'object' && r.address !== null ? r.address : {};
  const displayFirst = typeof r.display_name === 'string' ? (r.display_name.split(',')[0] ?? '') : '';
  const name =
    firstText(r.name, address.city, address.town, address.village, address.hamlet, address.municipality) ??
    displayFirst.trim();
  if (name === '') return undefined;
  // Country from the ISO code when given, so online and offline results spell countries alike.
  const code = typeof address.country_code === 'string' ? address.country_code.toUpperCase() : '';
  const country = /^[A-Z]{2}$/.test(code) ? countryName(code) : (firstText(address.country) ?? '');
  return { name, country, admin1: firstText(address.state) ?? '', latitude, longitude, timezone };
}

/** jsonv2 sends coordinates as strings; a missing or empty one must not read as 0 (Number(null) is 0). */
function coordinate(value: unknown): number {
  if (typeof value === 'number') return value;
  return typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
}

function firstText(...values: unknown[]): string | undefined {
  for (const v of values) if (typeof v === 'string' && v.trim() !== '') return v.trim();
  return undefined;
}
