/**
 * A bound on the memory geo-tz keeps. geo-tz decodes the boundary polygons of one cell of its quad tree on the first
 * lookup inside that cell and, left alone, keeps every decoded cell for good: looked up from places all over the
 * globe, the whole set is about 1.5 GB of heap in every thread that looks zones up. Here its cache is an LRU bounded
 * by an estimate of each cell's heap size; a cell dropped from it is read again from geo-tz's data file when a
 * lookup needs it, so answers never change, only the cost of a lookup that misses (about 0.3 ms).
 */
import { setCache } from 'geo-tz/all';
import { LRUCache } from 'lru-cache';

/** The bound of the decoded cells kept per thread, bytes of heap (estimated as below). */
export const ZONE_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * Heap bytes a decoded cell takes, estimated from its number of coordinate pairs. Each pair is an array of two
 * doubles the decoder built by pushing, which leaves it room for more; measured over 2,054 cells decoded by random
 * lookups near inhabited places, the heap they held was 3.7-4.3 times 48 bytes a pair, so 200 bytes a pair bounds it
 * (a 64 MB bound held 81 MB of total heap, the service's own included, through 80,000 lookups).
 */
const BYTES_PER_PAIR = 200;
const BYTES_PER_CELL = 2_000;

interface Cell {
  features: { geometry: { coordinates: unknown } }[];
}

function pairs(coordinates: unknown): number {
  if (!Array.isArray(coordinates) || coordinates.length === 0) return 0;
  if (typeof coordinates[0] === 'number') return 1;
  let n = 0;
  for (const c of coordinates) n += pairs(c);
  return n;
}

export function cellBytes(cell: Cell): number {
  let n = 0;
  for (const f of cell.features) n += pairs(f.geometry.coordinates);
  return BYTES_PER_CELL + BYTES_PER_PAIR * n;
}

/**
 * Gives geo-tz a cache of decoded cells bounded to `maxBytes` (estimated as above) and returns it. At load this
 * module sets the service's bound; a test may set a smaller one to see cells dropped and read again.
 */
export function useZoneCache(maxBytes: number, onDrop?: () => void): LRUCache<string, Cell> {
  const cells = new LRUCache<string, Cell>({
    maxSize: maxBytes,
    sizeCalculation: (cell) => Math.max(1, Math.min(maxBytes, cellBytes(cell))),
    ...(onDrop === undefined ? {} : { dispose: () => onDrop() }),
  });
  setCache({ store: cells });
  return cells;
}

/** The cache geo-tz uses in this thread (each thread has its own geo-tz and so its own cache). */
export const zoneCells = useZoneCache(ZONE_CACHE_BYTES);
