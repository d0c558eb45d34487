/**
 * The offline gazetteer, built once per process and kept. Loading is synchronous: ~0.15 s from the index cache
 * (data/cache/places-index.bin); when that is missing or stale, ~3 s to parse and sort the TSV in a child process,
 * which also rewrites the cache. Callers that care about first-request latency call `loadGazetteer()` at startup.
 */
import path from 'node:path';
import { PROJECT_ROOT } from '../../config.ts';
import { LIMITS } from '../../limits.ts';
import { buildIndex } from './build-index.ts';
import { buildCacheInChild, buildInChild } from './build-process.ts';
import { buildPrefixTable } from './prefix-table.ts';
import { cacheKey, cacheMatches, readIndexCache, writeIndexCache } from './index-cache.ts';
import { encodeIndex, type CachedIndex } from './index-codec.ts';
import { admin1File, citiesFile } from './sources.ts';
import { createGazetteer } from './search.ts';
import type { Gazetteer } from './types.ts';

/** Longest run of keys a query may scan; longer runs are answered from the prefix table. */
export const MAX_SCAN = 512;
/** Answers kept per precomputed prefix: the largest limit any route asks for. */
export const TOP_N = Math.max(LIMITS.places.citiesMax, LIMITS.places.geocodeMax);

const DEFAULT_CACHE_FILE = path.join(PROJECT_ROOT, 'data', 'cache', 'places-index.bin');

export interface OpenOptions {
  /** The cities500 TSV (default: the one in node_modules). */
  file?: string;
  /** Where the built index is kept between runs; null to neither read nor write one. */
  cacheFile?: string | null;
  /** 'child' (default) builds in a child process; 'inline' in this one (more RSS left behind). */
  build?: 'child' | 'inline';
}

export interface Opened {
  gazetteer: Gazetteer;
  /** Where the index came from this time. */
  source: 'cache' | 'child' | 'inline';
}

let loaded: Gazetteer | undefined;

export function loadGazetteer(): Gazetteer {
  loaded ??= openGazetteer().gazetteer;
  return loaded;
}

/**
 * Loads the process-wide gazetteer without blocking for the build: when the cache is missing or stale, a child
 * process builds it first while this process goes on serving. Only the final ~0.1 s cache load is synchronous.
 */
export async function warmGazetteer(): Promise<Gazetteer> {
  if (loaded !== undefined) return loaded;
  const file = citiesFile();
  const key = cacheKey([file, admin1File()]);
  if (!cacheMatches(DEFAULT_CACHE_FILE, key)) await buildCacheInChild(file, key, DEFAULT_CACHE_FILE);
  return loadGazetteer(); // from the cache now; if the child failed, builds here as before
}

export function gazetteerReady(): boolean {
  return loaded !== undefined;
}

/** A new gazetteer, not the process-wide one (tests and the benchmark use this). */
export function openGazetteer(options: OpenOptions = {}): Opened {
  const file = options.file ?? citiesFile();
  const cacheFile = options.cacheFile === undefined ? DEFAULT_CACHE_FILE : options.cacheFile;
  const key = cacheKey([file, admin1File()]);
  let source: Opened['source'] = 'cache';
  let data = cacheFile === null ? undefined : readIndexCache(cacheFile, key);
  if (data === undefined && options.build !== 'inline') {
    source = 'child';
    data = buildInChild(file, key, cacheFile);
  }
  if (data === undefined) {
    source = 'inline'; // asked for, or no child process could run here
    data = buildIndex(file);
    if (cacheFile !== null) tryWrite(cacheFile, key, data);
  }
  const prefixes = buildPrefixTable(data.index, MAX_SCAN, TOP_N, data.places.count);
  return { gazetteer: createGazetteer({ ...data, prefixes, topN: TOP_N }), source };
}

function tryWrite(cacheFile: string, key: string, data: CachedIndex): void {
  try {
    writeIndexCache(cacheFile, encodeIndex(key, data));
  } catch {
    // read-only or full disk: serve from memory, try again next start
  }
}
