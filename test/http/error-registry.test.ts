// Walks both error registries (src/engine/errors.ts, src/services/errors.ts): every code is documented (its doc says
// when it happens; its status is among the OpenAPI responses of the route that produces it) and reachable: the table
// below holds, for each code, a request that produces it through app.inject, or, for an internal fault that no valid
// request can cause, a unit call that raises it (the error plugin's 500 for those is tested in edges.test.ts).
// A code added to a registry without a row here fails the test.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { findRoot } from '../../src/engine/astro/event-search.ts';
import { SE } from '../../src/engine/astro/sweph/binding.ts';
import { calcUt, FLAGS_TROPICAL } from '../../src/engine/astro/sweph/calc.ts';
import { ENGINE_ERRORS, EngineError, type EngineErrorCode } from '../../src/engine/errors.ts';
import { signOf } from '../../src/engine/vocabulary/names.ts';
import { DEFAULT_CONNECTION_LIMITS, LIMITS } from '../../src/limits.ts';
import { SERVICE_ERRORS, type ServiceErrorCode } from '../../src/services/errors.ts';
import { testService } from '../support/service.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';

let clock = Date.UTC(2026, 5, 16, 6, 0, 0);
let smtp: TestSmtp;
let service: Service;
let unreachable: Service | undefined;
let noQueue: Service | undefined;
let noBrowser: Service | undefined;
let onePrint: Service | undefined;
let proxied: Service | undefined;
let n = 0;

beforeAll(async () => {
  smtp = await startSmtp();
  service = await testService({ smtpUrl: smtp.url }, { now: () => clock });
});
afterAll(async () => {
  await unreachable?.close();
  await noQueue?.close();
  await noBrowser?.close();
  await onePrint?.close();
  await proxied?.close();
  await service.close();
  await smtp.close();
});

const call = (o: InjectOptions) => service.app.inject(o);

async function signIn(): Promise<{ authorization: string; accountId: string }> {
  const email = `registry${++n}@example.org`;
  await call({ method: 'POST', url: '/api/v2/auth/register', payload: { email } });
  const code = await smtp.codeFor(email);
  const r = await call({ method: 'POST', url: '/api/v2/auth/verify-otp', payload: { email, code } });
  return { authorization: `Bearer ${r.json<any>().token}`, accountId: r.json<any>().account.id };
}

/** A request that produces the code: the route it reaches (for its OpenAPI responses) and how to send it. */
interface HttpRow {
  route: string;
  send: () => Promise<LightMyRequestResponse>;
  /** For a 422: where the item must point. For other statuses: the params the message was made from. */
  loc?: (string | number)[];
  params?: object;
}
/** An internal fault: how it is raised, and why no request can reach it. */
interface UnitRow {
  unit: () => unknown;
  why: string;
}

const BIRTH = { date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 };

const ENGINE_ROWS: Record<EngineErrorCode, HttpRow | UnitRow> = {
  DATE_OUT_OF_RANGE: {
    route: 'POST /api/yog',
    send: () => call({ method: 'POST', url: '/api/yog', payload: { ...BIRTH, date: '1750-01-01' } }),
    loc: ['body', 'date'],
  },
  INVALID_VALUE: {
    route: 'POST /api/numerology',
    send: () =>
      call({ method: 'POST', url: '/api/numerology', payload: { first_name: '   ', day: 20, month: 11, year: 1990 } }),
    loc: ['body', 'first_name'],
  },
  VALUE_OUT_OF_RANGE: {
    route: 'POST /api/numerology',
    send: () =>
      call({ method: 'POST', url: '/api/numerology', payload: { first_name: 'Ravi', day: 30, month: 2, year: 2023 } }),
    loc: ['body', 'day'],
  },
  UNKNOWN_NAME: {
    route: 'GET /api/horoscope',
    send: () => call({ method: 'GET', url: '/api/horoscope?sign=Ophiuchus' }),
    loc: ['query', 'sign'],
  },
  FIELDS_DISAGREE: {
    route: 'GET /api/v2/namkaran/syllables',
    send: () => call({ method: 'GET', url: '/api/v2/namkaran/syllables?nakshatra=0&nakshatra_name=Bharani' }),
    loc: ['query', 'nakshatra_name'],
  },
  EPHEMERIS_UNAVAILABLE: {
    unit: () => calcUt(2341972.5, SE.SE_MARS, FLAGS_TROPICAL), // 1700: outside the bundled files
    why:
      'every request is range-checked before sweph is asked (DATE_OUT_OF_RANGE); only missing files or a sweph ' +
      'fault raise it',
  },
  ROOT_NOT_FOUND: {
    unit: () =>
      findRoot({
        evaluate: (t, s) => {
          s.value = t;
          s.derivative = 1;
        },
        lo: 1,
        hi: 1,
        rising: true,
        tolerance: 1e-9,
      }),
    why: 'callers bracket a sign change they have found; an empty bracket is a bug in the caller',
  },
  INTERNAL_INVARIANT: {
    unit: () => signOf(Number.NaN),
    why: 'a computed index out of range (a NaN longitude) is a bug, not input',
  },
};

const SERVICE_ROWS: Record<ServiceErrorCode, HttpRow> = {
  REQUEST_INVALID: {
    route: 'GET /api/v2/life-context',
    send: () => call({ method: 'GET', url: '/api/v2/life-context?age=30&lat=28.6' }),
    loc: ['query', 'lon'],
  },
  UNAUTHENTICATED: {
    route: 'GET /api/v2/auth/me',
    send: () => call({ method: 'GET', url: '/api/v2/auth/me', headers: { authorization: 'Bearer not-a-session' } }),
    params: {},
  },
  WRONG_CODE: {
    route: 'POST /api/v2/auth/verify-otp',
    send: () =>
      call({
        method: 'POST',
        url: '/api/v2/auth/verify-otp',
        payload: { email: 'nobody@example.org', code: '000000' },
      }),
    params: {},
  },
  UNKNOWN_API_KEY: {
    route: 'GET /api/v2/limits',
    send: () => call({ method: 'GET', url: '/api/v2/limits', headers: { 'x-api-key': 'not-a-key' } }),
    params: {},
  },
  CRON_REFUSED: {
    route: 'POST /api/v2/auth/erase-sweep',
    send: () => call({ method: 'POST', url: '/api/v2/auth/erase-sweep' }),
    params: { reason: 'cron routes are disabled: no CRON_SECRET is configured' },
  },
  NOT_FOUND: {
    route: 'DELETE /api/v2/vault/charts/{chart_id}',
    send: async () => {
      const { authorization } = await signIn();
      return call({ method: 'DELETE', url: `/api/v2/vault/charts/${randomUUID()}`, headers: { authorization } });
    },
    params: { what: 'chart' },
  },
  LIMIT_REACHED: {
    route: 'POST /api/v2/vault/charts',
    send: async () => {
      const { authorization, accountId } = await signIn();
      const birth = { ...BIRTH };
      for (let i = 0; i < LIMITS.vault.chartsPerAccountMax; i++) {
        await service.storage.charts.save(
          accountId,
          { id: randomUUID(), label: `c${i}`, birth, createdAt: new Date(clock).toISOString() },
          LIMITS.vault.chartsPerAccountMax,
        );
      }
      return call({
        method: 'POST',
        url: '/api/v2/vault/charts',
        headers: { authorization },
        payload: { label: 'one more', ...BIRTH },
      });
    },
    params: { what: 'saved charts', max: LIMITS.vault.chartsPerAccountMax },
  },
  CODE_THROTTLED: {
    route: 'POST /api/v2/auth/login',
    send: async () => {
      const email = `throttle${++n}@example.org`;
      await call({ method: 'POST', url: '/api/v2/auth/login', payload: { email } });
      return call({ method: 'POST', url: '/api/v2/auth/login', payload: { email } });
    },
    params: { what: 'code requests for this address', retryAfterSeconds: LIMITS.auth.secondsBetweenSends },
  },
  DATABASE_UNAVAILABLE: {
    route: 'POST /api/v2/auth/register',
    // A service whose PostgreSQL refuses every connection: it starts all the same, and sign-up answers 503.
    send: async () => {
      unreachable ??= await testService(
        { databaseUrl: 'postgres://postgres@127.0.0.1:1/none', hmacSecret: undefined },
        { now: () => clock },
      );
      return unreachable.app.inject({
        method: 'POST',
        url: '/api/v2/auth/register',
        payload: { email: 'outage@example.org' },
      });
    },
    params: { retryAfterSeconds: 5 },
  },
  TOO_MANY_IN_FLIGHT: {
    route: 'POST /api/yog',
    // Behind a proxy that allows one request in flight per client: of four sent at once by one forwarded address,
    // the ones beyond the first are refused before they start.
    send: async () => {
      proxied ??= await testService(
        { trustProxy: 1, connections: { ...DEFAULT_CONNECTION_LIMITS, maxInFlightPerAddress: 1 } },
        { now: () => clock },
      );
      const headers = { 'x-forwarded-for': '203.0.113.9' };
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          proxied!.app.inject({ method: 'POST', url: '/api/yog', payload: BIRTH, headers }),
        ),
      );
      return answers.find((a) => a.statusCode === 429) ?? answers[0]!;
    },
    params: { max: 1 },
  },
  PDF_UNAVAILABLE: {
    route: 'POST /api/v2/report',
    // A server without Chromium still serves the HTML report; a PDF is a 503 that says how to get one.
    send: async () => {
      noBrowser ??= await testService({ chromiumPath: '/nonexistent/chromium' }, { now: () => clock });
      return noBrowser.app.inject({ method: 'POST', url: '/api/v2/report', payload: { ...BIRTH, format: 'pdf' } });
    },
    params: { path: '/nonexistent/chromium' },
  },
  PDF_BUSY: {
    route: 'POST /api/v2/report',
    // One print at a time and four waiting: of seven asked at once, the ones beyond the queue are refused.
    send: async () => {
      if (!existsSync('/usr/bin/chromium'))
        throw new Error('PDF_BUSY is shown with Chromium: apt-get install chromium');
      onePrint ??= await testService({ pdfPrints: 1, rateLimitHeavyKeyless: 100 }, { now: () => clock });
      const asked = Array.from({ length: 7 }, () =>
        onePrint!.app.inject({ method: 'POST', url: '/api/v2/report', payload: { ...BIRTH, format: 'pdf' } }),
      );
      const answers = await Promise.all(asked);
      return answers.find((a) => a.statusCode === 503) ?? answers[0]!;
    },
    params: { retryAfterSeconds: 5 },
  },
  QUEUE_UNAVAILABLE: {
    route: 'POST /api/v2/notifications/daily-gates/send',
    // A service whose Redis refuses every connection: the digest cron cannot queue its run and says so.
    send: async () => {
      noQueue ??= await testService(
        { redisUrl: 'redis://127.0.0.1:1', cronSecret: 'cron', digestWorker: false },
        { now: () => clock },
      );
      return noQueue.app.inject({
        method: 'POST',
        url: '/api/v2/notifications/daily-gates/send',
        headers: { 'x-cron-secret': 'cron' },
      });
    },
    params: { retryAfterSeconds: 10 },
  },
  RATE_LIMITED: {
    route: 'GET /api/v2/limits',
    send: async () => {
      const limit = LIMITS.rate.keylessPerWindow;
      for (let i = 0; i < limit; i++) await call({ method: 'GET', url: '/api/v2/limits' });
      return call({ method: 'GET', url: '/api/v2/limits' });
    },
  },
};

/** The responses the OpenAPI document declares for `METHOD /path`. */
function declared(route: string): Record<string, unknown> {
  const [method = '', path = ''] = route.split(' ');
  const doc = service.app.swagger() as {
    paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
  };
  const op = doc.paths[path]?.[method.toLowerCase()];
  expect(op, `${route} is in the OpenAPI document`).toBeDefined();
  return op?.responses ?? {};
}
/** The status appears in the responses, exactly or by its class (4XX). */
const declares = (responses: Record<string, unknown>, status: number): boolean =>
  [String(status), `${String(status)[0] ?? ''}XX`, `${String(status)[0] ?? ''}xx`].some((k) => k in responses);

describe('error registries', () => {
  const registries = [
    ['engine', ENGINE_ERRORS],
    ['service', SERVICE_ERRORS],
  ] as const;

  test('every code is documented: when it happens, a status and a type', () => {
    for (const [name, registry] of registries) {
      for (const [code, spec] of Object.entries(registry)) {
        expect(spec.doc.length, `${name} ${code} doc`).toBeGreaterThan(40);
        expect(spec.type, `${name} ${code} type`).toMatch(/^[a-z_.]+$/);
        expect([401, 403, 404, 409, 422, 429, 500, 503], `${name} ${code} status`).toContain(spec.status);
      }
    }
    // The 422 codes of the engine are told apart by their item type.
    const types = Object.values(ENGINE_ERRORS)
      .filter((s) => s.status === 422)
      .map((s) => s.type);
    expect(new Set(types).size).toBe(types.length);
  });

  test('the table has a row for every code, and no row for a code that is not in a registry', () => {
    expect(Object.keys(ENGINE_ROWS).sort()).toEqual(Object.keys(ENGINE_ERRORS).sort());
    expect(Object.keys(SERVICE_ROWS).sort()).toEqual(Object.keys(SERVICE_ERRORS).sort());
  });

  for (const [code, row] of Object.entries(ENGINE_ROWS) as [EngineErrorCode, HttpRow | UnitRow][]) {
    const spec = ENGINE_ERRORS[code];
    if ('unit' in row) {
      test(`${code} (${spec.status}) is raised by a unit call: ${row.why}`, () => {
        expect(spec.status).toBeGreaterThanOrEqual(500);
        expect(row.unit).toThrow(EngineError);
        expect(row.unit).toThrow(expect.objectContaining({ code }));
        const anyDeclares = Object.values(
          (service.app.swagger() as { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> })
            .paths,
        ).some((ops) => Object.values(ops).some((op) => declares(op.responses ?? {}, spec.status)));
        expect(anyDeclares, `some route declares ${spec.status}`).toBe(true);
      });
      continue;
    }
    test(`${code} (${spec.status}) is reached by ${row.route}`, async () => {
      clock += 61_000;
      const r = await row.send();
      expect(r.statusCode, r.body).toBe(spec.status);
      const item = r
        .json<{ detail: { loc: unknown[]; msg: string; type: string }[] }>()
        .detail.find((i) => i.type === spec.type);
      expect(item, r.body).toBeDefined();
      expect(item?.loc).toEqual(row.loc);
      expect(declares(declared(row.route), spec.status), `${row.route} declares ${spec.status}`).toBe(true);
    });
  }

  for (const [code, row] of Object.entries(SERVICE_ROWS) as [ServiceErrorCode, HttpRow][]) {
    const spec = SERVICE_ERRORS[code];
    // Generous: one row composes a second service (slow on a loaded machine).
    test(`${code} (${spec.status}) is reached by ${row.route}`, { timeout: 60_000 }, async () => {
      clock += 2 * 3_600_000; // clear of earlier rows' rate limits and send throttles
      const r = await row.send();
      expect(r.statusCode, r.body).toBe(spec.status);
      const { detail } = r.json<{ detail: unknown }>();
      if (row.loc !== undefined) {
        expect(detail, r.body).toEqual(expect.arrayContaining([expect.objectContaining({ loc: row.loc })]));
      } else if (row.params !== undefined) {
        expect(detail).toBe((spec.message as (p: object, f: null) => string)(row.params, null));
      } else {
        expect(typeof detail).toBe('string');
      }
      if ('headers' in spec) {
        const expected =
          row.params === undefined
            ? { 'retry-after': expect.any(String) }
            : (spec.headers as (p: object) => Record<string, string>)(row.params);
        for (const [k, v] of Object.entries(expected)) expect(r.headers[k.toLowerCase()], k).toEqual(v);
      }
      expect(declares(declared(row.route), spec.status), `${row.route} declares ${spec.status}`).toBe(true);
    });
  }
});
