/**
 * What a search needs to print a place, laid out by rank (row r is the place of rank r), with repeated strings
 * (countries, states, zones) stored once and referenced by number. Same shape in memory and in the cache file.
 */
import { detach } from './detach.ts';
import type { PlaceRows } from './dataset.ts';
import type { PlaceItem } from './types.ts';

export interface PlaceTable {
  count: number;
  name: string[];
  latitude: Float64Array;
  longitude: Float64Array;
  /** GeoNames population (search: an alternate-name match yields to a larger place of a better rank). */
  population: Float64Array;
  country: Int32Array;
  countries: string[];
  admin1: Int32Array;
  admin1s: string[];
  timezone: Int32Array;
  timezones: string[];
}

/** Reorders parsed rows into rank order (`order[rank]` = row). */
export function compactPlaces(rows: PlaceRows, order: Int32Array): PlaceTable {
  const n = order.length;
  const table: PlaceTable = {
    count: n,
    name: new Array<string>(n),
    latitude: new Float64Array(n),
    longitude: new Float64Array(n),
    population: new Float64Array(n),
    country: new Int32Array(n),
    countries: [],
    admin1: new Int32Array(n),
    admin1s: [],
    timezone: new Int32Array(n),
    timezones: [],
  };
  const country = pool(table.countries);
  const admin1 = pool(table.admin1s);
  const timezone = pool(table.timezones);
  for (let rank = 0; rank < n; rank++) {
    const row = order[rank] ?? 0;
    table.name[rank] = rows.name[row] ?? '';
    table.latitude[rank] = rows.latitude[row] ?? 0;
    table.longitude[rank] = rows.longitude[row] ?? 0;
    table.population[rank] = rows.population[row] ?? 0;
    table.country[rank] = country(rows.country[row] ?? '');
    table.admin1[rank] = admin1(rows.admin1[row] ?? '');
    table.timezone[rank] = timezone(rows.timezone[row] ?? '');
  }
  // Fresh copies: the parsed strings are views into the whole TSV text and would keep it in memory.
  table.name = detach(table.name);
  table.timezones.splice(0, Infinity, ...detach(table.timezones));
  return table;
}

/** Numbers each distinct string in the order first seen, appending it to `list`. */
function pool(list: string[]): (s: string) => number {
  const ids = new Map<string, number>();
  return (s) => {
    let id = ids.get(s);
    if (id === undefined) {
      id = list.push(s) - 1;
      ids.set(s, id);
    }
    return id;
  };
}

export function placeItem(table: PlaceTable, rank: number): PlaceItem {
  return {
    name: table.name[rank] ?? '',
    country: table.countries[table.country[rank] ?? 0] ?? '',
    admin1: table.admin1s[table.admin1[rank] ?? 0] ?? '',
    latitude: table.latitude[rank] ?? 0,
    longitude: table.longitude[rank] ?? 0,
    timezone: table.timezones[table.timezone[rank] ?? 0] ?? '',
  };
}
