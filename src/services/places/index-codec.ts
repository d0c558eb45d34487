/**
 * Binary form of the built index (places table + key index), used by the cache file and by the build child's
 * answer. Layout: "VPGZ", u32 header length, JSON header { key, sections }, then 8-byte-aligned sections:
 * string lists as '\n'-separated UTF-8, numbers as raw arrays in the writing machine's byte order (the key,
 * which the reader must match, records it).
 */
import type { KeyIndex } from './key-index.ts';
import type { PlaceTable } from './place-table.ts';

const MAGIC = 'VPGZ';

export interface CachedIndex {
  places: PlaceTable;
  index: KeyIndex;
}

interface Section {
  name: string;
  kind: 'text' | 'i32' | 'f64';
  offset: number;
  bytes: number;
}

/** Serializes the index; `decodeIndex` with the same key reads it back. */
export function encodeIndex(key: string, data: CachedIndex): Buffer {
  const { places, index } = data;
  const parts: [string, Section['kind'], Uint8Array][] = [
    ['name', 'text', textBytes(places.name)],
    ['countries', 'text', textBytes(places.countries)],
    ['admin1s', 'text', textBytes(places.admin1s)],
    ['timezones', 'text', textBytes(places.timezones)],
    ['latitude', 'f64', bytesOf(places.latitude)],
    ['longitude', 'f64', bytesOf(places.longitude)],
    ['population', 'f64', bytesOf(places.population)],
    ['country', 'i32', bytesOf(places.country)],
    ['admin1', 'i32', bytesOf(places.admin1)],
    ['timezone', 'i32', bytesOf(places.timezone)],
    ['keyText', 'text', Buffer.from(index.text, 'utf8')],
    ['keyStarts', 'i32', bytesOf(index.starts)],
    ['keyPlaces', 'i32', bytesOf(index.places)],
  ];
  const sections: Section[] = [];
  let offset = 0;
  for (const [name, kind, bytes] of parts) {
    sections.push({ name, kind, offset, bytes: bytes.byteLength });
    offset = align8(offset + bytes.byteLength);
  }
  const header = Buffer.from(JSON.stringify({ key, sections }), 'utf8');
  const bodyStart = align8(8 + header.byteLength);
  const out = Buffer.alloc(bodyStart + offset);
  out.write(MAGIC, 0, 'latin1');
  out.writeUInt32LE(header.byteLength, 4);
  header.copy(out, 8);
  parts.forEach(([, , bytes], i) => out.set(bytes, bodyStart + (sections[i]?.offset ?? 0)));
  return out;
}

/** The index held in `buf`, or undefined when it was written under another key or is damaged. */
/** The key a buffer's header names, or undefined when it is not an index (only the header need be present). */
export function headerKey(buf: Buffer): string | undefined {
  try {
    if (buf.byteLength < 8 || buf.toString('latin1', 0, 4) !== MAGIC) return undefined;
    const header = JSON.parse(buf.toString('utf8', 8, 8 + buf.readUInt32LE(4))) as { key?: unknown };
    return typeof header.key === 'string' ? header.key : undefined;
  } catch {
    return undefined;
  }
}

export function decodeIndex(buf: Buffer, key: string): CachedIndex | undefined {
  try {
    return decodeOrThrow(buf, key);
  } catch {
    return undefined;
  }
}

function decodeOrThrow(buf: Buffer, key: string): CachedIndex | undefined {
  if (buf.byteLength < 8 || buf.toString('latin1', 0, 4) !== MAGIC) return undefined;
  const headerEnd = 8 + buf.readUInt32LE(4);
  const header = JSON.parse(buf.toString('utf8', 8, headerEnd)) as { key?: unknown; sections?: Section[] };
  if (header.key !== key || !Array.isArray(header.sections)) return undefined;
  const bodyStart = align8(headerEnd);
  const byName = new Map(header.sections.map((s) => [s.name, s]));
  const raw = (name: string, kind: Section['kind']): [number, number] => {
    const s = byName.get(name);
    if (s === undefined || s.kind !== kind) throw new Error(`cache section ${name} missing`);
    if (!Number.isInteger(s.offset) || !Number.isInteger(s.bytes)) throw new Error(`cache section ${name} bad`);
    const start = buf.byteOffset + bodyStart + s.offset;
    if (s.offset < 0 || bodyStart + s.offset + s.bytes > buf.byteLength) throw new Error(`cache section ${name} cut`);
    return [start, start + s.bytes];
  };
  const text = (name: string): string => {
    const [from, to] = raw(name, 'text');
    return buf.toString('utf8', from - buf.byteOffset, to - buf.byteOffset);
  };
  const list = (name: string): string[] => {
    const all = text(name).split('\n');
    all.pop();
    return all;
  };
  // Copies (ArrayBuffer.slice) are aligned whatever the Buffer's offset, and free the file buffer afterwards.
  const i32 = (name: string) => new Int32Array(buf.buffer.slice(...raw(name, 'i32')));
  const f64 = (name: string) => new Float64Array(buf.buffer.slice(...raw(name, 'f64')));

  const name = list('name');
  const places: PlaceTable = {
    count: name.length,
    name,
    latitude: f64('latitude'),
    longitude: f64('longitude'),
    population: f64('population'),
    country: i32('country'),
    countries: list('countries'),
    admin1: i32('admin1'),
    admin1s: list('admin1s'),
    timezone: i32('timezone'),
    timezones: list('timezones'),
  };
  const index: KeyIndex = { text: text('keyText'), starts: i32('keyStarts'), places: i32('keyPlaces') };
  return consistent(places, index) ? { places, index } : undefined;
}

/** Cheap structural checks, so a damaged file is rebuilt instead of producing out-of-range reads. */
function consistent(p: PlaceTable, index: KeyIndex): boolean {
  const n = p.count;
  if ([p.latitude, p.longitude, p.population, p.country, p.admin1, p.timezone].some((a) => a.length !== n))
    return false;
  if (!within(p.country, p.countries.length) || !within(p.admin1, p.admin1s.length)) return false;
  if (!within(p.timezone, p.timezones.length) || !within(index.places, n)) return false;
  const keys = index.places.length;
  return index.starts.length === keys + 1 && index.starts[keys] === index.text.length;
}

function within(values: Int32Array, size: number): boolean {
  for (const v of values) if (v < 0 || v >= size) return false;
  return true;
}

function textBytes(list: readonly string[]): Uint8Array {
  if (list.some((s) => s.includes('\n'))) throw new Error('a string holds a newline; not cacheable');
  return Buffer.from(list.length === 0 ? '' : `${list.join('\n')}\n`, 'utf8');
}

function bytesOf(a: Int32Array | Float64Array): Uint8Array {
  return new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
}

function align8(n: number): number {
  return (n + 7) & ~7;
}
