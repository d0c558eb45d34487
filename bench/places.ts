/**
 * Place search cases: building the gazetteer (cold, from the TSV in a child process; warm, from the index cache),
 * the RSS the loaded index adds to this process, and the in-process cost of one search.
 * `node bench/places.ts` prints the figures; `npm run bench places` runs it in the harness.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { percentile, type BenchRow } from './harness.ts';
import { openGazetteer } from '../src/services/places/gazetteer.ts';
import { LIMITS } from '../src/limits.ts';

/** Short prefixes (table hits), mid-length prefixes (range scans), whole names, other scripts, a miss. */
const QUERIES = [
  'mum',
  'bomb',
  'del',
  'new y',
  'sao p',
  'lon',
  'a',
  's',
  'ban',
  'mumbai',
  'pune',
  'chennai',
  'kolk',
  'varanasi',
  'hyderab',
  'jaip',
  'Sao Paulo',
  'san fran',
  'münchen',
  'मुंबई',
  '東京',
  'new york',
  'tokyo',
  'xqzv',
];
const ROUNDS = 2000;

export async function benchPlaces(): Promise<BenchRow[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'places-bench-'));
  const cacheFile = path.join(dir, 'places-index.bin');
  try {
    let start = process.hrtime.bigint();
    openGazetteer({ cacheFile }); // writes the cache the next call reads
    const coldMs = msSince(start);
    const rssBefore = process.memoryUsage().rss;
    start = process.hrtime.bigint();
    const { gazetteer } = openGazetteer({ cacheFile });
    const warmMs = msSince(start);
    const rssAdded = (process.memoryUsage().rss - rssBefore) / 1e6;

    const limit = LIMITS.places.citiesMax;
    for (let r = 0; r < 200; r++) for (const q of QUERIES) gazetteer.search(q, limit); // warm-up (JIT)
    const samples: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      for (const q of QUERIES) {
        const t = process.hrtime.bigint();
        gazetteer.search(q, limit);
        samples.push(Number(process.hrtime.bigint() - t) / 1000);
      }
    }
    samples.sort((a, b) => a - b);
    const near: number[] = [];
    for (let i = 0; i < 300; i++) {
      const t = process.hrtime.bigint();
      gazetteer.nearest(8 + (i % 29), 68 + ((i * 7) % 29)); // points over India
      near.push(Number(process.hrtime.bigint() - t) / 1000);
    }
    near.sort((a, b) => a - b);
    return [
      { name: 'gazetteer build (TSV, child process)', unit: 'ms', median: coldMs, p99: coldMs, n: 1 },
      { name: 'gazetteer load (index cache)', unit: 'ms', median: warmMs, p99: warmMs, n: 1 },
      { name: 'gazetteer RSS added (cache load)', unit: 'MB', median: rssAdded, p99: rssAdded, n: 1 },
      {
        name: `search, ${QUERIES.length} mixed queries, limit ${limit}`,
        unit: 'us',
        median: percentile(samples, 50),
        p99: percentile(samples, 99),
        n: samples.length,
        note: `${gazetteer.size} places`,
      },
      {
        name: 'nearest place to a coordinate (full scan; life-context)',
        unit: 'us',
        median: percentile(near, 50),
        p99: percentile(near, 99),
        n: near.length,
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function msSince(start: bigint): number {
  return Number(process.hrtime.bigint() - start) / 1e6;
}

if (import.meta.main) {
  for (const row of await benchPlaces()) {
    console.log(
      `${row.name}: median ${row.median.toFixed(2)} ${row.unit}, p99 ${row.p99.toFixed(2)} ${row.unit}, n ${row.n}`,
    );
  }
}
