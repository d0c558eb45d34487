/**
 * Child-process entry for `buildInChild`: `node build-child.ts <tsv> <key> [cacheFile]`. Builds the index,
 * saves it to the cache file when one is given and writable, and writes the same bytes to stdout.
 */
import { buildIndex } from './build-index.ts';
import { encodeIndex } from './index-codec.ts';
import { writeIndexCache } from './index-cache.ts';

const [file, key, cacheFile] = process.argv.slice(2);
if (file === undefined || key === undefined) throw new Error('usage: build-child.ts <tsv> <key> [cacheFile]');
const encoded = encodeIndex(key, buildIndex(file));
if (cacheFile !== undefined && cacheFile !== '') {
  try {
    writeIndexCache(cacheFile, encoded);
  } catch {
    // read-only or full disk: the parent still gets the index through stdout
  }
}
process.stdout.write(encoded); // flushed before the process ends by itself
