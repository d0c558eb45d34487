/**
 * Shared by the astro reference tests: the fixture files of this folder, the ephemeris directory, and a small
 * "largest error seen" accumulator so every test can report its maximum against its named tolerance.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const HERE = import.meta.dirname;

/** The ephemeris files the service ships (identical to Debian's swe-basic-data ones used by swetest). */
export const EPHE_PATH = path.resolve(HERE, '../../../data/ephe');

export function fixture<T>(name: string): T {
  return JSON.parse(readFileSync(path.join(HERE, name), 'utf8')) as T;
}

export interface Worst {
  max: number;
  at: string;
  count: number;
}

export function worst(): Worst {
  return { max: 0, at: '', count: 0 };
}

export function record(w: Worst, error: number, at: string): void {
  w.count += 1;
  if (!(error <= w.max)) {
    w.max = error;
    w.at = at;
  }
}

export function report(label: string, w: Worst, unit: string, tolerance: number): string {
  const line = `${label}: max error ${w.max.toPrecision(3)} ${unit} (tolerance ${tolerance} ${unit}) over ${w.count} values` +
    (w.at ? `, worst at ${w.at}` : '');
  console.info(line);
  return line;
}

export interface PositionsFixture {
  cases: { instant: string; jd_ut: number; bodies: Record<string, { longitude: number; latitude: number; distance: number; speed: number }> }[];
}

export interface AyanamsaFixture {
  cases: { instant: string; jd_ut: number; values: Record<string, number> }[];
}

export interface RiseSetFixture {
  cases: {
    place: string; latitude: number; longitude: number; timezone: string; date: string; body: 'Sun' | 'Moon';
    rule: 'upper_limb' | 'hindu'; start_jd_ut: number; end_jd_ut: number; utc_offset_at_midnight: number;
    rise_jd_ut: number | null; set_jd_ut: number | null; no_event_reason: 'always_above' | 'always_below' | null;
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
  riseset: { place: string; latitude: number; longitude: number; date: string; utc_offset: string; rule: 'upper_limb' | 'hindu'; rise: string; set: string; source: string }[];
  tithi_end: { place: string; latitude: number; longitude: number; date: string; time: string; utc_offset: string; tithi_number: number; ends_local: string; source: string }[];
}
