/**
 * The environment, parsed once. Nothing else reads `process.env`; main.ts passes the result to the parts it wires.
 * Every variable is listed in the README's configuration table.
 */
import { DEFAULT_CONNECTION_LIMITS, type ConnectionLimits } from './limits.ts';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL connection string; without it the service uses the SQLite file `sqlitePath`. */
  databaseUrl: string | undefined;
  sqlitePath: string;
  /** Redis connection string for shared counters (rate limits, one-time-code attempts). */
  redisUrl: string | undefined;
  /** Number of proxy hops to trust for the client address (X-Forwarded-For). 0 = trust none. */
  trustProxy: number;
  logRequests: boolean;
  logLevel: string;
  ephemerisPath: string;
  /** Optional online geocoder (a Nominatim-compatible search URL). Off unless set; never used in tests. */
  geocoderUrl: string | undefined;
  /** Secret for the cron routes (erase-sweep, daily digest). Unset = those routes refuse every call. */
  cronSecret: string | undefined;
  /**
   * Key for the HMAC that derives API keys and hashes one-time codes. Unset: a random secret is created once and
   * kept in the database, so each installation has its own and every process on one database shares it.
   */
  hmacSecret: string | undefined;
  /** SMTP server for outgoing mail (smtp://user:pass@host:port); unset = .eml files in `outboxDir`. */
  smtpUrl: string | undefined;
  outboxDir: string;
  /** Operator overrides of the keyless request budget per window (see src/limits.ts). */
  rateLimitKeyless: number | undefined;
  rateLimitHeavyKeyless: number | undefined;
  /** Sign-in codes one client address may ask for, and try, per hour (LIMITS.auth by default). */
  signInPerClient: { sendsPerHour: number; triesPerHour: number };
  /** worker: computation in one worker thread per process; inline: in the thread that serves HTTP. */
  compute: 'worker' | 'inline';
  /** Threads of the compute pool in worker mode (COMPUTE_THREADS); default one per core on Linux. */
  computeThreads: number;
  /** Connection timeouts and caps (http/connections.ts). */
  connections: ConnectionLimits;
  /** Processes serving the port (node:cluster); 1 runs no cluster. WORKERS=auto: one per core. */
  workers: number;
  /** With REDIS_URL: whether service processes also send queued digests (off when `npm run worker` does it). */
  digestWorker: boolean;
  /** Digest jobs one process works at once. */
  digestConcurrency: number;
  /** Lock of a running digest job: a dead worker's jobs are taken over after about this long. */
  digestLockMs: number;
  /**
   * The chart-grounded astrologer's model: any OpenAI-compatible chat-completions endpoint (LLM_BASE_URL, e.g. a
   * local Ollama at http://127.0.0.1:11434/v1). Unset: the chat answers from the computed facts only (PARTIAL).
   */
  /**
   * Headless Chromium for the PDF report (CHROMIUM_PATH, default Debian's /usr/bin/chromium); empty: no PDFs, the
   * report route answers 503 for format=pdf and keeps serving HTML.
   */
  chromiumPath: string | null;
  /** PDF reports printed at once (PDF_PRINTS, default 2); four times as many may wait, the rest get a 503. */
  pdfPrints: number;
  llm:
    | {
        baseUrl: string;
        apiKey: string | undefined;
        model: string;
        timeoutMs: number;
        maxRetries: number;
        maxOutputTokens: number;
      }
    | undefined;
}

function llmOf(env: NodeJS.ProcessEnv): Config['llm'] {
  const baseUrl = nonEmpty(env.LLM_BASE_URL);
  if (baseUrl === undefined) return undefined;
  const model = nonEmpty(env.LLM_MODEL);
  if (model === undefined)
    throw new Error(
      'LLM_MODEL is required when LLM_BASE_URL is set (the model name the server knows, e.g. llama3.1:8b)',
    );
  try {
    new URL(baseUrl);
  } catch {
    throw new Error(`LLM_BASE_URL must be a URL, got "${baseUrl}"`);
  }
  return {
    baseUrl,
    apiKey: nonEmpty(env.LLM_API_KEY),
    model,
    timeoutMs: Math.max(100, intOf('LLM_TIMEOUT_MS', env.LLM_TIMEOUT_MS, 30_000)),
    maxRetries: intOf('LLM_MAX_RETRIES', env.LLM_MAX_RETRIES, 1),
    maxOutputTokens: Math.max(16, intOf('LLM_MAX_TOKENS', env.LLM_MAX_TOKENS, 600)),
  };
}

function intOf(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return n;
}

function optionalInt(name: string, raw: string | undefined): number | undefined {
  return raw === undefined || raw === '' ? undefined : intOf(name, raw, 0);
}

function computeOf(raw: string | undefined): Config['compute'] {
  // The compute thread by default: the serving thread only does HTTP. Measured on 2 cores against the peer in one
  // run (kundli, random dates, wrk beside it): worker 1.46-1.60x the peer, inline 1.06-1.18x. See the README.
  if (raw === undefined || raw === '' || raw === 'worker') return 'worker';
  if (raw === 'inline') return 'inline';
  throw new Error(`COMPUTE must be worker or inline, got "${raw}"`);
}

/**
 * The compute pool's size. sweph's Linux build keeps the Swiss Ephemeris state per thread, so one thread per core
 * is the default there. Its macOS build has no thread-local state (threads would share one sidereal mode and one
 * set of file handles), so there a single thread is the default and more are refused; elsewhere one unless asked.
 */
function computeThreadsOf(raw: string | undefined, platform: NodeJS.Platform): number {
  const fallback = platform === 'linux' ? availableParallelism() : 1;
  const n = raw === undefined || raw === '' ? fallback : intOf('COMPUTE_THREADS', raw, fallback);
  if (n < 1) throw new Error(`COMPUTE_THREADS must be 1 or more, got "${raw}"`);
  if (n > 1 && platform === 'darwin') {
    throw new Error('COMPUTE_THREADS above 1 needs the Swiss Ephemeris built with per-thread state (Linux)');
  }
  return n;
}

function connectionsOf(env: NodeJS.ProcessEnv): ConnectionLimits {
  const d = DEFAULT_CONNECTION_LIMITS;
  const positive = (name: string, fallback: number) => {
    const n = intOf(name, env[name], fallback);
    if (n < 1) throw new Error(`${name} must be 1 or more, got "${env[name]}"`);
    return n;
  };
  return {
    idleSeconds: positive('CONNECTION_IDLE_SECONDS', d.idleSeconds),
    headersSeconds: positive('HEADERS_TIMEOUT_SECONDS', d.headersSeconds),
    requestSeconds: positive('REQUEST_TIMEOUT_SECONDS', d.requestSeconds),
    keepAliveSeconds: positive('KEEP_ALIVE_SECONDS', d.keepAliveSeconds),
    maxConnections: positive('MAX_CONNECTIONS', d.maxConnections),
    maxPerAddress: positive('MAX_CONNECTIONS_PER_ADDRESS', d.maxPerAddress),
    maxInFlightPerAddress: positive('MAX_IN_FLIGHT_PER_ADDRESS', d.maxInFlightPerAddress),
  };
}

function onOff(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'on') return true;
  if (raw === 'off') return false;
  throw new Error(`${name} must be on or off, got "${raw}"`);
}

function nonEmpty(raw: string | undefined): string | undefined {
  return raw === undefined || raw.trim() === '' ? undefined : raw.trim();
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: intOf('PORT', env.PORT, 8000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: nonEmpty(env.DATABASE_URL),
    sqlitePath: env.SQLITE_PATH ?? path.join(PROJECT_ROOT, 'data', 'vedic.db'),
    redisUrl: nonEmpty(env.REDIS_URL),
    trustProxy: intOf('TRUST_PROXY', env.TRUST_PROXY, 0),
    logRequests: env.LOG_REQUESTS === '1',
    logLevel: env.LOG_LEVEL ?? 'info',
    ephemerisPath: env.EPHE_PATH ?? path.join(PROJECT_ROOT, 'data', 'ephe'),
    geocoderUrl: nonEmpty(env.GEOCODER_URL),
    cronSecret: nonEmpty(env.CRON_SECRET),
    hmacSecret: nonEmpty(env.HMAC_SECRET),
    smtpUrl: nonEmpty(env.SMTP_URL),
    outboxDir: env.OUTBOX_DIR ?? path.join(PROJECT_ROOT, 'data', 'outbox'),
    rateLimitKeyless: optionalInt('RATE_LIMIT_PER_WINDOW', env.RATE_LIMIT_PER_WINDOW),
    rateLimitHeavyKeyless: optionalInt('RATE_LIMIT_HEAVY_PER_WINDOW', env.RATE_LIMIT_HEAVY_PER_WINDOW),
    signInPerClient: {
      sendsPerHour: Math.max(1, intOf('SIGN_IN_SENDS_PER_CLIENT_HOUR', env.SIGN_IN_SENDS_PER_CLIENT_HOUR, 10)),
      triesPerHour: Math.max(1, intOf('SIGN_IN_TRIES_PER_CLIENT_HOUR', env.SIGN_IN_TRIES_PER_CLIENT_HOUR, 30)),
    },
    compute: computeOf(env.COMPUTE),
    computeThreads: computeThreadsOf(env.COMPUTE_THREADS, process.platform),
    connections: connectionsOf(env),
    workers: env.WORKERS === 'auto' ? availableParallelism() : Math.max(1, intOf('WORKERS', env.WORKERS, 1)),
    digestWorker: onOff('DIGEST_WORKER', env.DIGEST_WORKER, true),
    digestConcurrency: Math.max(1, intOf('DIGEST_CONCURRENCY', env.DIGEST_CONCURRENCY, 4)),
    digestLockMs: Math.max(1000, intOf('DIGEST_LOCK_MS', env.DIGEST_LOCK_MS, 30_000)),
    chromiumPath: env.CHROMIUM_PATH === undefined ? '/usr/bin/chromium' : (nonEmpty(env.CHROMIUM_PATH) ?? null),
    pdfPrints: Math.max(1, intOf('PDF_PRINTS', env.PDF_PRINTS, 2)),
    llm: llmOf(env),
  };
}
