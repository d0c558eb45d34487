/**
 * Builds the HTTP app from its parts and never listens (main.ts does; tests inject). The route modules are listed
 * here explicitly, in the interface's order: this list is the route table.
 */
import { maxHeaderSize } from 'node:http';
import { capConnections, timeoutOptions } from './connections.ts';
import { DEFAULT_CONNECTION_LIMITS, type ConnectionLimits } from '../limits.ts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { EffectiveLimits } from '../limits.ts';
import type { WindowCounter } from '../services/counters/port.ts';
import type { HealthService } from '../services/health/service.ts';
import type { KeyService } from '../services/keys/service.ts';
import { createHealthJson } from './health-json.ts';
import type { Compute } from '../compute/port.ts';
import { registerContractCheck, type ContractViolation } from './plugins/contract-check.ts';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './plugins/errors.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerCoordinateAliases } from './plugins/coordinate-aliases.ts';
import { registerBirthSpellings } from './plugins/birth-spellings.ts';
import { registerBirthPlace } from './plugins/birth-place.ts';
import { registerLazySerializers } from './plugins/serialization.ts';
import { registerExampleRecorder, type RecordResponse } from './plugins/example-recorder.ts';
import { setSecurityHeaders } from './plugins/security-headers.ts';
import { registerStaticCache } from './plugins/static-cache.ts';
import { ALL_COMPONENTS } from '../schemas/all-components.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { createRateLimiter } from './plugins/rate-limit.ts';
import { registerPreflight, setCorsHeaders } from './plugins/cors.ts';
import { validatorCompiler } from './plugins/validation.ts';
import { collectInputs, collectRoutes, type RouteEntry, type RouteInputs } from './route-table.ts';
import { calendarRoutes } from './routes/calendar.ts';
import { chartRoutes } from './routes/charts.ts';
import { chartImageRoutes } from './routes/chart-image.ts';
import { kpJaiminiRoutes } from './routes/kp-jaimini.ts';
import { strengthRoutes } from './routes/strengths.ts';
import { annualRoutes } from './routes/annual.ts';
import { dashaRoutes } from './routes/dasha.ts';
import { dashaMeaningRoutes } from './routes/dasha-meanings.ts';
import { numerologyRoutes } from './routes/numerology.ts';
import { horoscopeRoutes } from './routes/horoscope.ts';
import { lifeContextRoutes } from './routes/life-context.ts';
import { narrativeRoutes } from './routes/narrative.ts';
import { lalKitabRoutes } from './routes/lal-kitab.ts';
import { readingRoutes } from './routes/readings.ts';
import { doshaRoutes } from './routes/doshas.ts';
import { matchingRoutes } from './routes/matching.ts';
import { marriageTimingRoutes } from './routes/marriage-timing.ts';
import { prashnaRoutes } from './routes/prashna-marriage.ts';
import { activationConfigRoutes, reportRoutes } from './routes/reports.ts';
import { muhurtaRoutes } from './routes/muhurta.ts';
import { muhurtaMarriageRoutes } from './routes/muhurta-marriage.ts';
import { muhurtaTravelRoutes } from './routes/muhurta-travel.ts';
import { muhurtaPeopleRoutes } from './routes/muhurta-people.ts';
import { yogaRoutes } from './routes/yogas.ts';
import { rectificationRoutes } from './routes/rectification.ts';
import { ephemerisRoutes } from './routes/ephemeris.ts';
import { panchangaRangeRoutes } from './routes/panchanga-range.ts';
import { eclipseRoutes } from './routes/eclipses.ts';
import { namingRoutes } from './routes/naming.ts';
import { vrataRoutes } from './routes/vrata.ts';
import { festivalRoutes } from './routes/festivals.ts';
import { keyRoutes } from './routes/keys.ts';
import { placeRoutes, type PlacesDeps } from './routes/places.ts';
import { authRoutes } from './routes/auth.ts';
import { notificationRoutes } from './routes/notifications.ts';
import { vaultRoutes } from './routes/vault.ts';
import { oracleRoutes } from './routes/oracle.ts';
import type { AuthService } from '../services/accounts/auth-service.ts';
import type { DigestQueue } from '../services/digest/queue-port.ts';
import type { Storage } from '../storage/sql/database.ts';
import type { ChatProvider } from '../services/chat/port.ts';
import { jyotishiRoutes } from './routes/jyotishi.ts';
import { mcpRoutes } from './routes/mcp.ts';
import { serviceDiscoveryRoutes } from './routes/service-discovery.ts';
import { studyRoutes } from './routes/study.ts';
import type { MarriageStudyService } from '../services/study/marriage-study.ts';
import { referenceRoutes } from './routes/reference.ts';
import { accuracyRoutes } from './routes/accuracy.ts';
import { prashnaMarksRoutes } from './routes/prashna-marks.ts';
import { pastReadingRoutes } from './routes/past-reading.ts';
import { mirrorRoutes } from './routes/mirrors.ts';
import type { PastCheckStore } from '../storage/reading-ports.ts';
import { pageRoutes } from './routes/pages.ts';
import { kundliReportRoutes } from './routes/kundli-report.ts';
import { capInFlight } from './plugins/in-flight.ts';
import { reportPrinter } from './report-printer.ts';
import type { PdfPrinter } from '../services/pdf/printer.ts';
import { collectionRoutes } from './routes/collection.ts';

export interface AppParts {
  limits: EffectiveLimits;
  counter: WindowCounter;
  keys: KeyService;
  health: HealthService;
  places: PlacesDeps;
  /** The smoke test's body, already serialized by the compute port. */
  smokeTest: () => Promise<string>;
  now: () => number;
  /** Proxy hops whose X-Forwarded-For is trusted for the client address. */
  trustProxy: number;
  /** Connection timeouts and caps (connections.ts); defaults when left out. */
  connections?: ConnectionLimits;
  log: { level: string; requests: boolean } | false;
  /** Accounts and the vault. */
  vault: {
    auth: AuthService;
    storage: Pick<Storage, 'accounts' | 'charts' | 'events' | 'prefs' | 'digestOutbox'>;
    /** Where the daily digest cron queues its jobs. */
    digests: DigestQueue;
    cronSecret: string | undefined;
  };
  /** The past-reading checks. */
  readings: { pastChecks: PastCheckStore };
  /** The astrologer's language model; undefined: answers from the computed facts only. */
  chat: ChatProvider | undefined;
  /** Where route handlers send their computation (compute/port.ts). */
  compute: Compute;
  /** Prints the kundli report to PDF; left out: Debian's Chromium at its usual path, when it is there. */
  pdf?: PdfPrinter;
  /** The marriage outcome study. */
  study: MarriageStudyService;
  /** Tests: validate every response against its route's declared schema and report each mismatch. */
  contractCheck?: (violation: ContractViolation) => void;
  /** Tests: receive each successful JSON answer (plugins/example-recorder.ts). */
  recordResponse?: RecordResponse;
}

export interface BuiltApp {
  app: FastifyInstance;
  routes: RouteEntry[];
  /** Each route's method, URL and input schemas by operationId (the MCP tools read them). */
  inputs: Map<string, RouteInputs>;
}

export async function buildApp(parts: AppParts): Promise<BuiltApp> {
  const startedAt = parts.now();
  const healthJson = createHealthJson(startedAt, parts.now);
  const connections = parts.connections ?? DEFAULT_CONNECTION_LIMITS;
  const app = Fastify({
    bodyLimit: parts.limits.bodyBytes,
    ...timeoutOptions(connections),
    // Trust X-Forwarded-For for exactly the configured number of proxy hops. With none, `false` keeps req.ip a
    // plain socket read (a trust function parses the header on every request).
    trustProxy: parts.trustProxy > 0 ? (_address: string, hop: number) => hop < parts.trustProxy : false,
    logger: parts.log === false ? false : { level: parts.log.level },
    // Per-request logs halve throughput; LOG_REQUESTS=1 turns them on.
    logController: new LogController({ disableRequestLogging: parts.log === false || !parts.log.requests }),
    // A pino child per request (to bind its id) costs about a fifth of the health route's throughput. Without
    // request logging, requests share the root logger; errors are still logged, just without a request id.
    ...(parts.log !== false && parts.log.requests ? {} : { childLoggerFactory: (logger: FastifyBaseLogger) => logger }),
    routerOptions: { ignoreTrailingSlash: true },
    // The refusals Node's parser and Fastify's router make before any route get the contract's {detail} body too.
    clientErrorHandler: clientErrorHandler(maxHeaderSize),
    frameworkErrors,
  }).withTypeProvider<TypeBoxTypeProvider>();

  capConnections(app.server, connections, parts.trustProxy === 0);
  app.setValidatorCompiler(validatorCompiler);
  registerLazySerializers(app, ALL_COMPONENTS);
  for (const component of ALL_COMPONENTS) app.addSchema(component);
  registerErrorHandling(app);
  if (parts.contractCheck !== undefined) registerContractCheck(app, parts.contractCheck);
  if (parts.recordResponse !== undefined) registerExampleRecorder(app, parts.recordResponse);
  const routes = collectRoutes(app);
  const inputs = collectInputs(app);

  // One hook for every request: CORS and security headers first (so 401, 429 and 404 answers carry them too), then
  // the limiter.
  const limit = createRateLimiter({
    counter: parts.counter,
    limits: parts.limits,
    identifyKey: (key) => parts.keys.identify(key),
    now: parts.now,
    onStoreError: (e) => app.log.warn({ err: e }, 'rate-limit counter store failed; request let through'),
  });
  app.addHook('onRequest', (request, reply, done) => {
    setCorsHeaders(reply);
    setSecurityHeaders(reply);
    limit(request, reply, done);
  });
  // After the headers every answer carries, so a refused request has them too.
  if (parts.trustProxy > 0) capInFlight(app, connections.maxInFlightPerAddress);
  registerPreflight(app);
  registerCoordinateAliases(app);
  // Each puts its hook first: the spellings (registered last) run before the place is resolved.
  registerBirthPlace(app, parts.places.searchLocal);
  registerBirthSpellings(app);
  // ETag first: it hashes the plain JSON, before compression turns it into a stream.
  registerStaticCache(app);
  await registerCompression(app);
  await registerOpenApi(app);

  await app.register(serviceDiscoveryRoutes, {
    health: parts.health,
    smokeTest: parts.smokeTest,
    limits: parts.limits,
    routes,
    startedAt,
    now: parts.now,
    healthJson,
  });
  await app.register(activationConfigRoutes);
  await app.register(referenceRoutes);
  await app.register(accuracyRoutes);
  await app.register(collectionRoutes);
  await app.register(placeRoutes, parts.places);
  await app.register(keyRoutes, { keys: parts.keys });
  const v = parts.vault;
  await app.register(authRoutes, {
    auth: v.auth,
    accounts: v.storage.accounts,
    cronSecret: v.cronSecret,
    now: parts.now,
  });
  await app.register(vaultRoutes, { auth: v.auth, charts: v.storage.charts, events: v.storage.events, now: parts.now });
  await app.register(notificationRoutes, {
    auth: v.auth,
    prefs: v.storage.prefs,
    digests: v.digests,
    cronSecret: v.cronSecret,
    now: parts.now,
  });
  // What every compute route needs: the compute threads and the clock its tasks read the request time from.
  const computeDeps = { now: parts.now, compute: parts.compute };
  await app.register(calendarRoutes, computeDeps);
  await app.register(eclipseRoutes, computeDeps);
  await app.register(namingRoutes, computeDeps);
  await app.register(vrataRoutes, computeDeps);
  await app.register(festivalRoutes, computeDeps);
  await app.register(chartRoutes, computeDeps);
  await app.register(chartImageRoutes, computeDeps);
  await app.register(strengthRoutes, computeDeps);
  await app.register(kpJaiminiRoutes, computeDeps);
  await app.register(annualRoutes, computeDeps);
  await app.register(dashaRoutes, computeDeps);
  await app.register(dashaMeaningRoutes);
  await app.register(yogaRoutes, computeDeps);
  await app.register(narrativeRoutes, computeDeps);
  await app.register(lalKitabRoutes, computeDeps);
  await app.register(readingRoutes, computeDeps);
  await app.register(rectificationRoutes, computeDeps);
  await app.register(ephemerisRoutes, computeDeps);
  await app.register(panchangaRangeRoutes, computeDeps);
  await app.register(doshaRoutes, computeDeps);
  await app.register(matchingRoutes, computeDeps);
  await app.register(marriageTimingRoutes, computeDeps);
  await app.register(prashnaRoutes, computeDeps);
  await app.register(reportRoutes, computeDeps);
  await app.register(prashnaMarksRoutes, computeDeps);
  await app.register(pastReadingRoutes, {
    compute: parts.compute,
    pastChecks: parts.readings.pastChecks,
    now: parts.now,
  });
  await app.register(mirrorRoutes);
  await app.register(studyRoutes, { study: parts.study });
  await app.register(muhurtaMarriageRoutes, computeDeps);
  await app.register(muhurtaRoutes, computeDeps);
  await app.register(muhurtaTravelRoutes, computeDeps);
  await app.register(muhurtaPeopleRoutes, computeDeps);
  await app.register(numerologyRoutes);
  await app.register(horoscopeRoutes, computeDeps);
  await app.register(lifeContextRoutes, { nearest: parts.places.nearestLocal });
  const pdf = parts.pdf ?? reportPrinter('/usr/bin/chromium');
  app.addHook('onClose', () => pdf.close());
  await app.register(kundliReportRoutes, {
    compute: parts.compute,
    now: parts.now,
    pdf,
    searchLocal: parts.places.searchLocal,
  });
  await app.register(pageRoutes, {
    compute: parts.compute,
    searchLocal: parts.places.searchLocal,
    now: parts.now,
    chat: parts.chat,
  });
  await app.register(oracleRoutes, computeDeps);
  await app.register(jyotishiRoutes, {
    now: parts.now,
    compute: parts.compute,
    chat: parts.chat,
    auth: v.auth,
    charts: v.storage.charts,
  });

  await app.register(mcpRoutes, { inputs });

  await app.ready();
  return { app, routes, inputs };
}
