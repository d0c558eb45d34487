/**
 * Marriage timing, prashna and the study: one person's timing (chart, 27 years of Jupiter and Saturn ingresses by
 * root finding, cold and from the ten-year memo, Vimshottari gate, windows), a couple, the timeline shaping, one
 * prashna answer (chart, Placidus
 * cusps, KP significators, ruling planets), in process as the compute thread runs them; then the timing, prashna and
 * a study row through the real app (inject: validation, compute thread or storage, serialization).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { composeService } from '../src/compose.ts';
import { loadConfig } from '../src/config.ts';
import { initEphemeris } from '../src/engine/astro/sweph/index.ts';
import { clearCrossingCache } from '../src/engine/jyotish/transit/crossing-cache.ts';
import { marriageTimingTasks } from '../src/compute/tasks/marriage-timing.ts';
import { prashnaTasks } from '../src/compute/tasks/prashna-marriage.ts';
import { timeAsync, timeCalls, type BenchRow } from './harness.ts';

/** A birth on day `i` after 1960, at a varying hour, in Delhi. */
function birth(n: number) {
  const i = Math.abs(n);
  const d = new Date(Date.UTC(1960, 0, 1) + i * 86_400_000 * 41);
  return {
    date: d.toISOString().slice(0, 10),
    time: `${String(i % 24).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}`,
    latitude: 28.6139,
    longitude: 77.209,
  };
}
const person = (i: number) => {
  const b = birth(i);
  return {
    person: { birth_date: b.date, birth_time: b.time, birth_latitude: b.latitude, birth_longitude: b.longitude },
  };
};
const couple = (i: number) => ({ bride: birth(i + 300), groom: birth(i) });
const asked = (n: number) => {
  const i = Math.abs(n);
  return {
    date: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000 * 7).toISOString().slice(0, 10),
    time: `${String(i % 24).padStart(2, '0')}:15`,
    latitude: 28.6139,
    longitude: 77.209,
  };
};
const studyRow = {
  bride: { date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 },
  groom: { date: '1988-03-02', latitude: 28.61, longitude: 77.21 },
  marriage_date: '2016-02-14',
  outcome: 'together',
  consent: true,
};
const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);

export async function benchMarriage(): Promise<BenchRow[]> {
  initEphemeris(path.resolve(import.meta.dirname, '..', 'data', 'ephe'));
  const rows = [
    timeCalls(
      'marriage timing compute, one person, cold ingress memo (27 years of Jupiter and Saturn ingresses by root ' +
        'finding)',
      30,
      (i) => {
        clearCrossingCache();
        return marriageTimingTasks.marriageTiming.run({ body: person(i) });
      },
    ),
    timeCalls('marriage timing compute, one person, warm memo: chart, ages 18-45, gate, windows', 300, (i) =>
      marriageTimingTasks.marriageTiming.run({ body: person(i) }),
    ),
    timeCalls('marriage timing compute, a couple (two scans and the overlaps)', 150, (i) =>
      marriageTimingTasks.marriageTiming.run({ body: couple(i) }),
    ),
    timeCalls('marriage timeline compute, a couple (one column per year, sync score)', 150, (i) =>
      marriageTimingTasks.marriageTimeline.run({ body: couple(i) }),
    ),
    timeCalls('prashna marriage compute: chart, Placidus cusps, KP significators, ruling planets', 1_000, (i) =>
      prashnaTasks.prashnaMarriage.run({ body: asked(i), now: NOW }),
    ),
  ];

  const dir = mkdtempSync(path.join(tmpdir(), 'vedic-bench-marriage-'));
  const config = {
    ...loadConfig({}),
    sqlitePath: path.join(dir, 'bench.db'),
    databaseUrl: undefined,
    redisUrl: undefined,
    rateLimitKeyless: 1e9,
    rateLimitHeavyKeyless: 1e9,
  };
  const s = await composeService(config, { log: false, now: () => NOW });
  try {
    const post = async (url: string, payload: object, status = 200) => {
      const r = await s.app.inject({ method: 'POST', url, payload });
      if (r.statusCode !== status) throw new Error(`${url}: ${r.statusCode} ${r.body}`);
    };
    rows.push(
      await timeAsync('POST /api/v2/marriage-timing-matrix, a couple, through the app (inject)', 100, (i) =>
        post('/api/v2/marriage-timing-matrix', couple(i + 10)),
      ),
    );
    rows.push(
      await timeAsync('POST /api/v2/prasna-marriage through the app (inject)', 300, (i) =>
        post('/api/v2/prasna-marriage', asked(i + 10)),
      ),
    );
    rows.push(
      await timeAsync('POST /api/v2/study/marriage through the app (inject, SQLite file)', 300, () =>
        post('/api/v2/study/marriage', studyRow, 201),
      ),
    );
  } finally {
    await s.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}
