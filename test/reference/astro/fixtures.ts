/**
 * Shared by the astro reference tests: the fixture files of this folder and the ephemeris directory. The "largest
 * error seen" helpers are test/support/accuracy.ts, shared by every reference test.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const HERE = import.meta.dirname;

/** The ephemeris files the service ships (identical to Debian's swe-basic-data ones used by swetest). */
export const EPHE_PATH = path.resolve(HERE, '../../../data/ephe');

export function fixture<T>(name: string): T {
  return JSON.parse(readFileSync(path.join(HERE, name), 'utf8')) as T;
}

export interface PositionsFixture {
  cases: {
    instant: string;
    jd_ut: number;
    bodies: Record<string, { longitude: number; latitude: number; distance: number; speed: number }>;
  }[];
}

export interface AyanamsaFixture {
  cases: { instant: string; jd_ut: number; values: Record<string, number> }[];
}

export interface RiseSetFixture {
  cases: {
    place: string;
    latitude: number;
    longitude: number;
    timezone: string;
    date: string;
    body: 'Sun' | 'Moon';
    rule: 'upper_limb' | 'hindu';
    start_jd_ut: number;
    end_jd_ut: number;
    utc_offset_at_midnight: number;
    rise_jd_ut: number | null;
    set_jd_ut: number | null;
    no_event_reason: 'always_above' | 'always_below' | null;
  }[];
}

export interface TithiFixture {
  cases: { start: string; start_jd_ut: number; index: number; end_jd_ut: number; end_utc: string }[];
}

export interface PublishedFixture {
  ayanamsa: (
    | { what: string; instant: string; ayanamsa: string; mean: boolean; dms: [number, number, number]; source: string }
    | { what: string; instant: string; mean: boolean; values: Record<string, number>; source: string }
  )[];
  riseset: {
    place: string;
    latitude: number;
    longitude: number;
    date: string;
    utc_offset: string;
    rule: 'upper_limb' | 'hindu';
    rise: string;
    set: string;
    source: string;
  }[];
  tithi_end: {
    place: string;
    latitude: number;
    longitude: number;
    date: string;
    time: string;
    utc_offset: string;
    tithi_number: number;
    ends_local: string;
    source: string;
  }[];
}
