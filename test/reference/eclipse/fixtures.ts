/**
 * Typed access to the eclipse fixtures of this folder (see README.md). The ephemeris directory is shared with the
 * astro fixtures; the error accumulator is test/support/accuracy.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export { EPHE_PATH } from '../astro/fixtures.ts';

const HERE = import.meta.dirname;

function read<T>(name: string): T {
  return JSON.parse(readFileSync(path.join(HERE, name), 'utf8')) as T;
}

export type JdOrNull = number | null;

export interface LunarContactsFixture {
  penumbral_start: JdOrNull;
  partial_start: JdOrNull;
  total_start: JdOrNull;
  total_end: JdOrNull;
  partial_end: JdOrNull;
  penumbral_end: JdOrNull;
}

export interface EclipseFixture {
  meta: { source: string; tool_version: string; flags: string[]; generated_on: string; note: string };
  solar: {
    max_jd_ut: number;
    max_utc: string;
    type: 'total' | 'annular' | 'hybrid' | 'partial';
    swetest_type: string;
    magnitude: number;
    saros: [number, number] | null;
    start_jd_ut: number;
    end_jd_ut: number;
  }[];
  lunar: {
    max_jd_ut: number;
    max_utc: string;
    type: 'total' | 'partial' | 'penumbral';
    umbral_magnitude: number;
    penumbral_magnitude: number;
    saros: [number, number] | null;
    contacts: LunarContactsFixture;
  }[];
  places: {
    name: string;
    latitude: number;
    longitude: number;
    solar: {
      max_jd_ut: number;
      max_utc: string;
      type: 'total' | 'annular' | 'hybrid' | 'partial';
      magnitude: number;
      first_contact: JdOrNull;
      second_contact: JdOrNull;
      third_contact: JdOrNull;
      fourth_contact: JdOrNull;
    }[];
    lunar: {
      max_jd_ut: number;
      visible_max_jd_ut: number;
      visible_type: 'total' | 'partial' | 'penumbral';
      visible_contacts: LunarContactsFixture;
      dropped: { contact: string; printed_jd_ut: number; global_jd_ut: JdOrNull }[];
    }[];
  }[];
}

export interface PublishedEclipseFixture {
  global: {
    what: string;
    kind: 'solar' | 'lunar';
    type: string;
    date: string;
    greatest_utc?: string;
    precision_seconds?: number;
    greatest_duration_seconds?: number;
    source: string;
  }[];
  local: {
    what: string;
    kind: 'lunar';
    date: string;
    place: string;
    latitude: number;
    longitude: number;
    utc_offset: string;
    visible_from: string;
    visible_from_is: 'moonrise';
    visible_to: string;
    sutak_start: string;
    sutak_end: string;
    source: string;
  }[];
}

export const eclipseFixture = (): EclipseFixture => read<EclipseFixture>('eclipses.json');
export const publishedEclipses = (): PublishedEclipseFixture => read<PublishedEclipseFixture>('published.json');
