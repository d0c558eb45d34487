/**
 * Answers precomputed for every prefix whose run in the key index is longer than `maxScan` keys ("a", "s",
 * "ban", "new"...), so no query scans more than `maxScan` keys. Found by walking the sorted keys like a trie:
 * only heavy nodes are expanded, so the work is about (keys x depth of heavy nodes), not (keys x key length).
 * Cheap enough (~20 ms) to rebuild at every load rather than cache.
 */
import { bestPlaces } from './top-k.ts';
import { keyCount, keyLength, unitAt, upperBound, type KeyIndex } from './key-index.ts';
import { MIN_EXACT_QUERY } from './rank.ts';

export function buildPrefixTable(
  index: KeyIndex,
  maxScan: number,
  topN: number,
  penalty: number,
): Map<string, Int32Array> {
  const table = new Map<string, Int32Array>();
  // Every key in [lo, hi) shares its first `depth` code units; split the run by the next one.
  const visit = (lo: number, hi: number, depth: number): void => {
    let i = lo;
    while (i < hi && keyLength(index, i) === depth) i++; // keys equal to the parent prefix sort first
    while (i < hi) {
      const unit = unitAt(index, i, depth);
      const end = groupEnd(index, i, hi, depth, unit);
      if (end - i > maxScan) {
        const start = index.starts[i] ?? 0;
        const prefix = index.text.slice(start, start + depth + 1);
        const exactEnd = prefix.length >= MIN_EXACT_QUERY ? upperBound(index, prefix, i, end) : i;
        table.set(prefix, bestPlaces(index.places, i, exactEnd, end, penalty, topN).slice());
        visit(i, end, depth + 1);
      }
      i = end;
    }
  };
  visit(0, keyCount(index), 0);
  return table;
}

/** First index in [from, to) whose code unit at `depth` is past `unit` (the run is sorted on it). */
function groupEnd(index: KeyIndex, from: number, to: number, depth: number, unit: number): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (unitAt(index, mid, depth) <= unit) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
