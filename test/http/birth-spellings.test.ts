// Every nested birth takes both spellings: for each route of the OpenAPI document whose request example holds a
// nested birth (native, partner, bride, groom, husband, wife, members, users, candidates), the example with those
// births respelled (date <-> birth_date, time, latitude, longitude) gets the same answer; two spellings of one field
// with different values are a 422 naming the alias.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { NESTED_BIRTHS } from '../../src/http/plugins/body-schema.ts';
import { testService } from '../support/service.ts';

const NOW = Date.parse('2026-11-28T12:00:00Z');
let service: Service;
let examples: [string, Record<string, unknown>][] = [];
beforeAll(async () => {
  service = await testService({ rateLimitKeyless: 1e9, rateLimitHeavyKeyless: 1e9 }, { now: () => NOW });
  const doc = (await service.app.inject({ method: 'GET', url: '/openapi.json' })).json<{
    paths: Record<string, { post?: { requestBody?: { content: Record<string, { example?: unknown }> } } }>;
  }>();
  examples = Object.entries(doc.paths).flatMap(([url, item]) => {
    const example = item.post?.requestBody?.content['application/json']?.example as Record<string, unknown> | undefined;
    if (example === undefined) return [];
    return NESTED_BIRTHS.some((f) => f in example) ? [[url, example] as [string, Record<string, unknown>]] : [];
  });
});
afterAll(() => service.close());

const OTHER: Record<string, string> = {
  date: 'birth_date',
  time: 'birth_time',
  latitude: 'birth_latitude',
  longitude: 'birth_longitude',
  birth_date: 'date',
  birth_time: 'time',
  birth_latitude: 'latitude',
  birth_longitude: 'longitude',
};
const respell = (person: unknown) =>
  typeof person === 'object' && person !== null
    ? Object.fromEntries(Object.entries(person).map(([k, v]) => [OTHER[k] ?? k, v]))
    : person;

function respelled(example: Record<string, unknown>): Record<string, unknown> {
  const out = { ...example };
  for (const f of NESTED_BIRTHS) {
    const v = out[f];
    if (v !== undefined) out[f] = Array.isArray(v) ? v.map(respell) : respell(v);
  }
  return out;
}

test('the routes with nested births, each answering the other spelling as its own', async () => {
  const urls = examples.map(([url]) => url);
  // The routes the interface gives nested births (matching, marriage, muhurta for several people, reports).
  for (const url of ['/api/v2/conception-muhurta', '/api/v2/family-muhurta', '/api/v2/muhurta/marriage'])
    expect(urls).toContain(url);
  expect(urls.length).toBeGreaterThanOrEqual(8);
  for (const [url, example] of examples) {
    const own = await service.app.inject({ method: 'POST', url, payload: example });
    const other = await service.app.inject({ method: 'POST', url, payload: respelled(example) });
    expect(own.statusCode, `${url} ${own.body.slice(0, 200)}`).toBeLessThan(300);
    expect(other.statusCode, `${url} respelled: ${other.body.slice(0, 300)}`).toBe(own.statusCode);
    // A route that stores (201) counts each row; the others answer the same for the same birth.
    if (own.statusCode === 200) expect(other.json(), url).toEqual(own.json());
  }
});

test('both spellings of one field with different values: 422 at the alias', async () => {
  const [url, example] = examples.find(([u]) => u === '/api/v2/conception-muhurta') ?? ['', {}];
  const husband = example.husband as Record<string, unknown>;
  const own = Object.keys(husband).find((k) => k.endsWith('date')) ?? 'birth_date';
  const body = { ...example, husband: { ...husband, [OTHER[own] ?? 'date']: '1970-01-01' } };
  const r = await service.app.inject({ method: 'POST', url, payload: body });
  expect(r.statusCode).toBe(422);
  expect(r.json().detail[0].loc).toEqual(['body', 'husband', OTHER[own]]);
});
