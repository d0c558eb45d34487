/** Service and discovery: health, readiness, status page, smoke test, limits, catalog, OpenAPI document. */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { EffectiveLimits } from '../../limits.ts';
import type { HealthService } from '../../services/health/service.ts';
import { sendJson } from '../compute-route.ts';
import { renderStatusPage } from '../../../web/status-page.ts';
import type { HealthJson } from '../health-json.ts';
import { API_VERSION } from '../plugins/openapi.ts';
import { CATEGORIES, type RouteEntry } from '../route-table.ts';
import { ClientError, withoutInput } from '../../schemas/responses.ts';
import {
  CatalogResult,
  HealthResult,
  LimitsResult,
  OpenapiResult,
  ReadyResult,
  SmokeTestResult,
} from '../../schemas/service.ts';
import { snakeCaseKeys } from '../../compute/snake-case.ts';

export interface ServiceDiscoveryDeps {
  health: HealthService;
  /** The smoke test's body, already serialized by the compute port. */
  smokeTest: () => Promise<string>;
  limits: EffectiveLimits;
  routes: RouteEntry[];
  startedAt: number;
  now: () => number;
  /** Serializes the health report once per request. */
  healthJson: HealthJson;
}

const TAG = 'Service and discovery';

/** The status page is HTML: documented as such (its string is sent as it is, without serializer or contract check). */
const StatusPage = Type.Unsafe<string>({
  description: 'A small HTML page naming each component and its state.',
  content: { 'text/html': { schema: { type: 'string' } } },
});

export async function serviceDiscoveryRoutes(app: FastifyInstance, deps: ServiceDiscoveryDeps): Promise<void> {
  const healthBody = async () => {
    const report = await deps.health.check();
    return { ...report, version: API_VERSION, uptime_seconds: Math.round((deps.now() - deps.startedAt) / 1000) };
  };

  const healthJson = deps.healthJson;

  // GET also answers HEAD (Fastify exposes HEAD for every GET); both always 200 with failing components named.
  app.get(
    '/api/health',
    {
      config: { rateLimit: false }, // monitors and proxies poll it: never a 429
      schema: {
        tags: [TAG],
        summary: 'Per-component health: ephemeris probe, database, Redis. Never 500.',
        operationId: 'health',
        // Never 500 (a failing component is named in the body): no 5xx to declare. Outside the rate budget and the
        // key check: no 401 or 429 either.
        response: { 200: Type.Ref(HealthResult), '4xx': ClientError },
      },
    },
    (_req, reply) => {
      reply.type('application/json; charset=utf-8');
      const fresh = deps.health.fresh();
      if (fresh !== undefined) return reply.send(healthJson(fresh));
      return deps.health.check().then((report) => reply.send(healthJson(report)));
    },
  );

  app.get(
    '/api/ready',
    {
      config: { rateLimit: false }, // a load balancer polls it: never a 429
      schema: {
        tags: [TAG],
        summary:
          'Readiness for a load balancer: 200 when every required component is up, else 503 with the health body.',
        operationId: 'ready',
        response: {
          200: Type.Ref(ReadyResult),
          '4xx': ClientError,
          503: Type.Ref(ReadyResult, { description: 'A required component is down: the health body names it.' }),
        },
      },
    },
    async (_req, reply) => {
      const body = await healthBody();
      return reply.status(body.ready ? 200 : 503).send(body);
    },
  );

  app.get(
    '/status',
    {
      schema: {
        tags: [TAG],
        summary: 'A small HTML page showing the health of each component.',
        operationId: 'statusPage',
        response: withoutInput(StatusPage),
      },
    },
    async (_req, reply) => reply.type('text/html; charset=utf-8').send(renderStatusPage(await healthBody())),
  );

  app.get(
    '/api/v2/smoke-test',
    {
      schema: {
        tags: [TAG],
        summary:
          'Runs a position, a sunrise and a tithi in-process and reports each with its timing. No external calls.',
        operationId: 'smokeTest',
        response: withoutInput(Type.Ref(SmokeTestResult)),
      },
    },
    (_req, reply) => sendJson(reply, deps.smokeTest()),
  );

  let catalog: ReturnType<typeof catalogOf> | undefined;
  const limitsBody = snakeCaseKeys({ success: true, ...deps.limits });
  app.get(
    '/api/v2/limits',
    {
      config: { staticResult: true },
      schema: {
        tags: [TAG],
        summary: 'Operational limits and keyless rate limits, from the one table the code reads.',
        operationId: 'limits',
        response: withoutInput(Type.Ref(LimitsResult)),
      },
    },
    () => limitsBody,
  );

  app.get(
    '/api/catalog',
    {
      config: { staticResult: true },
      schema: {
        tags: [TAG],
        summary: 'Machine-readable catalog of routes grouped by category, generated from the route table.',
        operationId: 'catalog',
        response: withoutInput(Type.Ref(CatalogResult)),
      },
    },
    // Built on first request: by then every route has registered.
    () => (catalog ??= catalogOf(deps.routes)),
  );

  app.get(
    '/openapi.json',
    {
      config: { staticResult: true },
      schema: {
        tags: [TAG],
        summary: 'OpenAPI 3.1.0 description of the service, generated from the route schemas.',
        operationId: 'openapi',
        response: withoutInput(Type.Ref(OpenapiResult)),
      },
    },
    () => app.swagger(),
  );
}

function catalogOf(routes: RouteEntry[]) {
  const visible = routes.filter((r) => !r.hidden && r.method !== 'HEAD' && r.method !== 'OPTIONS');
  const headPaths = new Set(routes.filter((r) => r.method === 'HEAD').map((r) => r.path));
  const categories = CATEGORIES.map((name) => ({
    name,
    routes: visible
      .filter((r) => r.category === name)
      .map((r) => ({
        method: r.method === 'GET' && headPaths.has(r.path) ? 'GET, HEAD' : r.method,
        path: r.path,
        summary: r.summary,
        operation_id: r.operationId,
        alias_of: r.aliasOf,
      })),
  })).filter((c) => c.routes.length > 0);
  return {
    success: true,
    version: API_VERSION,
    route_count: categories.reduce((n, c) => n + c.routes.length, 0),
    categories,
  };
}
