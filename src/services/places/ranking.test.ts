/**
 * Ranking rules and the build paths (child process, in-process, index cache) on a small synthetic dump in the
 * GeoNames cities500 format, so every expected order follows from the rules alone.
 */
import { describe, test, expect, beforeAll, afterAll } from 'vitest';
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openGazetteer } from './gazetteer.ts';
import { cacheKey, cacheMatches, readIndexCache } from './index-cache.ts';
import { decodeIndex, encodeIndex } from './index-codec.ts';
import { buildIndex } from './build-index.ts';
import { admin1File } from './sources.ts';
import type { Gazetteer } from './types.ts';

// id, name, alternates, country, admin1 code, feature code, population
const PLACES: [number, string, string, string, string, string, number][] = [
  [1, 'Zeta Small', 'Alpha City,Alpha-City,ALPHA CITY', 'IN', '16', 'PPL', 600],
  [2, 'Alphaville', '', 'US', 'CA', 'PPL', 50_000],
  [3, 'Alpha', '', 'FR', '11', 'PPL', 800],
  [4, 'Alphatown', '', 'IN', '16', 'PPL', 900],
  [5, 'Alphaburg', '', 'DE', '02', 'PPLA', 2_000],
  [6, 'Alphadorf', '', 'DE', '02', 'PPL', 1_000],
  [7, 'Alphab', '', 'US', 'CA', 'PPL', 100],
  [8, 'Alphaa', '', 'US', 'CA', 'PPL', 100],
  [9, 'Betaville', 'ALPH', 'US', 'CA', 'PPL', 100_000],
  [10, 'Großstadt', 'Grossstadt', 'DE', '02', 'PPL', 700],
  [12, 'Mont', 'Alp', 'FR', '11', 'PPL', 550],
  [13, 'Lutsk', 'Luck', 'UA', '', 'PPLA', 217_000],
  [14, 'Lucknow', '', 'IN', '36', 'PPLA', 2_800_000],
  [15, 'Prague', 'Praha', 'CZ', '', 'PPLC', 1_200_000],
  [16, 'Praharajpur', '', 'IN', '16', 'PPL', 900],
];

function row([id, name, alternates, cc, admin1, code, population]: (typeof PLACES)[number]): string {
  const ascii = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  const tz =
    cc === 'IN' ? 'Asia/Kolkata' : cc === 'DE' ? 'Europe/Berlin' : cc === 'FR' ? 'Europe/Paris' : 'America/Los_Angeles';
  return [
    id,
    name,
    ascii,
    alternates,
    10 + id,
    20 + id,
    'P',
    code,
    cc,
    '',
    admin1,
    '',
    '',
    '',
    population,
    '',
    5,
    tz,
    '2024-01-01',
  ].join('\t');
}

const names = (g: Gazetteer, q: string, limit = 10) => g.search(q, limit).map((p) => p.name);

let dir: string;
let file: string;
let cacheFile: string;
let built: Gazetteer;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'places-test-'));
  file = path.join(dir, 'cities500.txt');
  cacheFile = path.join(dir, 'cache', 'places-index.bin');
  writeFileSync(file, `${PLACES.map(row).join('\n')}\n`);
  const opened = openGazetteer({ file, cacheFile });
  expect(opened.source).toBe('child');
  built = opened.gazetteer;
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('ranking', () => {
  test('exact key, then India, then large or capital places, then the rest; population, then name', () => {
    expect(names(built, 'alpha')).toEqual([
      'Alpha', // key equals the query
      'Alphatown', // India, larger
      'Zeta Small', // India, via its alternate "Alpha City"
      'Alphaville', // elsewhere, population >= 15,000
      'Alphaburg', // elsewhere, admin capital (PPLA)
      'Alphadorf', // small, larger of the rest
      'Alphaa', // same population: by name
      'Alphab',
    ]);
  });

  test('below 4 characters an exact key gives no precedence: "alp" is a name being typed', () => {
    expect(names(built, 'alp')).toEqual([
      'Alphatown',
      'Zeta Small',
      'Alphaville',
      'Alphaburg',
      'Alphadorf',
      'Alpha',
      'Mont',
      'Alphaa',
      'Alphab',
    ]);
  });

  test('one result per place, under its GeoNames name', () => {
    expect(names(built, 'alpha c')).toEqual(['Zeta Small']);
  });

  test('code-like alternates are not keys', () => {
    expect(names(built, 'alph')).not.toContain('Betaville');
  });

  test('limit', () => {
    expect(names(built, 'alpha', 3)).toEqual(['Alpha', 'Alphatown', 'Zeta Small']);
    expect(built.search('alpha', 0)).toEqual([]);
    expect(built.search('alpha', Number.POSITIVE_INFINITY)).toHaveLength(8);
  });

  test('an exact match through an alternate name yields to a larger place ranked above it, never to a smaller one', () => {
    // Lutsk is also "Luck" in GeoNames; Lucknow (India, larger) starts with the query and is ranked above it.
    expect(names(built, 'luck')).toEqual(['Lucknow', 'Lutsk']);
    expect(names(built, 'luck', 1)).toEqual(['Lucknow']);
    // Praharajpur is ranked above Prague (India first) but smaller: Prague, exact as "Praha", keeps its place.
    expect(names(built, 'praha')).toEqual(['Prague', 'Praharajpur']);
  });

  test('admin1 and country resolved from the shipped tables', () => {
    expect(built.search('alphatown', 1)[0]).toMatchObject({
      country: 'India',
      admin1: 'Maharashtra',
      timezone: 'Asia/Kolkata',
    });
    expect(names(built, 'grossst')).toEqual(['Großstadt']);
  });
});

describe('build paths and index cache', () => {
  test('the cache, an in-process build and the child build answer alike', () => {
    const fromCache = openGazetteer({ file, cacheFile });
    expect(fromCache.source).toBe('cache');
    const inline = openGazetteer({ file, cacheFile: null, build: 'inline' });
    expect(inline.source).toBe('inline');
    for (const q of ['alpha', 'a', 'zeta', 'gross', 'nothing']) {
      expect(fromCache.gazetteer.search(q, 10)).toEqual(built.search(q, 10));
      expect(inline.gazetteer.search(q, 10)).toEqual(built.search(q, 10));
    }
  });

  test('a damaged or foreign cache is ignored', () => {
    const key = cacheKey([file, admin1File()]);
    const encoded = encodeIndex(key, buildIndex(file));
    expect(decodeIndex(encoded, key)?.places.count).toBe(PLACES.length);
    expect(decodeIndex(encoded, 'another key')).toBeUndefined();
    expect(decodeIndex(encoded.subarray(0, encoded.length - 100), key)).toBeUndefined();
    expect(decodeIndex(Buffer.from('not an index'), key)).toBeUndefined();
    expect(readIndexCache(path.join(dir, 'missing.bin'), key)).toBeUndefined();
  });

  test('a changed dataset invalidates the cache', () => {
    appendFileSync(file, `${row([11, 'Alphanew', '', 'IN', '16', 'PPL', 5_000])}\n`);
    const reopened = openGazetteer({ file, cacheFile });
    expect(reopened.source).toBe('child');
    expect(names(reopened.gazetteer, 'alphan')).toEqual(['Alphanew']);
    expect(openGazetteer({ file, cacheFile }).source).toBe('cache');
  });
});

describe('cache header check', () => {
  test('matches the key it was written for, and nothing else', () => {
    const key = cacheKey([file, admin1File()]);
    openGazetteer({ file, cacheFile }); // ensures the cache is written for the current dataset
    expect(cacheMatches(cacheFile, key)).toBe(true);
    expect(cacheMatches(cacheFile, 'another key')).toBe(false);
    expect(cacheMatches(path.join(dir, 'missing.bin'), key)).toBe(false);
  });
});
