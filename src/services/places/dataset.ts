/**
 * Parses the GeoNames cities500 TSV into columns (one array per field, one slot per row) plus a flat list of
 * (key, row) pairs for the key index. Columns instead of 200k objects keep the build fast and the heap small.
 */
import { readFileSync } from 'node:fs';
import { placeKeys } from './keys.ts';
import { citiesFile, countryName, loadAdmin1Names } from './sources.ts';

export interface PlaceRows {
  count: number;
  name: string[];
  countryCode: string[];
  country: string[];
  admin1: string[];
  timezone: string[];
  latitude: Float64Array;
  longitude: Float64Array;
  population: Float64Array;
  /** 1 for national (PPLC) and first-level administrative (PPLA) capitals. */
  capital: Uint8Array;
}

export interface ParsedPlaces {
  rows: PlaceRows;
  /** Every search key, and in `keyPlace` the row it belongs to. */
  keys: string[];
  keyPlace: number[];
}

// Column positions in the dump (GeoNames readme, "geoname" table).
const NAME = 1;
const ASCII_NAME = 2;
const ALTERNATES = 3;
const LATITUDE = 4;
const LONGITUDE = 5;
const FEATURE_CODE = 7;
const COUNTRY = 8;
const ADMIN1 = 10;
const POPULATION = 14;
const TIMEZONE = 17;

export function readPlaces(file = citiesFile()): ParsedPlaces {
  const lines = readFileSync(file, 'utf8').split('\n');
  const admin1Names = loadAdmin1Names();
  const countries = new Map<string, string>();
  const max = lines.length;
  const rows: PlaceRows = {
    count: 0,
    name: [],
    countryCode: [],
    country: [],
    admin1: [],
    timezone: [],
    latitude: new Float64Array(max),
    longitude: new Float64Array(max),
    population: new Float64Array(max),
    capital: new Uint8Array(max),
  };
  const keys: string[] = [];
  const keyPlace: number[] = [];
  for (const line of lines) {
    const f = line.split('\t');
    if (f.length <= TIMEZONE) continue; // the empty last line, or a truncated row
    const latitude = Number(f[LATITUDE]);
    const longitude = Number(f[LONGITUDE]);
    const timezone = f[TIMEZONE] ?? '';
    // A place without coordinates or zone cannot be used for a chart.
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || timezone === '') continue;
    const row = rows.count++;
    const cc = f[COUNTRY] ?? '';
    let country = countries.get(cc);
    if (country === undefined) countries.set(cc, (country = countryName(cc)));
    const name = f[NAME] ?? '';
    rows.name.push(name);
    rows.countryCode.push(cc);
    rows.country.push(country);
    rows.admin1.push(admin1Names.get(`${cc}.${f[ADMIN1] ?? ''}`) ?? '');
    rows.timezone.push(timezone);
    rows.latitude[row] = latitude;
    rows.longitude[row] = longitude;
    rows.population[row] = Number(f[POPULATION]) || 0;
    const code = f[FEATURE_CODE];
    rows.capital[row] = code === 'PPLC' || code === 'PPLA' ? 1 : 0;
    for (const key of placeKeys(name, f[ASCII_NAME] ?? '', f[ALTERNATES] ?? '')) {
      keys.push(key);
      keyPlace.push(row);
    }
  }
  return { rows, keys, keyPlace };
}
