/**
 * Scaling over cores: the kundli route served by one process and by two (WORKERS=2, node:cluster on one port), with
 * computation in a worker thread (the default) and inline in the serving thread. Each process of the worker mode
 * already keeps two threads busy (serving and computing), so on two cores its second process adds less than the
 * inline mode's second process does. The load generator shares the cores. Rounds are interleaved, as in http.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { load, LOAD_GENERATOR, percentile, type BenchRow, type LoadResult } from './harness.ts';
import { KUNDLI_BODY, startService, stop } from './http.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 32;
const SETUPS = [
  { compute: 'worker', workers: '1' },
  { compute: 'worker', workers: '2' },
  { compute: 'inline', workers: '1' },
  { compute: 'inline', workers: '2' },
] as const;

export async function benchWorkers(): Promise<BenchRow[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vedic-bench-'));
  const services: Awaited<ReturnType<typeof startService>>[] = [];
  try {
    for (const s of SETUPS) services.push(await startService(dataDir, { COMPUTE: s.compute, WORKERS: s.workers }));
    const url = (i: number) => `http://127.0.0.1:${services[i]?.port ?? 0}/api/v2/kundli`;
    const hit = (i: number, seconds: number) => load(url(i), seconds, CONNECTIONS, 'POST', KUNDLI_BODY);
    for (let i = 0; i < SETUPS.length; i++) await hit(i, 2); // warm-up: every process of the cluster, JIT
    const runs: LoadResult[][] = SETUPS.map(() => []);
    for (let round = 0; round < ROUNDS; round++) {
      for (let i = 0; i < SETUPS.length; i++) runs[i]?.push(await hit(i, SECONDS));
    }
    const median = (xs: number[]) =>
      percentile(
        [...xs].sort((a, b) => a - b),
        50,
      );
    const rps = (i: number) => runs[i]?.map((r) => r.requestsPerSecond) ?? [];
    const rows: BenchRow[] = SETUPS.map((s, i) => ({
      name: `HTTP POST /api/v2/kundli, COMPUTE=${s.compute}, WORKERS=${s.workers}`,
      unit: 'req/s',
      median: median(rps(i)),
      p99: Number.NaN,
      n: ROUNDS,
      note:
        `${LOAD_GENERATOR}, ${CONNECTIONS} connections, ${SECONDS} s x ${ROUNDS}; last round p50 ` +
        `${runs[i]?.at(-1)?.latencyP50Ms ?? '?'} ` +
        `ms, p99 ${runs[i]?.at(-1)?.latencyP99Ms ?? '?'} ms`,
    }));
    for (const [one, two] of [
      [0, 1],
      [2, 3],
    ] as const) {
      const ratios = rps(two).map((r, k) => r / (rps(one)[k] ?? Number.NaN));
      rows.push({
        name: `two processes vs one, COMPUTE=${SETUPS[one].compute}`,
        unit: 'ratio',
        median: median(ratios),
        p99: Number.NaN,
        n: ROUNDS,
        note: `rounds ${ratios.map((x) => x.toFixed(2)).join(' ')}`,
      });
    }
    return rows;
  } finally {
    for (const s of services) await stop(s.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
