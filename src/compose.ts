/**
 * Wires the concrete parts (database, counters, ephemeris, places, services) into the HTTP app. main.ts calls it
 * with the parsed environment; tests call it with their own config (in-memory SQLite, a test clock).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { PROJECT_ROOT, type Config } from './config.ts';
import { buildApp, type AppParts } from './http/app.ts';
import type { Compute } from './compute/port.ts';
import { createInlineCompute } from './compute/inline.ts';
import type { ResultCheck } from './compute/execute.ts';
import { ContractViolation, createResponseValidator } from './http/plugins/contract-check.ts';
import { ALL_COMPONENTS } from './schemas/all-components.ts';
import { createComputePool } from './compute/pool.ts';
import type { RouteEntry, RouteInputs } from './http/route-table.ts';
import { createLateLog, type LogLine } from './late-log.ts';
import { effectiveLimits } from './limits.ts';
import { createBreakerCounter, type BreakerCounter } from './services/counters/breaker.ts';
import { createMemoryCounter } from './services/counters/memory.ts';
import type { WindowCounter } from './services/counters/port.ts';
import { createHealthService, type HealthCheck } from './services/health/service.ts';
import { createKeyConfirmation } from './services/keys/confirmation.ts';
import { createKeyService, type KeyService } from './services/keys/service.ts';
import { createSignInThrottles } from './services/accounts/sign-in-throttles.ts';
import { createOnlineGeocoder, gazetteerReady, loadGazetteer } from './services/places/index.ts';
import { createAuthService, type AuthService } from './services/accounts/auth-service.ts';
import { createMailer, type Mailer } from './services/mail/mailer.ts';
import { createOpenAiProvider } from './services/chat/openai-provider.ts';
import { createDigestRuntime, type DigestRuntime } from './services/digest/runtime.ts';
import { digestJobDeps } from './compose-digest.ts';
import { connectDatabase, type Storage } from './storage/sql/database.ts';
import { createMarriageStudyService } from './services/study/marriage-study.ts';
import { DatabaseUnavailableError } from './storage/unavailable.ts';
import { reportPrinter } from './http/report-printer.ts';

export interface Service {
  app: FastifyInstance;
  auth: AuthService;
  keys: KeyService;
  routes: RouteEntry[];
  /** Each route's method, URL and input schemas by operationId (the MCP tools read them). */
  inputs: Map<string, RouteInputs>;
  storage: Storage;
  counter: WindowCounter;
  /** The daily digest queue and this process's worker of it (tests wait for `digests.queue.idle()`). */
  digests: DigestRuntime;
  close(): Promise<void>;
}

export interface ComposeOptions {
  now?: () => number;
  /** How long a health result is reused (ms); tests use 0 to see every change at once. */
  healthFreshMs?: number;
  /** Build the place index now rather than on first use (main.ts warms it after listening instead). */
  log?: false;
  pgSchema?: string;
  /** A mailer to use instead of the configured one (tests capture messages). */
  mailer?: Mailer;
  /** The compute port; by default one worker thread (COMPUTE=inline runs tasks in the calling thread). */
  compute?: Compute;
  /** Tests: check every response against its declared schema (http/plugins/contract-check.ts). */
  contractCheck?: AppParts['contractCheck'];
  /** Tests: receive each successful JSON answer (http/plugins/example-recorder.ts). */
  recordResponse?: AppParts['recordResponse'];
}

/** The contract check for computed results (they reach Fastify already serialized, past its own check). */
function resultCheck(report: (v: ContractViolation) => void): ResultCheck {
  const validate = createResponseValidator(ALL_COMPONENTS);
  return (task, schema, value) => {
    const errors = validate(schema, value);
    if (errors.length === 0) return;
    const v = new ContractViolation(`task ${task}`, 200, errors);
    report(v);
    throw v;
  };
}

/**
 * Redis counters behind a circuit breaker: a lost Redis moves counting into this process for a while instead of
 * failing or slowing requests. ioredis is loaded only when configured (~15 MB a single-process installation does
 * not need).
 */
async function sharedCounter(url: string, now: () => number, log: LogLine): Promise<BreakerCounter> {
  const { connectRedisCounter } = await import('./services/counters/redis.ts');
  const { counter: remote, unreachable } = await connectRedisCounter(url);
  return createBreakerCounter({
    remote,
    fallback: createMemoryCounter(now),
    now,
    log,
    ...(unreachable === undefined ? {} : { startOpen: { reason: unreachable } }),
  });
}

export async function composeService(config: Config, options: ComposeOptions = {}): Promise<Service> {
  const now = options.now ?? Date.now;
  const lateLog = createLateLog();
  // Every computation runs in the compute threads (or, with COMPUTE=inline, one per turn of the serving thread).
  const compute =
    options.compute ??
    (config.compute === 'inline'
      ? createInlineCompute(
          config.ephemerisPath,
          options.contractCheck === undefined ? undefined : resultCheck(options.contractCheck),
        )
      : createComputePool(config.ephemerisPath, config.computeThreads));

  // The installation secret lives in the database: read once the database is reached (at start, or later when it
  // was unreachable at start); until then the routes that need it answer 503.
  let secret = config.hmacSecret;
  const storage = await connectDatabase(
    { databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath, pgSchema: options.pgSchema },
    {
      log: lateLog.line,
      afterMigrate: async (s) => {
        secret ??= await s.settings.getOrCreate('hmac_secret', () => randomBytes(32).toString('base64url'));
      },
    },
  );
  const readSecret = (): string => {
    if (secret === undefined)
      throw new DatabaseUnavailableError('the installation secret is kept in the database, not reached yet');
    return secret;
  };
  const counter =
    config.redisUrl === undefined ? createMemoryCounter(now) : await sharedCounter(config.redisUrl, now, lateLog.line);

  const mailer = options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, outboxDir: config.outboxDir });
  const auth = createAuthService({
    accounts: storage.accounts,
    sessions: storage.sessions,
    otpCodes: storage.otpCodes,
    counter,
    mailer,
    secret: readSecret,
    now,
    perClient: config.signInPerClient,
    onDeliveryError: (e) => console.error('one-time code delivery failed:', e instanceof Error ? e.message : e),
  });
  const keys = createKeyService({
    store: storage.apiKeys,
    secret: readSecret,
    confirmation: createKeyConfirmation({
      store: storage.apiKeys,
      otpCodes: storage.otpCodes,
      throttles: createSignInThrottles(counter, config.signInPerClient),
      mailer,
      secret: readSecret,
      now,
      onDeliveryError: (e) => console.error('key confirmation delivery failed:', e instanceof Error ? e.message : e),
    }),
  });

  const digests = await createDigestRuntime(
    {
      redisUrl: config.redisUrl,
      runWorker: config.digestWorker,
      concurrency: config.digestConcurrency,
      lockMs: config.digestLockMs,
    },
    digestJobDeps(storage, mailer, compute, now),
    {
      error: (e, msg) => console.error(`${msg}:`, e instanceof Error ? e.message : e),
      info: (msg) => lateLog.line('info', msg),
    },
  );

  const checks: HealthCheck[] = [
    {
      name: 'ephemeris',
      required: true,
      run: async () => {
        const p = await compute.probe();
        // Paths relative to the project: the route is public and the machine's layout is nobody's business.
        return {
          status: p.ok ? 'ok' : 'down',
          uses_swiss_files: p.usesSwissFiles,
          flag: p.flag,
          detail: p.detail.replaceAll(`${PROJECT_ROOT}${path.sep}`, ''),
        };
      },
    },
    {
      name: 'compute',
      required: false,
      run: async () => ({ status: 'ok', ...compute.stats() }),
    },
    {
      name: 'database',
      required: true,
      run: async () => {
        const p = await storage.ping();
        return {
          status: p.ok ? 'ok' : 'down',
          dialect: storage.dialect,
          latency_ms: p.latencyMs,
          ...(p.detail === undefined ? {} : { detail: p.detail }),
        };
      },
    },
    {
      name: 'redis',
      // Not required for readiness: without Redis the counters fall back to this process (breaker.ts), so taking
      // every instance out of the load balancer for it would turn a degraded service into no service.
      required: false,
      run: async () => {
        if (config.redisUrl === undefined)
          return { status: 'not_configured', detail: 'REDIS_URL unset: counters kept in process' };
        const p = await counter.ping();
        const counters = 'mode' in counter ? (counter as BreakerCounter).mode() : 'shared';
        return {
          status: p.ok ? 'ok' : 'down',
          latency_ms: p.latencyMs,
          counters,
          ...(p.detail === undefined ? {} : { detail: p.detail }),
        };
      },
    },
    {
      name: 'places',
      required: false,
      run: async () => ({ status: 'ok', index: gazetteerReady() ? 'loaded' : 'loads on first query' }),
    },
  ];

  const online = config.geocoderUrl === undefined ? undefined : createOnlineGeocoder(config.geocoderUrl);
  const { app, routes, inputs } = await buildApp({
    limits: effectiveLimits({
      keylessPerWindow: config.rateLimitKeyless,
      heavyKeylessPerWindow: config.rateLimitHeavyKeyless,
      signInPerClient: config.signInPerClient,
    }),
    counter,
    keys,
    health: createHealthService(checks, now, options.healthFreshMs ?? 1000),
    places: {
      searchLocal: (q, limit) => loadGazetteer().search(q, limit),
      nearestLocal: (latitude, longitude) => loadGazetteer().nearest(latitude, longitude),
      searchOnline: online === undefined ? undefined : (q, limit) => online.search(q, limit),
    },
    smokeTest: () => compute.run('smokeTest', { now: now() }),
    chat: config.llm === undefined ? undefined : createOpenAiProvider(config.llm),
    pdf: reportPrinter(config.chromiumPath, config.pdfPrints),
    vault: { auth, storage, digests: digests.queue, cronSecret: config.cronSecret },
    study: createMarriageStudyService(storage.marriageStudy, now),
    readings: { pastChecks: storage.pastChecks },
    now,
    compute,
    trustProxy: config.trustProxy,
    connections: config.connections,
    log: options.log === false ? false : { level: config.logLevel, requests: config.logRequests },
    ...(options.contractCheck === undefined ? {} : { contractCheck: options.contractCheck }),
    ...(options.recordResponse === undefined ? {} : { recordResponse: options.recordResponse }),
  });

  lateLog.attach(options.log === false ? false : app.log);

  return {
    app,
    auth,
    keys,
    routes,
    inputs,
    storage,
    counter,
    digests,
    async close() {
      await app.close();
      await digests.close();
      await compute.close();
      await auth.flush();
      await keys.flush();
      await counter.close();
      await storage.close();
    },
  };
}
