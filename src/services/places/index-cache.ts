/**
 * On-disk copy of the built index, so a process loads in ~0.15 s instead of parsing and sorting for ~2.5 s.
 * Only a cache: ignored whenever its key differs (dataset size or mtime, the code in this folder, byte order)
 * or it fails any check, and then rebuilt and rewritten.
 */
import { createHash } from 'node:crypto';
import {
  closeSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { endianness } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeIndex, headerKey, type CachedIndex } from './index-codec.ts';

/** Bump when the binary layout changes (code edits change the key anyway). */
const FORMAT = 2;

/**
 * Identifies what the cache was built from: the data files (size, mtime) and this folder's source, so editing
 * normalization or ranking code can never serve an index built by the old code.
 */
export function cacheKey(dataFiles: readonly string[]): string {
  const hash = createHash('sha256');
  hash.update(`${FORMAT}|${endianness()}`);
  for (const file of dataFiles) {
    const s = statSync(file);
    hash.update(`|${path.resolve(file)}|${s.size}|${s.mtimeMs}`);
  }
  const dir = path.dirname(fileURLToPath(import.meta.url));
  for (const name of readdirSync(dir).sort()) {
    if (name.endsWith('.ts') && !name.endsWith('.test.ts')) hash.update(readFileSync(path.join(dir, name)));
  }
  return hash.digest('hex');
}

export function writeIndexCache(file: string, encoded: Buffer): void {
  mkdirSync(path.dirname(file), { recursive: true });
  // Write then rename: a concurrent reader (parallel test workers) sees the old file or the new one, never half.
  const temp = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(temp, encoded);
    renameSync(temp, file);
  } catch (error) {
    try {
      unlinkSync(temp);
    } catch {
      // nothing was written
    }
    throw error;
  }
}

/** The cached index, or undefined when the file is missing, stale or damaged. */
export function readIndexCache(file: string, key: string): CachedIndex | undefined {
  let buf: Buffer;
  try {
    buf = readFileSync(file);
  } catch {
    return undefined;
  }
  return decodeIndex(buf, key);
}

/** Whether the cache file was written for `key`, reading only its header (the whole file is ~25 MB). */
export function cacheMatches(file: string, key: string): boolean {
  let fd: number | undefined;
  try {
    fd = openSync(file, 'r');
    const head = Buffer.alloc(8);
    if (readSync(fd, head, 0, 8, 0) < 8) return false;
    const header = Buffer.alloc(Math.min(head.readUInt32LE(4), 1 << 20));
    readSync(fd, header, 0, header.length, 8);
    return headerKey(Buffer.concat([head, header])) === key;
  } catch {
    return false;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
