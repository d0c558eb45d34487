// The compute pool runs several threads in one process, each calling the Swiss Ephemeris. That is sound only because
// sweph's C library keeps its state (files, sidereal mode, caches) per thread in the Linux build. This test is the
// proof the pool rests on: four threads computing at the same time, each with another ayanamsa and node type, give
// numbers identical to the bit with one thread computing the same series one after the other.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { describe, expect, test } from 'vitest';
import { PROJECT_ROOT } from '../../src/config.ts';
import { SE } from '../../src/engine/astro/sweph/binding.ts';
import type { Job, ThreadData } from '../support/ephemeris-thread.ts';

const EPHE = path.join(PROJECT_ROOT, 'data', 'ephe');
const JOBS: Job[] = [
  { siderealMode: SE.SE_SIDM_LAHIRI, node: 'mean' },
  { siderealMode: SE.SE_SIDM_RAMAN, node: 'true' },
  { siderealMode: SE.SE_SIDM_KRISHNAMURTI, node: 'mean' },
  { siderealMode: SE.SE_SIDM_TRUE_CITRA, node: 'true' },
];
/** 1,500 instants spread over 1800-2399 at irregular steps: 6,000 sweph calls per job. */
const DAYS = Array.from({ length: 1500 }, (_, i) => 2378497.5 + i * 145.917 + (i % 13) * 0.311);

function run(jobs: Job[], started: Promise<void>[]): Promise<Float64Array[]> {
  const data: ThreadData = { ephemerisPath: EPHE, jobs, days: DAYS };
  const worker = new Worker(new URL('../support/ephemeris-thread.ts', import.meta.url), { workerData: data });
  let ready!: () => void;
  started.push(new Promise<void>((resolve) => (ready = resolve)));
  return new Promise((resolve, reject) => {
    worker.on('error', reject);
    worker.on('message', (m: 'ready' | Float64Array[]) => {
      if (m === 'ready') ready();
      else {
        resolve(m);
        void worker.terminate();
      }
    });
    // Held until every thread is ready, so all of them compute at the same time.
    void Promise.all(started).then(() => setImmediate(() => worker.postMessage('go')));
  });
}

describe('Swiss Ephemeris in several threads at once', () => {
  test('four threads, four ayanamsas and both node types: identical to one thread computing them in turn', async () => {
    const alone = await run(JOBS, []);
    const started: Promise<void>[] = [];
    const together = JOBS.map((job) => run([job], started));
    // Four more threads, started as soon as each is ready: up to eight compute at once.
    const again = [...JOBS].reverse().map((job) => run([job], []));
    const results = [...(await Promise.all(together)).map((r) => r[0]), ...(await Promise.all(again)).map((r) => r[0])];
    const expected = [...alone, ...[...alone].reverse()];
    let values = 0;
    let differing = 0;
    results.forEach((r, j) => {
      const e = expected[j] as Float64Array;
      expect(r?.length).toBe(e.length);
      for (let i = 0; i < e.length; i++) {
        values++;
        if (!Object.is(r?.[i], e[i])) differing++;
      }
    });
    // The modes really differ, so a thread reading another's mode would show.
    expect(Math.abs((alone[0]?.[0] ?? 0) - (alone[1]?.[0] ?? 0))).toBeGreaterThan(0.01);
    console.log(
      `ephemeris threads: ${values} values from ${results.length} threads computing together, ` +
        `${differing} differ from one thread`,
    );
    expect(values).toBe(2 * JOBS.length * DAYS.length * 5);
    expect(differing).toBe(0);
  }, 120_000);
});
