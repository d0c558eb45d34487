/**
 * The time zone (or zones) at a point, from geo-tz's full boundary data (its quad-tree index and its geobuf cells,
 * the pre-1970 distinctions kept), with the decoded polygons held compactly.
 *
 * geo-tz's own lookup keeps each decoded cell as GeoJSON: nested arrays of boxed numbers, about 200 bytes of heap per
 * coordinate pair, 1.5 GB for the world, and every cell it drops is garbage the collector must copy through the
 * young generation and sweep from the old. Here a decoded cell is turned into one Float64Array per polygon
 * (16 bytes a pair, outside the JavaScript heap) and kept in a small LRU bounded by those bytes; the decoded GeoJSON
 * dies young. The answers are geo-tz's: the same index walk, the same cells, the same even-odd rule over a
 * polygon's rings with a point on an edge counted inside (a test compares the two over random points).
 */
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FeatureCollection, Geometry, Position } from 'geojson';
import { LRUCache } from 'lru-cache';
import { orient2d } from 'robust-predicates';

const require = createRequire(import.meta.url);
const decodeGeobuf = (require('geobuf') as { decode: (pbf: unknown) => FeatureCollection }).decode;
const Pbf = require('pbf') as new (bytes: Uint8Array) => unknown;

// The package's data folder, beside the folder of its entry point (the package exports no other path).
const DATA = path.join(path.dirname(require.resolve('geo-tz/all')), '..', 'data');
const GEO_DAT = path.join(DATA, 'timezones.geojson.geo.dat');

/** A node of geo-tz's quad tree: a child per quadrant, a cell of the data file, or the zones that fill it. */
type IndexNode = { pos: number; len: number } | number[] | { [quadrant: string]: IndexNode | undefined };
interface ZoneIndex {
  timezones: string[];
  lookup: IndexNode;
}

/** One polygon: its rings' coordinates (lon, lat pairs) one after another, where each ring starts, and its box. */
interface Polygon {
  coords: Float64Array<ArrayBuffer>;
  ringStarts: Uint32Array<ArrayBuffer>;
  box: [minLon: number, minLat: number, maxLon: number, maxLat: number];
}
interface Zone {
  tzid: string;
  polygons: Polygon[];
}

/**
 * The decoded cells kept per thread, in bytes of their coordinate arrays. Lookups cluster where people live, so a
 * small share of the world's cells answers most of them; a miss costs a read and a decode of about 0.3 ms.
 */
export const ZONE_CELL_BYTES = 16 * 1024 * 1024;
/** What a cell costs beyond its coordinates: the objects around them, counted so tiny cells are not free. */
const BYTES_PER_POLYGON = 400;

let index: ZoneIndex | undefined;
const zoneIndex = (): ZoneIndex =>
  (index ??= JSON.parse(readFileSync(path.join(DATA, 'timezones.geojson.index.json'), 'utf8')) as ZoneIndex);

export function cellBytes(zones: Zone[]): number {
  let n = 0;
  for (const z of zones)
    for (const p of z.polygons) n += BYTES_PER_POLYGON + p.coords.byteLength + p.ringStarts.byteLength;
  return Math.max(1, n);
}

/**
 * Gives a dropped cell's memory back at once. A cell lives long enough to reach the old generation, where its arrays
 * would wait for a full collection: under lookups all over the globe that left tens of MB of dropped cells held per
 * thread. Detaching the arrays' buffers frees them now; nothing else holds a dropped cell (a lookup takes its cell
 * from the cache and is done with it before the next lookup can drop it).
 */
function release(zones: Zone[]): void {
  for (const z of zones) {
    for (const p of z.polygons) {
      p.coords.buffer.transfer(0);
      p.ringStarts.buffer.transfer(0);
    }
  }
}

function newCache(maxBytes: number, onDrop?: () => void): LRUCache<string, Zone[]> {
  return new LRUCache<string, Zone[]>({
    maxSize: maxBytes,
    sizeCalculation: (zones) => Math.min(maxBytes, cellBytes(zones)),
    dispose: (zones) => {
      release(zones);
      onDrop?.();
    },
  });
}

let cells = newCache(ZONE_CELL_BYTES);

/** The cache of this thread (each thread has its own); a test may bound it tighter to see cells dropped. */
export function zoneCellCache(maxBytes?: number, onDrop?: () => void): LRUCache<string, Zone[]> {
  if (maxBytes !== undefined) cells = newCache(maxBytes, onDrop);
  return cells;
}

function compactPolygon(rings: Position[][]): Polygon {
  let pairs = 0;
  for (const ring of rings) pairs += ring.length;
  const coords = new Float64Array(pairs * 2);
  const ringStarts = new Uint32Array(rings.length + 1);
  const box: Polygon['box'] = [Infinity, Infinity, -Infinity, -Infinity];
  let k = 0;
  rings.forEach((ring, r) => {
    ringStarts[r] = k;
    for (const [lon = NaN, lat = NaN] of ring) {
      coords[k++] = lon;
      coords[k++] = lat;
      if (lon < box[0]) box[0] = lon;
      if (lat < box[1]) box[1] = lat;
      if (lon > box[2]) box[2] = lon;
      if (lat > box[3]) box[3] = lat;
    }
  });
  ringStarts[rings.length] = k;
  return { coords, ringStarts, box };
}

function polygonsOf(geometry: Geometry): Polygon[] {
  if (geometry.type === 'Polygon') return [compactPolygon(geometry.coordinates)];
  if (geometry.type === 'MultiPolygon') return geometry.coordinates.map(compactPolygon);
  throw new Error(`time-zone data holds a ${geometry.type}, not a polygon`);
}

function readCell(pos: number, len: number): Zone[] {
  const bytes = Buffer.alloc(len);
  const fd = openSync(GEO_DAT, 'r');
  try {
    const got = readSync(fd, bytes, 0, len, pos);
    if (got < len) throw new Error(`time-zone data: read ${got} of ${len} bytes at ${pos}`);
  } finally {
    closeSync(fd);
  }
  return decodeGeobuf(new Pbf(bytes)).features.map((f) => ({
    tzid: String(f.properties?.['tzid']),
    polygons: polygonsOf(f.geometry),
  }));
}

/**
 * Inside by the crossing count over all the polygon's rings (a hole's crossings cancel the outer ring's), a point on
 * an edge or a vertex counted inside: the algorithm of Hao et al. (2018) that geo-tz's test uses, with the same
 * exact orientation predicate, so a point a rounding error from an edge gets the same answer.
 */
function inPolygon(x: number, y: number, p: Polygon): boolean {
  if (x < p.box[0] || y < p.box[1] || x > p.box[2] || y > p.box[3]) return false;
  const c = p.coords;
  let crossings = 0;
  for (let r = 0; r + 1 < p.ringStarts.length; r++) {
    const start = p.ringStarts[r] as number;
    const end = p.ringStarts[r + 1] as number;
    let u1 = (c[start] as number) - x;
    let v1 = (c[start + 1] as number) - y;
    for (let i = start + 2; i < end; i += 2) {
      const u2 = (c[i] as number) - x;
      const v2 = (c[i + 1] as number) - y;
      if (v1 === 0 && v2 === 0) {
        if ((u2 <= 0 && u1 >= 0) || (u1 <= 0 && u2 >= 0)) return true;
      } else if ((v2 >= 0 && v1 <= 0) || (v2 <= 0 && v1 >= 0)) {
        const turn = orient2d(u1, u2, v1, v2, 0, 0);
        if (turn === 0) return true;
        if ((turn > 0 && v2 > 0 && v1 <= 0) || (turn < 0 && v2 <= 0 && v1 > 0)) crossings++;
      }
      u1 = u2;
      v1 = v2;
    }
  }
  return crossings % 2 === 1;
}

/** The nautical zones from 12 hours east of Greenwich to 12 west, each over its 15 degrees of longitude. */
const NAUTICAL = Array.from({ length: 25 }, (_, i) => {
  const east = 12 - i;
  return {
    tzid: east === 0 ? 'Etc/GMT' : `Etc/GMT${east > 0 ? '-' : '+'}${Math.abs(east)}`,
    left: east === -12 ? -180 : east * 15 - 7.5,
    right: east === 12 ? 180 : east * 15 + 7.5,
  };
});

/** The open sea has no boundary data: the nautical zone of the longitude, both on the edge between two. */
function oceanZones(lon: number): string[] {
  if (lon === -180 || lon === 180) return ['Etc/GMT+12', 'Etc/GMT-12'];
  return NAUTICAL.filter((z) => z.left <= lon && z.right >= lon).map((z) => z.tzid);
}

/** Every zone whose boundary holds the point (a disputed place can be in two); the open sea gives nautical zones. */
export function findZones(latitude: number, longitude: number): string[] {
  if (!(latitude >= -90 && latitude <= 90)) throw new Error(`Invalid latitude: ${latitude}`);
  if (!(longitude >= -180 && longitude <= 180)) throw new Error(`Invalid longitude: ${longitude}`);
  if (latitude === 90) return NAUTICAL.map((z) => z.tzid);
  const lat = Math.max(-89.9999, Math.min(89.9999, latitude));
  const lon = Math.max(-179.9999, Math.min(179.9999, longitude));
  const { lookup, timezones } = zoneIndex();
  let box = { top: 89.9999, bottom: -89.9999, left: -179.9999, right: 179.9999, midLat: 0, midLon: 0 };
  let key = '';
  let node: IndexNode | undefined = lookup;
  for (;;) {
    const north = lat >= box.midLat;
    const east = lon >= box.midLon;
    const quadrant = north ? (east ? 'a' : 'b') : east ? 'd' : 'c';
    box = {
      ...box,
      ...(north ? { bottom: box.midLat } : { top: box.midLat }),
      ...(east ? { left: box.midLon } : { right: box.midLon }),
    };
    key += quadrant;
    node = (node as Record<string, IndexNode | undefined>)[quadrant];
    if (node === undefined) return oceanZones(longitude);
    if ('pos' in node && typeof node.pos === 'number' && node.pos >= 0 && node.len) {
      let zones = cells.get(key);
      if (zones === undefined) {
        zones = readCell(node.pos, node.len as number);
        cells.set(key, zones);
      }
      const found = zones.filter((z) => z.polygons.some((p) => inPolygon(lon, lat, p))).map((z) => z.tzid);
      return found.length > 0 ? found : oceanZones(longitude);
    }
    if (Array.isArray(node) && node.length > 0) return node.map((i) => timezones[i] as string);
    box.midLat = (box.top + box.bottom) / 2;
    box.midLon = (box.left + box.right) / 2;
  }
}
