/**
 * Muhurta: a 90-day finder scan (general; vivah with lagnas and lagna shuddhi, by the default and the classical
 * practice; every act in turn) and the nine-layer intelligence
 * with 3 users over 90 days, in process as the compute thread runs them (one boundary timeline each); then the
 * same requests through the real app (inject, no sockets: validation, the compute thread, serialization).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { composeService } from '../src/compose.ts';
import { loadConfig } from '../src/config.ts';
import { initEphemeris } from '../src/engine/astro/sweph/index.ts';
import { muhurtaTasks } from '../src/compute/tasks/muhurta.ts';
import { muhurtaPeopleTasks } from '../src/compute/tasks/muhurta-people.ts';
import { KARMAS, type Karma } from '../src/engine/tables/muhurta/keys.ts';
import type { Practice } from '../src/engine/tables/muhurta/practices.ts';
import { timeAsync, timeCalls, type BenchRow } from './harness.ts';

const DELHI = { latitude: 28.6139, longitude: 77.209 };
/** A start date moving a week per call over 2026-2029, so no two scans repeat. */
const start = (i: number) =>
  new Date(Date.UTC(2026, 0, 1) + (Math.abs(i) % 150) * 7 * 86_400_000).toISOString().slice(0, 10);
const users = [
  { name: 'A', birth_date: '1990-11-20', birth_time: '16:00', birth_latitude: 26.85, birth_longitude: 80.95 },
  { name: 'B', birth_date: '1988-03-02', birth_time: '07:30', birth_latitude: 28.61, birth_longitude: 77.21 },
  { name: 'C', birth_date: '2015-06-10', birth_time: '09:45', birth_latitude: 19.07, birth_longitude: 72.88 },
];
const finder = (i: number, karma: Karma, practice?: Practice) => ({
  ...DELHI,
  karma,
  days_ahead: 90,
  start_date: start(i),
  ...(practice === undefined ? {} : { practice }),
});
const intelligence = (i: number) => {
  const s = start(i);
  const end = new Date(Date.parse(`${s}T00:00:00Z`) + 89 * 86_400_000).toISOString().slice(0, 10);
  return { ...DELHI, event_type: 'general' as const, users, start_date: s, end_date: end, max_results: 3 };
};

export async function benchMuhurta(): Promise<BenchRow[]> {
  initEphemeris(path.resolve(import.meta.dirname, '..', 'data', 'ephe'));
  const now = Date.UTC(2026, 10, 25);
  const rows = [
    timeCalls('muhurta finder compute, 90 days, general (target <= 15 ms = 15000 us)', 60, (i) =>
      muhurtaTasks.muhurtaFinder.run({ body: finder(i, 'general'), now }),
    ),
    timeCalls('muhurta finder compute, 90 days, vivah with lagnas and lagna shuddhi', 60, (i) =>
      muhurtaTasks.muhurtaFinder.run({ body: finder(i, 'vivah'), now }),
    ),
    timeCalls('muhurta finder compute, 90 days, vivah, classical practice', 60, (i) =>
      muhurtaTasks.muhurtaFinder.run({ body: finder(i, 'vivah', 'classical'), now }),
    ),
    timeCalls('muhurta finder compute, 90 days, each of the 15 acts in turn (target <= 15 ms)', 90, (i) =>
      muhurtaTasks.muhurtaFinder.run({ body: finder(i, KARMAS[i % KARMAS.length]!), now }),
    ),
    timeCalls('muhurta intelligence compute, 3 users, 90 days (target <= 30 ms = 30000 us)', 60, (i) =>
      muhurtaPeopleTasks.muhurtaIntelligence.run({ body: intelligence(i) }),
    ),
  ];

  const dir = mkdtempSync(path.join(tmpdir(), 'vedic-bench-muhurta-'));
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
      await timeAsync(
        'POST /api/v2/muhurta-finder, 90 days, vivah, through the app (inject)',
        40,
        (i) => post('/api/v2/muhurta-finder', finder(i + 7, 'vivah')),
        'ms',
        5,
      ),
    );
    rows.push(
      await timeAsync(
        'POST /api/v2/muhurta-intelligence, 3 users, 90 days, through the app (inject)',
        40,
        (i) => post('/api/v2/muhurta-intelligence', intelligence(i + 7)),
        'ms',
        5,
      ),
    );
  } finally {
    await s.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}
