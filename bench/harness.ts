/** Small helpers shared by the bench cases: percentiles, timing loops, child servers, the load generator. */
import { execFile, execFileSync, fork, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
export { freePort } from '../test/support/child-service.ts';

export interface BenchRow {
  name: string;
  unit: 'us' | 'ms' | 'req/s' | 'MB' | 'ratio';
  median: number;
  p99: number;
  n: number;
  note?: string;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] as number;
}

/** Times `fn` `n` times after a warm-up; returns per-call microseconds. */
export function timeCalls(name: string, n: number, fn: (i: number) => unknown): BenchRow {
  for (let i = 0; i < Math.min(1000, n); i++) fn(i);
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = process.hrtime.bigint();
    fn(i);
    samples.push(Number(process.hrtime.bigint() - t) / 1000);
  }
  samples.sort((a, b) => a - b);
  return { name, unit: 'us', median: percentile(samples, 50), p99: percentile(samples, 99), n };
}

/** Times an async `fn` `n` times after `warmUp` calls (given negative indexes); per-call ms (or us). */
export async function timeAsync(
  name: string,
  n: number,
  fn: (i: number) => Promise<unknown>,
  unit: 'us' | 'ms' = 'ms',
  warmUp = 20,
): Promise<BenchRow> {
  for (let i = 0; i < Math.min(warmUp, n); i++) await fn(-1 - i);
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = process.hrtime.bigint();
    await fn(i);
    samples.push(Number(process.hrtime.bigint() - t) / (unit === 'ms' ? 1e6 : 1e3));
  }
  samples.sort((a, b) => a - b);
  return { name, unit, median: percentile(samples, 50), p99: percentile(samples, 99), n };
}

export async function startChild(script: string, env: Record<string, string>): Promise<ChildProcess> {
  const child = fork(script, [], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`${script} exited with ${String(code)}`)));
  });
  return child;
}

export async function stopChild(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export interface LoadResult {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
}

function hasWrk(): boolean {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (e) {
    // wrk --version prints its banner and exits 1; only a missing binary is ENOENT.
    return (e as NodeJS.ErrnoException).code !== 'ENOENT';
  }
}

/**
 * The load generator: wrk (C) when it is installed (Debian package `wrk`), else autocannon. wrk is preferred for
 * ratios: autocannon's per-response parsing saturates its own core first, so servers with larger headers look
 * slower than they are.
 */
export const LOAD_GENERATOR: 'wrk' | 'autocannon' = hasWrk() ? 'wrk' : 'autocannon';

async function loadWithWrk(url: string, seconds: number, connections: number, lua?: string): Promise<LoadResult> {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency'];
  let script: string | null = null;
  if (lua !== undefined) {
    script = path.join(mkdtempSync(path.join(tmpdir(), 'wrk-')), 'load.lua');
    writeFileSync(script, lua);
    args.push('-s', script);
  }
  const { stdout } = await promisify(execFile)('wrk', [...args, url]);
  if (script !== null) rmSync(path.dirname(script), { recursive: true, force: true });
  const number = (re: RegExp) => Number(re.exec(stdout)?.[1] ?? Number.NaN);
  const ms = (re: RegExp) => {
    const m = re.exec(stdout);
    if (m === null) return Number.NaN;
    const v = Number(m[1]);
    return m[2] === 'us' ? v / 1000 : m[2] === 's' ? v * 1000 : v;
  };
  return {
    requestsPerSecond: number(/Requests\/sec:\s+([\d.]+)/),
    latencyP50Ms: ms(/50%\s+([\d.]+)(us|ms|s)/),
    latencyP99Ms: ms(/99%\s+([\d.]+)(us|ms|s)/),
    non2xx: number(/Non-2xx or 3xx responses:\s+(\d+)/) || 0,
  };
}

/** wrk sends a POST body only from a Lua script. */
const wrkPost = (body: object) =>
  `wrk.method = "POST"\nwrk.body = ${JSON.stringify(JSON.stringify(body))}\nwrk.headers["Content-Type"] = ` +
  `"application/json"\n`;

/** Loads one URL for `seconds` over `connections` keep-alive connections. */
export async function load(
  url: string,
  seconds: number,
  connections = 16,
  method: 'GET' | 'HEAD' | 'POST' = 'GET',
  body?: object,
): Promise<LoadResult> {
  if (LOAD_GENERATOR === 'wrk' && method !== 'HEAD')
    return loadWithWrk(url, seconds, connections, method === 'POST' ? wrkPost(body ?? {}) : undefined);
  return fromAutocannon(
    await autocannon({
      url,
      method,
      connections,
      duration: seconds,
      pipelining: 1,
      ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    }),
  );
}

/**
 * POSTs `body` with its `date` drawn anew for every request, uniform over 1900-01-01..2100-12-28 (day at most 28):
 * the ephemeris cannot reuse the last request's file segments, as with real users' birth dates.
 */
export async function loadRandomDates(
  url: string,
  seconds: number,
  connections: number,
  body: object,
): Promise<LoadResult> {
  if (LOAD_GENERATOR === 'wrk') {
    // The body as a Lua format string with the date as its one %s ('%' in the body itself doubled).
    const format = JSON.stringify({ ...body, date: '@DATE@' })
      .replaceAll('%', '%%')
      .replace('@DATE@', '%s');
    return loadWithWrk(
      url,
      seconds,
      connections,
      `${wrkPost(body)}math.randomseed(os.time())
local format = ${JSON.stringify(format)}
function request()
  local date = string.format("%04d-%02d-%02d", math.random(1900, 2100), math.random(1, 12), math.random(1, 28))
  return wrk.format(nil, nil, nil, string.format(format, date))
end
`,
    );
  }
  const randomDate = () =>
    `${1900 + Math.floor(Math.random() * 201)}-${String(1 + Math.floor(Math.random() * 12)).padStart(2, '0')}` +
    `-${String(1 + Math.floor(Math.random() * 28)).padStart(2, '0')}`;
  return fromAutocannon(
    await autocannon({
      url,
      connections,
      duration: seconds,
      pipelining: 1,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupRequest: (req) => ({ ...req, body: JSON.stringify({ ...body, date: randomDate() }) }),
        },
      ],
    }),
  );
}

function fromAutocannon(r: autocannon.Result): LoadResult {
  return {
    requestsPerSecond: r.requests.average,
    latencyP50Ms: r.latency.p50,
    latencyP99Ms: r.latency.p99,
    non2xx: r.non2xx,
  };
}
