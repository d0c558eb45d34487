/**
 * Builds the HTTP app from its parts and never listens (main.ts does; tests inject). The route modules are listed
 * here explicitly, in the interface's order: this list is the route table.
 */
import cors from '@fastify/cors';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { EffectiveLimits } from '../limits.ts';
import type { WindowCounter } from '../services/counters/port.ts';
import type { HealthService } from '../services/health/service.ts';
import type { KeyService } from '../services/keys/service.ts';
import type { SmokeReport } from '../services/smoke-test.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { installRateLimit } from './plugins/rate-limit.ts';
import { validatorCompiler } from './plugins/validation.ts';
import { collectRoutes, type RouteEntry } from './route-table.ts';
import { keyRoutes } from './routes/keys.ts';
import { placeRoutes, type PlacesDeps } from './routes/places.ts';
import { systemRoutes } from './routes/system.ts';

export interface AppParts {
  limits: EffectiveLimits;
  counter: WindowCounter;
  keys: KeyService;
  health: HealthService;
  places: PlacesDeps;
  smokeTest: () => SmokeReport;
  now: () => number;
  /** Proxy hops whose X-Forwarded-For is trusted for the client address. */
  trustProxy: number;
  log: { level: string; requests: boolean } | false;
}

export interface BuiltApp {
  app: FastifyInstance;
  routes: RouteEntry[];
}

export async function buildApp(parts: AppParts): Promise<BuiltApp> {
  const app = Fastify({
    bodyLimit: parts.limits.bodyBytes,
    // Trust X-Forwarded-For for exactly the configured number of proxy hops.
    trustProxy: (_address: string, hop: number) => hop < parts.trustProxy,
    logger: parts.log === false ? false : { level: parts.log.level },
    // Per-request logs halve throughput (DESIGN section 2); LOG_REQUESTS=1 turns them on.
    logController: new LogController({ disableRequestLogging: parts.log === false || !parts.log.requests }),
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  registerErrorHandling(app);
  const routes = collectRoutes(app);

  // CORS first: its onRequest hook runs before the limiter, so 401, 429 and 404 answers carry the header too.
  await app.register(cors, {
    origin: '*',
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['content-type', 'authorization', 'x-api-key', 'x-cron-secret'],
    exposedHeaders: ['ratelimit', 'ratelimit-policy', 'retry-after'],
    maxAge: 86_400,
    strictPreflight: false,
  });
  installRateLimit(app, {
    counter: parts.counter,
    limits: parts.limits,
    identifyKey: (key) => parts.keys.identify(key),
    now: parts.now,
    onStoreError: (e) => app.log.warn({ err: e }, 'rate-limit counter store failed; request let through'),
  });
  await registerOpenApi(app);

  await app.register(systemRoutes, {
    health: parts.health,
    smokeTest: parts.smokeTest,
    limits: parts.limits,
    routes,
    startedAt: parts.now(),
    now: parts.now,
  });
  await app.register(placeRoutes, parts.places);
  await app.register(keyRoutes, { keys: parts.keys });

  await app.ready();
  return { app, routes };
}
