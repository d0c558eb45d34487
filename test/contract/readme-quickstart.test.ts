// The README's quick start shows real answers: each `curl -X POST` example is sent to the service as written, and
// every value its trimmed answer shows ("..." marks what was left out) is what the service answers. The 422 shown
// is the one a time written as '4:00 PM' gets.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { testService } from '../support/service.ts';

const README = readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8');
const quick = README.slice(README.indexOf('### Quick start'), README.indexOf("The service's own checks"));

let service: Service;
beforeAll(async () => {
  service = await testService({ rateLimitKeyless: 1e9, rateLimitHeavyKeyless: 1e9 });
});
afterAll(() => service.close());

/** Each shown value is in the answer: "..." keys, strings and list items stand for what was left out. */
function expectShown(shown: unknown, actual: unknown, where: string): void {
  if (Array.isArray(shown)) {
    expect(Array.isArray(actual), where).toBe(true);
    shown.forEach((item, i) => {
      if (item !== '...') expectShown(item, (actual as unknown[])[i], `${where}[${i}]`);
    });
    return;
  }
  if (typeof shown === 'object' && shown !== null) {
    for (const [k, v] of Object.entries(shown)) {
      if (k === '...') continue;
      expectShown(v, (actual as Record<string, unknown>)[k], `${where}.${k}`);
    }
    return;
  }
  if (typeof shown === 'number') expect(actual as number, where).toBeCloseTo(shown, 4);
  else expect(actual, where).toBe(shown);
}

const examples = [...quick.matchAll(/```sh\n(curl -X POST[\s\S]*?)```\s*```json\n([\s\S]*?)```/g)].map((m) => {
  const command = (m[1] ?? '').replace(/\\\n/g, ' ');
  const url = /localhost:8000(\S+)/.exec(command)?.[1] ?? '';
  const body = /-d '([\s\S]*?)'/.exec(command)?.[1] ?? '{}';
  return { url, body: JSON.parse(body) as object, shown: JSON.parse(m[2] ?? '{}') as object };
});

test('the quick start has its examples', () => {
  expect(examples.map((e) => e.url)).toEqual(['/api/v2/kundli', '/api/v2/panchanga', '/api/match']);
});

test.each(examples)('$url: the answer shown is the answer given', async ({ url, body, shown }) => {
  const r = await service.app.inject({ method: 'POST', url, payload: body });
  expect(r.statusCode).toBe(200);
  expectShown(shown, r.json(), url);
});

test('the 422 shown is the one a 12-hour time gets', async () => {
  const shown = /```json\n(\{"detail"[\s\S]*?)```/.exec(quick)?.[1] ?? '';
  const r = await service.app.inject({
    method: 'POST',
    url: '/api/v2/kundli',
    payload: { date: '1990-11-20', time: '4:00 PM', latitude: 26.85, longitude: 80.95 },
  });
  expect(r.statusCode).toBe(422);
  expect(r.json()).toEqual(JSON.parse(shown));
});
