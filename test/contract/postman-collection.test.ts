// The request collection runs as shipped: newman (Postman's own runtime, as a library) sends every request of
// clients/postman/collection.json, in order, to the service listening on loopback, with only base_url and api_key
// set. Every request must complete, none may answer 5xx, and at least MIN_SHARE_2XX of them must answer 2xx; those
// that do not are printed with their status and the service's detail. Measured, the ones that do not, and why:
// - 16 account and vault routes need a signed-in user (401): the collection leaves session_token empty;
// - the two cron routes need the operator's cron secret, and this service has none configured (403, fail closed);
// - verify-otp and keys/confirm send the example code, which was never e-mailed (401);
// - login and request-otp come seconds after register, and a code goes to one address at most once a minute (429).
// The collection itself must carry no converter placeholder (`<number>`) anywhere a request reads its values.
import newman, { type NewmanRunSummary } from 'newman';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { SERVICE_ERRORS } from '../../src/services/errors.ts';
import { COLLECTION_FILE } from '../../scripts/generate-clients.ts';
import { testService } from '../support/service.ts';

/** The share of requests that must answer 2xx; measured 113 of 135 (0.837) when it was set. */
const MIN_SHARE_2XX = 0.8;

interface Variable {
  key: string;
  value: string;
}
interface Request {
  method: string;
  url: { host?: string[]; path?: string[]; query?: Variable[]; variable?: Variable[] };
  header?: Variable[];
  body?: { raw?: string };
}
interface Item {
  id: string;
  name: string;
  item?: Item[];
  request?: Request;
  response?: { code: number; body: string }[];
}
interface Collection {
  item: Item[];
  variable: (Variable & { description?: string })[];
  auth: { type: string; apikey: Variable[] };
}

const collection = JSON.parse(readFileSync(COLLECTION_FILE, 'utf8')) as Collection;
const requests = (items: Item[]): Item[] => items.flatMap((i) => (i.item === undefined ? [i] : requests(i.item)));
const ITEMS = requests(collection.item);
const where = (r: Request) => `${r.method} /${(r.url.path ?? []).join('/')}`;

/** What openapi-to-postmanv2 writes where it found no example: a type name in angle brackets. */
const PLACEHOLDER = /<(string|number|integer|boolean|date|date-time|long|float|double|object|array|uuid|email|uri)>/;

describe('the collection as a file', () => {
  test('no placeholder in the whole file, nor anything like one in a value a request sends', () => {
    expect(readFileSync(COLLECTION_FILE, 'utf8')).not.toMatch(PLACEHOLDER);
    const unfilled: string[] = [];
    for (const { request } of ITEMS) {
      if (request === undefined) continue;
      const sent = [...(request.url.query ?? []), ...(request.url.variable ?? []), ...(request.header ?? [])].map(
        (v) => `${v.key}=${String(v.value)}`,
      );
      if (request.body?.raw !== undefined) sent.push(request.body.raw);
      unfilled.push(...sent.filter((s) => /<[a-z][\w-]*>/i.test(s)).map((s) => `${where(request)}: ${s}`));
    }
    expect(unfilled).toEqual([]);
  });

  test('variables base_url and api_key, the key sent as X-API-Key, bodies and saved answers as JSON', () => {
    expect(collection.variable.map((v) => v.key)).toEqual(['base_url', 'api_key', 'session_token', 'cron_secret']);
    expect(collection.auth.type).toBe('apikey');
    expect(Object.fromEntries(collection.auth.apikey.map((a) => [a.key, a.value]))).toEqual({
      key: 'X-API-Key',
      value: '{{api_key}}',
      in: 'header',
    });
    for (const { request, response } of ITEMS) {
      if (request === undefined) continue;
      expect(request.url.host, where(request)).toEqual(['{{base_url}}']);
      if (request.body?.raw !== undefined)
        expect(() => JSON.parse(request.body?.raw ?? ''), where(request)).not.toThrow();
      for (const saved of response ?? []) expect(() => JSON.parse(saved.body), where(request)).not.toThrow();
    }
    // Most routes answer JSON and have an answer recorded from the test suite.
    expect(ITEMS.filter((i) => (i.response?.length ?? 0) > 0).length).toBeGreaterThan(ITEMS.length * 0.75);
  });
});

/** The collection run by newman with these variables, limited to one folder when named. */
function runCollection(variables: Variable[], folder?: string): Promise<NewmanRunSummary> {
  return new Promise((resolve, reject) => {
    newman.run(
      {
        collection: collection as never,
        envVar: variables,
        reporters: [],
        timeoutRequest: 120_000,
        ...(folder === undefined ? {} : { folder }),
      },
      (err, summary) => (err === null ? resolve(summary) : reject(err)),
    );
  });
}

describe('the collection run by newman against the service', () => {
  let service: Service;
  let baseUrl: string;
  let apiKey: string;
  beforeAll(async () => {
    // One client sends every request within seconds: more than the keyless budget of a minute (a key counts as
    // keyless until its e-mail is confirmed), so the budgets are lifted here; they have their own tests.
    service = await testService({ rateLimitKeyless: 1e9, rateLimitHeavyKeyless: 1e9 });
    baseUrl = await service.app.listen({ host: '127.0.0.1', port: 0 });
    const key = await service.app.inject({
      method: 'POST',
      url: '/api/v2/keys/register',
      payload: { email: 'collection@example.org', app_name: 'newman' },
    });
    apiKey = key.json<{ api_key: string }>().api_key;
  });
  afterAll(() => service.close());

  test('every request completes, none answers 5xx, and the share of 2xx is at least the minimum', async () => {
    const summary = await runCollection([
      { key: 'base_url', value: baseUrl },
      { key: 'api_key', value: apiKey },
    ]);
    const executions = summary.run.executions;
    expect(executions.length).toBe(ITEMS.length);
    const failures = summary.run.failures.map((f) => `${f.source?.name ?? '?'}: ${f.error.message}`);
    expect(failures).toEqual([]);

    const byId = new Map(ITEMS.map((i) => [i.id, i]));
    const results = executions.map((e) => {
      const item = byId.get(e.item.id);
      const response = e.response as { code: number; text: () => string } | undefined;
      let detail: unknown;
      try {
        detail = (JSON.parse(response?.text() ?? '') as { detail?: unknown }).detail;
      } catch {
        detail = undefined;
      }
      const route = item?.request === undefined ? e.item.name : where(item.request);
      return { route, name: item?.name ?? e.item.name, code: response?.code ?? 0, detail: JSON.stringify(detail) };
    });
    const count = (test: (code: number) => boolean) => results.filter((r) => test(r.code)).length;
    const ok = count((c) => c >= 200 && c < 300);
    console.info(
      `newman: ${results.length} requests, ${ok} 2xx (${((100 * ok) / results.length).toFixed(1)} %), ` +
        `${count((c) => c >= 400 && c < 500)} 4xx, ${count((c) => c >= 500)} 5xx, ` +
        `${count((c) => c === 0)} without a response; not 2xx:`,
    );
    for (const r of results.filter((x) => x.code < 200 || x.code >= 300))
      console.info(`  ${r.code} ${r.route} (${r.name.slice(0, 60)}): ${String(r.detail).slice(0, 120)}`);

    expect(results.filter((r) => r.code === 0 || r.code >= 500)).toEqual([]);
    expect(ok / results.length).toBeGreaterThanOrEqual(MIN_SHARE_2XX);
    // The key travelled as the service expects: no request was refused for it.
    const unknownKey = JSON.stringify(SERVICE_ERRORS.UNKNOWN_API_KEY.message({}, null));
    expect(results.filter((r) => r.detail === unknownKey)).toEqual([]);
  }, 300_000);

  test('with api_key left empty, as shipped, no X-API-Key is sent and the calls are answered', async () => {
    const summary = await runCollection([{ key: 'base_url', value: baseUrl }], 'Places');
    expect(summary.run.executions.length).toBeGreaterThan(0);
    for (const e of summary.run.executions) {
      expect(e.request.headers.has('X-API-Key')).toBe(false);
      expect(e.response.code).toBe(200);
    }
  });
});
