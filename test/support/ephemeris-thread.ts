/**
 * A thread of the ephemeris isolation test: sets up its own Swiss Ephemeris state, waits for the signal so every
 * thread starts at once, then computes each job's series (one sidereal mode and one node type per job) and posts
 * the numbers back. Several jobs in one thread run one after the other: that is the single-thread reference.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { calcUt, FLAGS_SIDEREAL } from '../../src/engine/astro/sweph/calc.ts';
import { initEphemeris } from '../../src/engine/astro/sweph/index.ts';
import { SE } from '../../src/engine/astro/sweph/binding.ts';
import { ayanamsaUt } from '../../src/engine/astro/sweph/sidereal.ts';

export interface Job {
  siderealMode: number;
  node: 'mean' | 'true';
}

export interface ThreadData {
  ephemerisPath: string;
  jobs: Job[];
  /** Julian days (UT) of the series; each job computes the same instants. */
  days: number[];
}

const { ephemerisPath, jobs, days } = workerData as ThreadData;
const status = initEphemeris(ephemerisPath);
if (!status.usesSwissFiles) throw new Error(status.detail);

/** Per instant: the ayanamsa, the sidereal Sun, Moon and node longitudes and the Moon's speed. */
function series(job: Job): Float64Array {
  const out = new Float64Array(days.length * 5);
  const node = job.node === 'mean' ? SE.SE_MEAN_NODE : SE.SE_TRUE_NODE;
  days.forEach((jd, i) => {
    // Through the engine's own call, as a task makes it. The engine sets the mode only when it changes in this
    // thread, so a mode shared with the other threads would show here as another ayanamsa.
    out[i * 5] = ayanamsaUt(jd, job.siderealMode, false);
    out[i * 5 + 1] = calcUt(jd, SE.SE_SUN, FLAGS_SIDEREAL)[0] ?? NaN;
    const moon = calcUt(jd, SE.SE_MOON, FLAGS_SIDEREAL);
    out[i * 5 + 2] = moon[0] ?? NaN;
    out[i * 5 + 3] = moon[3] ?? NaN;
    out[i * 5 + 4] = calcUt(jd, node, FLAGS_SIDEREAL)[0] ?? NaN;
  });
  return out;
}

parentPort?.once('message', () => {
  parentPort?.postMessage(jobs.map(series));
});
parentPort?.postMessage('ready');
