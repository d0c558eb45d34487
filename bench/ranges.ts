/**
 * Tables for researchers, over real HTTP with the compute threads: the first row's arrival and the whole answer for a
 * year of daily panchanga (target <= 1 s) and ten years of daily ephemeris (target <= 2 s), the serving process's
 * resident memory while ten years stream as CSV (should stay flat: slices are written and dropped), and one
 * birth-time sensitivity answer.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { composeService } from '../src/compose.ts';
import { loadConfig } from '../src/config.ts';
import { percentile, timeAsync, type BenchRow } from './harness.ts';

const DELHI = 'lat=28.6139&lon=77.209';

/** Reads a streamed answer to its end: ms to the first bytes and to the last. */
async function read(url: string): Promise<{ first: number; total: number; bytes: number }> {
  const t0 = performance.now();
  const r = await fetch(url);
  if (r.status !== 200) throw new Error(`${url}: ${r.status} ${await r.text()}`);
  const reader = (r.body as ReadableStream<Uint8Array>).getReader();
  let first = NaN;
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (Number.isNaN(first)) first = performance.now() - t0;
    bytes += value.byteLength;
  }
  return { first, total: performance.now() - t0, bytes };
}

function summary(name: string, samples: number[], unit: BenchRow['unit'] = 'ms', note?: string): BenchRow {
  const sorted = [...samples].sort((a, b) => a - b);
  const p = (q: number) => percentile(sorted, q);
  return { name, unit, median: p(50), p99: p(99), n: samples.length, ...(note === undefined ? {} : { note }) };
}

export async function benchRanges(): Promise<BenchRow[]> {
  const config = {
    ...loadConfig({}),
    sqlitePath: path.join(mkdtempSync(path.join(tmpdir(), 'vedic-bench-ranges-')), 'bench.db'),
    databaseUrl: undefined,
    redisUrl: undefined,
    rateLimitKeyless: 1e9,
    rateLimitHeavyKeyless: 1e9,
  };
  const s = await composeService(config, { log: false });
  const base = await s.app.listen({ port: 0, host: '127.0.0.1' });
  const rows: BenchRow[] = [];
  try {
    const cases = [
      ['panchanga range, a year, ndjson', `/api/v2/panchanga/range?start=2026-01-01&end=2026-12-31&${DELHI}`],
      ['ephemeris, ten years daily, csv', '/api/v2/ephemeris?start=2026-01-01&end=2035-12-31&format=csv'],
      ['ephemeris, ten years daily, json with events', '/api/v2/ephemeris?start=2026-01-01&end=2035-12-31'],
    ] as const;
    for (const [name, url] of cases) {
      await read(`${base}${url}`); // warm up the threads
      const runs = [];
      for (let i = 0; i < 5; i++) runs.push(await read(`${base}${url}`));
      rows.push(
        summary(
          `${name}: first bytes`,
          runs.map((r) => r.first),
        ),
      );
      rows.push(
        summary(
          `${name}: whole answer`,
          runs.map((r) => r.total),
          'ms',
          `${runs[0]?.bytes ?? 0} bytes`,
        ),
      );
    }
    // Memory while ten years of CSV stream: sampled every 20 ms in the serving process (the threads' heaps are in
    // its resident set too).
    const rss: number[] = [];
    const timer = setInterval(() => rss.push(process.memoryUsage().rss / 1e6), 20);
    const before = process.memoryUsage().rss / 1e6;
    for (let i = 0; i < 5; i++) await read(`${base}/api/v2/ephemeris?start=2016-01-01&end=2025-12-31&format=csv`);
    clearInterval(timer);
    rows.push(
      summary('resident memory while 10 years of CSV stream, five times', rss, 'MB', `${before.toFixed(0)} MB before`),
    );
    const body = { date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95, window_minutes: 30 };
    rows.push(
      await timeAsync('POST /api/v2/birth-time-sensitivity, 30 minutes (HTTP, 37 items)', 100, async (i) => {
        const r = await fetch(`${base}/api/v2/birth-time-sensitivity`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...body, time: `${String(6 + (Math.abs(i) % 12)).padStart(2, '0')}:10` }),
        });
        if (r.status !== 200) throw new Error(`sensitivity: ${r.status}`);
        await r.arrayBuffer();
      }),
    );
  } finally {
    await s.close();
  }
  return rows;
}
