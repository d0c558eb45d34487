/**
 * Shared by the panchanga reference tests: this folder's fixture files and their shapes. The ephemeris directory
 * comes from the astro fixtures; the "largest error seen" helpers from test/support/accuracy.ts, shared by every
 * reference test.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export { EPHE_PATH } from '../astro/fixtures.ts';

const HERE = import.meta.dirname;

export function fixture<T>(name: string): T {
  return JSON.parse(readFileSync(path.join(HERE, name), 'utf8')) as T;
}

export type FixtureLimb = 'tithi' | 'karana' | 'nakshatra' | 'yoga';

export interface BoundaryCase {
  label: string;
  latitude: number;
  longitude: number;
  timezone: string;
  date: string;
  rule: 'upper_limb' | 'hindu';
  start_jd_ut: number;
  end_jd_ut: number;
  sunrise_jd_ut: number;
  next_sunrise_jd_ut: number;
  limbs: Record<FixtureLimb, { index: number; start_jd_ut: number; end_jd_ut: number }>;
  transitions: { limb: FixtureLimb; index: number; jd_ut: number }[];
  new_moon_before: { jd_ut: number; sun_sign: string };
  new_moon_after: { jd_ut: number; sun_sign: string };
}

export interface BoundariesFixture {
  cases: BoundaryCase[];
}

export interface PublishedFixture {
  limbs_at_sunrise: {
    place: string;
    latitude: number;
    longitude: number;
    date: string;
    rule: 'upper_limb' | 'hindu';
    tithi: string;
    nakshatra: string;
    yoga: string;
    karana: string;
    source: string;
  }[];
  tithi_end: {
    place: string;
    latitude: number;
    longitude: number;
    date: string;
    utc_offset: string;
    tithi_number: number;
    ends_local: string;
    source: string;
  }[];
}
