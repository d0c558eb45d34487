/**
 * Matching: one matchmaking compute (two natives, the eight kootas, exceptions) and a batch of 50 candidates (51
 * natives, Ashtakoota and the manglik cross-check each), in process as the compute thread runs them; then the same
 * two requests through the real app (inject, no sockets: validation, the compute thread, serialization).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { composeService } from '../src/compose.ts';
import { loadConfig } from '../src/config.ts';
import { initEphemeris } from '../src/engine/astro/sweph/index.ts';
import { matchingTasks } from '../src/compute/tasks/matching.ts';
import { timeAsync, timeCalls, type BenchRow } from './harness.ts';

/** A birth on day `i` after 1970, at a varying hour, in Delhi. */
function person(n: number) {
  const i = Math.abs(n);
  const d = new Date(Date.UTC(1970, 0, 1) + i * 86_400_000 * 37);
  return {
    date: d.toISOString().slice(0, 10),
    time: `${String(i % 24).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}`,
    latitude: 28.6139,
    longitude: 77.209,
  };
}
const flat = (i: number) =>
  Object.fromEntries([
    ...Object.entries(person(i)).map(([k, v]): [string, unknown] => [`boy_${k}`, v]),
    ...Object.entries(person(i + 500)).map(([k, v]): [string, unknown] => [`girl_${k}`, v]),
  ]);
const batch = (i: number) => ({
  proband: person(i),
  proband_role: 'groom',
  candidates: Array.from({ length: 50 }, (_, j) => ({ id: String(j), ...person(i + j + 1) })),
});

export async function benchMatching(): Promise<BenchRow[]> {
  initEphemeris(path.resolve(import.meta.dirname, '..', 'data', 'ephe'));
  const one = timeCalls('matchmaking compute: 2 natives + 8 kootas (target <= 300 us)', 3_000, (i) =>
    matchingTasks.matchmaking.run({ body: flat(i) }),
  );
  const fifty = timeCalls(
    'batch of 50 compute: 51 natives, ashtakoota + manglik each (target <= 15 ms = 15000 us)',
    200,
    (i) => matchingTasks.matchBatch.run({ body: batch(i) as never }),
  );
  const rows = [one, fifty];

  const dir = mkdtempSync(path.join(tmpdir(), 'vedic-bench-matching-'));
  const config = {
    ...loadConfig({}),
    sqlitePath: path.join(dir, 'bench.db'),
    databaseUrl: undefined,
    redisUrl: undefined,
    rateLimitKeyless: 1e9,
    rateLimitHeavyKeyless: 1e9,
  };
  const s = await composeService(config, { log: false });
  try {
    const post = async (url: string, payload: object) => {
      const r = await s.app.inject({ method: 'POST', url, payload });
      if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode} ${r.body}`);
    };
    rows.push(
      await timeAsync('POST /api/v2/matchmaking through the app (inject)', 500, (i) =>
        post('/api/v2/matchmaking', flat(i + 10)),
      ),
    );
    rows.push(
      await timeAsync('POST /api/v2/match/batch, 50 candidates, through the app (inject)', 100, (i) =>
        post('/api/v2/match/batch', batch(i + 10)),
      ),
    );
  } finally {
    await s.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}
