/**
 * Fuzz every operation of /openapi.json: bodies that mostly fit their schema with wrong values mixed in
 * at every level, malformed JSON and wrong media types, declared and unknown query parameters, awkward path ids, and
 * with or without a live session, an API key and the cron secret. Property: never a 5xx, and every 4xx is JSON with
 * a `detail`. The test app also checks every 2xx against its declared schema (a mismatch would be a 500).
 *
 * Runs on SQLite, and on PostgreSQL too when DATABASE_URL is set. FUZZ_RUNS cases per operation: by default 100 on
 * SQLite, where the computations are fuzzed (at 20, two out-of-schema results found at 1,000 were missed), and 20 on
 * PostgreSQL, where only storage differs; set it to thousands for a long run. FUZZ_SEED fixes the seed (default 18,
 * `random` for a new one each run). A failure prints the seed and the shrunk request.
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import type { Mailer } from '../../src/services/mail/mailer.ts';
import { dropSchema, freshSchemaName } from '../../src/storage/testing/targets.ts';
import { awkwardString, valueFor, type Components, type JsonSchema, type Mode } from '../support/openapi-arbitrary.ts';
import { testService } from '../support/service.ts';

const RUNS_SET = process.env.FUZZ_RUNS === undefined ? undefined : Number(process.env.FUZZ_RUNS);
const SEED = process.env.FUZZ_SEED === 'random' ? undefined : Number(process.env.FUZZ_SEED ?? 18);
const CRON = 'fuzz-cron-secret';
const PG = process.env.DATABASE_URL?.trim();
const databases = [
  { name: 'SQLite', url: undefined, runs: RUNS_SET ?? 100 },
  ...(PG ? [{ name: 'PostgreSQL', url: PG, runs: RUNS_SET ?? 20 }] : []),
];

interface Parameter {
  in: 'query' | 'path' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
}

/** The operations and schemas of the service's own description, read once from an app built for that. */
async function describeService(): Promise<{ operations: Operation[]; components: Components; patterns: string[] }> {
  const service = await testService();
  try {
    const doc = (await service.app.inject({ method: 'GET', url: '/openapi.json' })).json<Record<string, any>>();
    const operations: Operation[] = [];
    for (const [path, item] of Object.entries<Record<string, any>>(doc.paths)) {
      for (const [method, op] of Object.entries<Record<string, any>>(item)) {
        operations.push({
          method: method.toUpperCase(),
          path,
          parameters: op.parameters ?? [],
          body: op.requestBody?.content?.['application/json']?.schema,
        });
      }
    }
    return { operations, components: doc.components?.schemas ?? {}, patterns: patternsIn(doc) };
  } finally {
    await service.close();
  }
}

/** Every regular expression the description holds (`pattern`): none may reach a message. */
function patternsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(patternsIn);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => (k === 'pattern' && typeof v === 'string' ? [v] : patternsIn(v)));
}

const { operations, components, patterns } = await describeService();

/**
 * A path segment as a client would send it; a lone surrogate has no UTF-8 form, so it goes out as the bytes of one
 * (invalid UTF-8, which the router must refuse cleanly).
 */
const pathSegment = (v: string): string =>
  v
    .split(/([\ud800-\udfff])/u)
    .map((part) => (/^[\ud800-\udfff]$/u.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');

/** Text a query or path carries: numbers as written, anything else as its JSON. */
const asText = (v: unknown): string => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

const malformedBody = fc.oneof(
  fc
    .constantFrom(
      '{',
      '{"date":',
      '[]',
      'null',
      '""',
      '0',
      'true',
      '{"a":1}{',
      '\u0000',
      '{"date":"1990-01-01\u0000"}',
      '{"__proto__":{"x":1}}',
      '{"constructor":{"prototype":{}}}',
    )
    .map((payload) => ({ payload, contentType: 'application/json' })),
  fc
    .tuple(
      awkwardString,
      fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/xml',
        'application/json; charset=latin1',
      ),
    )
    .map(([payload, contentType]) => ({ payload, contentType })),
);

interface Case {
  pathValues: Record<string, string>;
  query: [string, string][];
  body: { payload: string; contentType: string } | undefined;
  session: 'none' | 'live' | 'garbage';
  apiKey: string | undefined;
  cron: 'none' | 'right' | 'wrong';
}

/** A request of one mode: every part fits its schema, or every part is fuzzed. */
function caseOf(op: Operation, mode: Mode, liveIds: () => string[], apiKey: () => string): fc.Arbitrary<Case> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  // An id names a live row of the signed-in account or a random UUID; another path parameter (a varga code) a value.
  const pathValue = (p: Parameter) =>
    !p.name.endsWith('_id')
      ? valueFor(p.schema, components, mode, 0, p.name)
          .map(asText)
          .filter((t) => t.length > 0)
      : mode === 'fits'
        ? fc.oneof({ weight: 3, arbitrary: fc.constant('live') }, { weight: 1, arbitrary: fc.uuid() })
        : fc.oneof(
            fc.constant('live'),
            fc.uuid(),
            awkwardString.filter((t) => t.length > 0),
          );
  const declared = fc
    .record(
      Object.fromEntries(queryParams.map((p) => [p.name, valueFor(p.schema, components, mode, 0, p.name).map(asText)])),
      { requiredKeys: mode === 'fits' ? queryParams.filter((p) => p.required === true).map((p) => p.name) : [] },
    )
    .map((r) => Object.entries<string>(r));
  const extra = mode === 'fits' ? fc.constant([]) : fc.array(fc.tuple(awkwardString, awkwardString), { maxLength: 2 });
  const json =
    op.body === undefined
      ? fc.constant(undefined)
      : valueFor(op.body, components, mode).map((v) => ({
          payload: JSON.stringify(v) ?? 'null',
          contentType: 'application/json',
        }));
  const body =
    mode === 'fits'
      ? json
      : fc.oneof(
          { weight: 4, arbitrary: json },
          { weight: 1, arbitrary: malformedBody },
          { weight: 1, arbitrary: fc.constant(undefined) },
        );
  const key =
    mode === 'fits'
      ? fc.oneof(
          { weight: 3, arbitrary: fc.constant(undefined) },
          { weight: 1, arbitrary: fc.constant('live').map(() => apiKey()) },
        )
      : fc.option(
          awkwardString.map((k) => k.replace(/[^\x20-\x7e]/g, 'x')),
          { nil: undefined, freq: 2 },
        );
  return fc.record({
    pathValues: fc.record(Object.fromEntries(pathParams.map((p) => [p.name, pathValue(p)]))).map((r) => {
      const ids = liveIds();
      return Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v === 'live' ? (ids[0] ?? 'none') : v]));
    }),
    query: fc.tuple(declared, extra).map(([d, e]) => [...d, ...e]),
    body,
    session:
      mode === 'fits'
        ? fc.constantFrom('live', 'live', 'live', 'none')
        : fc.constantFrom('none', 'live', 'live', 'garbage'),
    apiKey: key,
    cron: mode === 'fits' ? fc.constantFrom('right', 'right', 'wrong') : fc.constantFrom('none', 'right', 'wrong'),
  });
}

/** Half the cases fit the schemas (they reach the engine and the database), half are fuzzed. */
const caseFor = (op: Operation, liveIds: () => string[], apiKey: () => string): fc.Arbitrary<Case> =>
  fc.oneof(caseOf(op, 'fits', liveIds, apiKey), caseOf(op, 'fuzz', liveIds, apiKey));

describe.each(databases)('fuzz from /openapi.json on $name', ({ name, url, runs: RUNS }) => {
  let service: Service;
  const schema = freshSchemaName();
  const codes = new Map<string, string>();
  const mailer: Mailer = {
    kind: 'smtp',
    send: async (m) => {
      const code = /\d{6}/.exec(m.subject)?.[0];
      if (code !== undefined) codes.set(m.to, code);
    },
  };
  let token = '';
  let apiKey = '';
  /** Statuses seen, per operation: the run's summary says how far the cases got (validation only, or the engine). */
  const seen = new Map<string, Map<number, number>>();
  const ids: string[] = [];
  let accounts = 0;

  beforeAll(async () => {
    service = await testService(
      {
        databaseUrl: url,
        cronSecret: CRON,
        rateLimitKeyless: 1e9,
        rateLimitHeavyKeyless: 1e9,
        signInPerClient: { sendsPerHour: 1e9, triesPerHour: 1e9 },
      },
      { mailer, ...(url === undefined ? {} : { pgSchema: schema }) },
    );
  }, 120_000);
  afterAll(async () => {
    const all = [...seen.values()].flatMap((m) => [...m.entries()]);
    const count = (f: (s: number) => boolean) => all.filter(([s]) => f(s)).reduce((n, [, k]) => n + k, 0);
    const never2xx = [...seen.entries()].filter(([, m]) => ![...m.keys()].some((s) => s < 300)).map(([op]) => op);
    console.info(
      `fuzz on ${name}: ${count(() => true)} requests over ${seen.size} operations; 2xx ${count((s) => s < 300)}, ` +
        (`4xx ${count((s) => s >= 400 && s < 500)}, 5xx ${count((s) => s >= 500)}; operations with no 2xx: ` +
          `${never2xx.join(', ') || 'none'}`),
    );
    await service.close();
    if (url !== undefined) await dropSchema(url, schema);
  });

  /** A fresh account with one saved chart and one event, so path ids can name live rows; and a registered key. */
  async function signIn(): Promise<void> {
    if (apiKey === '') {
      const key = await service.app.inject({
        method: 'POST',
        url: '/api/v2/keys/register',
        payload: { email: 'fuzz@example.org', app_name: 'fuzz' },
      });
      apiKey = key.json<{ api_key: string }>().api_key;
    }
    const email = `fuzz${++accounts}@example.org`;
    await service.app.inject({ method: 'POST', url: '/api/v2/auth/register', payload: { email } });
    for (let i = 0; i < 100 && !codes.has(email); i++) await new Promise((r) => setTimeout(r, 10));
    const r = await service.app.inject({
      method: 'POST',
      url: '/api/v2/auth/verify-otp',
      payload: { email, code: codes.get(email) },
    });
    token = r.json<{ token: string }>().token;
    const headers = { authorization: `Bearer ${token}` };
    const chart = await service.app.inject({
      method: 'POST',
      url: '/api/v2/vault/charts',
      headers,
      payload: { label: 'me', date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 },
    });
    const event = await service.app.inject({
      method: 'POST',
      url: '/api/v2/memory/events',
      headers,
      payload: { date: '2019-06-01', category: 'career', note: 'x' },
    });
    ids.splice(0, ids.length, chart.json<{ chart_id: string }>().chart_id, event.json<{ event_id: string }>().event_id);
  }

  function request(op: Operation, c: Case): InjectOptions & { url: string; headers: Record<string, string> } {
    let path = op.path;
    for (const [name, value] of Object.entries(c.pathValues)) path = path.replace(`{${name}}`, pathSegment(value));
    const search = new URLSearchParams(c.query).toString();
    const headers: Record<string, string> = {};
    if (c.session === 'live') headers.authorization = `Bearer ${token}`;
    if (c.session === 'garbage') headers.authorization = 'Bearer not-a-session';
    if (c.apiKey !== undefined) headers['x-api-key'] = c.apiKey;
    if (c.cron !== 'none') headers['x-cron-secret'] = c.cron === 'right' ? CRON : 'wrong';
    if (c.body !== undefined) headers['content-type'] = c.body.contentType;
    return {
      method: op.method,
      url: search === '' ? path : `${path}?${search}`,
      headers,
      ...(c.body === undefined ? {} : { payload: c.body.payload }),
    };
  }

  test('every operation of the description is fuzzed', () => {
    expect(operations.length).toBeGreaterThanOrEqual(60);
  });

  test.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s: no 5xx, every 4xx a JSON detail in words',
    async (opName, op) => {
      await signIn();
      let cases = 0;
      await fc.assert(
        fc.asyncProperty(
          caseFor(
            op,
            () => (op.path.includes('{event_id}') ? ids.slice(1) : ids),
            () => apiKey,
          ),
          async (c) => {
            cases++;
            const req = request(op, c);
            const res = await service.app.inject(req);
            const statuses = seen.get(opName) ?? new Map<number, number>();
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
            seen.set(opName, statuses);
            const where =
              `${res.statusCode} for ${op.method} ${req.url} ${JSON.stringify(req.headers)} ` +
              `${c.body?.payload ?? ''}: ${res.body.slice(0, 300)}`;
            if (res.statusCode >= 500) throw new Error(`server error ${where}`);
            if (res.statusCode >= 400) {
              if (!String(res.headers['content-type']).startsWith('application/json'))
                throw new Error(`4xx not JSON ${where}`);
              const body = res.json<{ detail?: unknown }>();
              if (body.detail === undefined || body.detail === null) throw new Error(`4xx without detail ${where}`);
              // Messages are for people: never one of the description's regular expressions nor the schema
              // language's own wording.
              const detail = body.detail as string | { msg?: string }[];
              const words = Array.isArray(detail) ? detail.map((d) => d.msg ?? '').join('\n') : detail;
              if (
                /should match pattern|Input should be|String should/.test(words) ||
                patterns.some((p) => words.includes(p))
              )
                throw new Error(`4xx message in schema wording ${where}`);
            }
          },
        ),
        { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
      );
      expect(cases).toBeGreaterThanOrEqual(RUNS);
    },
    60_000 + RUNS * 2_000,
  );
});
