/**
 * `npm run soak`: a load and soak run against the service started as `npm start` starts it, on loopback only,
 * with the mixed traffic of a real day: mostly panchanga, kundli and dasha reads, some place searches, some
 * sign-ins and vault writes. Bounded in time (SOAK_SECONDS, default 60, at most 3600) and in requests
 * (SOAK_MAX_REQUESTS, default 5,000,000). Prints throughput and p50/p99 per route class, and the service's
 * resident memory before and after.
 *
 * Each class runs on its own connections (autocannon, one instance per class, all at once), so each class has
 * its own latency histogram; the connection counts set the mix. Bodies are random per request (dates, places),
 * so nothing is answered from a cache a real day would miss.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { signInVia, startChildService } from '../test/support/child-service.ts';

const SECONDS = Math.min(3600, Math.max(5, Number(process.env.SOAK_SECONDS ?? 60)));
const MAX_REQUESTS = Math.max(1000, Number(process.env.SOAK_MAX_REQUESTS ?? 5_000_000));
const ACCOUNTS = 16;

const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)] as T;
const between = (lo: number, hi: number) => lo + Math.random() * (hi - lo);
const pad = (n: number) => String(n).padStart(2, '0');
const randomDate = (from: number, to: number) =>
  `${Math.floor(between(from, to))}-${pad(1 + Math.floor(Math.random() * 12))}-` +
  `${pad(1 + Math.floor(Math.random() * 28))}`;
// Places where the service's users mostly are (India), and a few beyond.
/**
 * Where the births and days are. globe (the default): anywhere between 60 S and 72 N, uniform over the surface, so
 * every time-zone boundary of the world is looked up in time, as a public service sees; india: mostly India.
 */
const PLACES = process.env.SOAK_PLACES === 'india' ? 'india' : 'globe';
const randomPlace = () => {
  if (PLACES === 'india' && Math.random() < 0.85) {
    return { latitude: +between(8, 32).toFixed(4), longitude: +between(69, 92).toFixed(4) };
  }
  const sin = between(Math.sin((-60 * Math.PI) / 180), Math.sin((72 * Math.PI) / 180));
  return { latitude: +((Math.asin(sin) * 180) / Math.PI).toFixed(4), longitude: +between(-180, 180).toFixed(4) };
};
const randomBirth = () => ({
  date: randomDate(1950, 2015),
  time: `${pad(Math.floor(Math.random() * 24))}:${pad(Math.floor(Math.random() * 60))}`,
  ...randomPlace(),
});
const CITY_PREFIXES = [
  'mum',
  'del',
  'bang',
  'pune',
  'chen',
  'kolk',
  'hyd',
  'ahm',
  'jai',
  'luck',
  'var',
  'bhop',
  'pat',
  'lon',
  'new y',
  'sing',
  'dub',
  'tor',
  'syd',
  'kath',
];

interface RouteClass {
  name: string;
  /** Connections given to the class: the day's mix. */
  connections: number;
  requests: autocannon.Request[];
}

function json(
  method: 'POST' | 'PUT',
  p: string,
  body: () => object,
  headers: () => Record<string, string> = () => ({}),
): autocannon.Request {
  return {
    method,
    path: p,
    setupRequest: (req) => ({
      ...req,
      headers: { ...req.headers, 'content-type': 'application/json', ...headers() },
      body: JSON.stringify(body()),
    }),
  };
}

function rssMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (k: string) => Number(new RegExp(`${k}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN) / 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

/** The service as `npm start` runs it, on its own SQLite file and outbox, budgets lifted (one client address). */
const startService = async (dir: string) =>
  startChildService({
    SQLITE_PATH: path.join(dir, 'soak.db'),
    OUTBOX_DIR: path.join(dir, 'outbox'),
    RATE_LIMIT_PER_WINDOW: '1000000000',
    RATE_LIMIT_HEAVY_PER_WINDOW: '1000000000',
  });

/** Two births at two places, as the flat matchmaking body spells them. */
const randomCouple = () => {
  const [boy, girl] = [randomBirth(), randomBirth()];
  const flat = (prefix: string, b: ReturnType<typeof randomBirth>) => ({
    [`${prefix}_date`]: b.date,
    [`${prefix}_time`]: b.time,
    [`${prefix}_latitude`]: b.latitude,
    [`${prefix}_longitude`]: b.longitude,
  });
  return { ...flat('boy', boy), ...flat('girl', girl) };
};

function classes(tokens: string[]): RouteClass[] {
  let n = 0;
  const bearer = () => ({ authorization: `Bearer ${pick(tokens)}` });
  const run = Date.now().toString(36);
  return [
    {
      name: 'panchanga',
      connections: 6,
      requests: [json('POST', '/api/v2/panchanga', () => ({ date: randomDate(2020, 2031), ...randomPlace() }))],
    },
    { name: 'kundli', connections: 6, requests: [json('POST', '/api/v2/kundli', randomBirth)] },
    { name: 'dasha', connections: 4, requests: [json('POST', '/api/dasha/current', randomBirth)] },
    { name: 'match', connections: 2, requests: [json('POST', '/api/v2/matchmaking', randomCouple)] },
    {
      name: 'places',
      connections: 3,
      requests: [
        {
          method: 'GET',
          setupRequest: (req) => ({ ...req, path: `/api/cities?q=${encodeURIComponent(pick(CITY_PREFIXES))}` }),
        },
        {
          method: 'GET',
          setupRequest: (req) => ({ ...req, path: `/geocode?q=${encodeURIComponent(pick(CITY_PREFIXES))}` }),
        },
      ],
    },
    // A new address each time: the per-address send throttle would refuse a repeat.
    {
      name: 'sign-in',
      connections: 1,
      requests: [json('POST', '/api/v2/auth/register', () => ({ email: `soak-${run}-${n++}@example.org` }))],
    },
    {
      name: 'vault writes',
      connections: 2,
      requests: [
        json(
          'POST',
          '/api/v2/memory/events',
          () => ({ date: randomDate(1990, 2026), category: 'career', note: 'soak' }),
          bearer,
        ),
        json('POST', '/api/v2/memory/events', () => ({ date: randomDate(1990, 2026), category: 'health' }), bearer),
        json('POST', '/api/v2/memory/events', () => ({ date: randomDate(1990, 2026), category: 'family' }), bearer),
        json('POST', '/api/v2/vault/charts', () => ({ label: 'soak', ...randomBirth() }), bearer),
      ],
    },
  ];
}

function runClass(
  base: string,
  c: RouteClass,
  seconds: number,
  onResponse: () => void,
): { instance: autocannon.Instance; done: Promise<autocannon.Result> } {
  let instance!: autocannon.Instance;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      { url: base, connections: c.connections, duration: seconds, pipelining: 1, requests: c.requests },
      (err, result) => (err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve(result)),
    );
  });
  instance.on('response', onResponse);
  return { instance, done };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'vedic-soak-'));
  const { child, url: base } = await startService(dir);
  try {
    const outboxDir = path.join(dir, 'outbox');
    const tokens: string[] = [];
    for (let i = 0; i < ACCOUNTS; i++)
      tokens.push(await signInVia(base, base, outboxDir, `vault-${i}-${Date.now().toString(36)}@example.org`));
    // SOAK_CLASSES=kundli,places runs only those classes (to find which traffic a memory change follows).
    const only = process.env.SOAK_CLASSES?.split(',').filter((c) => c !== '');
    const mix = classes(tokens).filter((c) => only === undefined || only.includes(c.name));
    // Warm-up: JIT, the place index, the first database pages.
    await Promise.all(mix.map((c) => runClass(base, { ...c, connections: 1 }, 2, () => undefined).done));
    await new Promise((r) => setTimeout(r, 1000));
    const before = rssMb(child.pid!);

    console.log(
      `soak: ${SECONDS} s (at most ${MAX_REQUESTS} requests), ${mix.reduce((s, c) => s + c.connections, 0)} ` +
        `connections, places: ${PLACES}, service pid ${child.pid}`,
    );
    let total = 0;
    const runs = mix.map((c) =>
      runClass(base, c, SECONDS, () => {
        if (++total === MAX_REQUESTS) for (const r of runs) r.instance.stop();
      }),
    );
    // Resident memory every 10 s: a bounded service levels off after its caches fill.
    const started = Date.now();
    const every = setInterval(() => {
      const m = rssMb(child.pid!);
      console.log(
        `  ${Math.round((Date.now() - started) / 1000)} s: resident ${m.rss.toFixed(0)} MB, ${total} requests`,
      );
    }, 10_000);
    const results = await Promise.all(runs.map((r) => r.done));
    clearInterval(every);
    await new Promise((r) => setTimeout(r, 2000));
    const after = rssMb(child.pid!);

    const rows = mix.map((c, i) => {
      const r = results[i]!;
      return {
        class: c.name,
        connections: c.connections,
        requests: r.requests.total,
        'req/s': Math.round(r.requests.total / r.duration),
        'p50 ms': r.latency.p50,
        'p99 ms': r.latency.p99,
        'non-2xx': r.non2xx,
        errors: r.errors + r.timeouts,
      };
    });
    console.table(rows);
    const requests = rows.reduce((s, r) => s + r.requests, 0);
    const seconds = Math.max(...results.map((r) => r.duration));
    console.log(
      `throughput: ${Math.round(requests / seconds)} req/s over ${seconds.toFixed(1)} s (${requests} requests; ` +
        `non-2xx ${rows.reduce((s, r) => s + r['non-2xx'], 0)}, errors ${rows.reduce((s, r) => s + r.errors, 0)})`,
    );
    console.log(
      `resident memory: before ${before.rss.toFixed(1)} MB, after ${after.rss.toFixed(1)} MB, peak ` +
        `${after.peak.toFixed(1)} ` +
        `MB`,
    );
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
