// Deeply nested bodies: a few KB of nested arrays or objects once overflowed the stack of the control-character
// walk (a 500). Nesting is now measured first, without recursion, and anything deeper than the published limit is a
// 422 naming it.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { LIMITS } from '../../src/limits.ts';
import { testService } from '../support/service.ts';

let service: Service;
beforeAll(async () => {
  service = await testService();
});
afterAll(() => service.close());

const BIRTH = { date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 };
const post = (payload: string) =>
  service.app.inject({
    method: 'POST',
    url: '/api/v2/kundli',
    headers: { 'content-type': 'application/json' },
    payload,
  });

describe('request nesting', () => {
  test('1,736 nested arrays (3.5 KB) and 5,005 nested objects: 422 too_deeply_nested, not a 500', async () => {
    const arrays = `{"name":${'['.repeat(1736)}${']'.repeat(1736)},"date":"1990-11-20"}`;
    const objects = `{"name":${'{"a":'.repeat(5005)}1${'}'.repeat(5005)}}`;
    for (const body of [arrays, objects]) {
      const r = await post(body);
      expect(r.statusCode).toBe(422);
      const [item] = r.json().detail;
      expect(item.type).toBe('too_deeply_nested');
      expect(item.msg).toContain(`${LIMITS.bodyDepth} levels`);
      expect(item.loc[0]).toBe('body');
    }
  });

  test('nesting up to the limit is judged by the schema as before; the limit is published', async () => {
    const within = JSON.stringify({
      ...BIRTH,
      name: JSON.parse(`${'['.repeat(LIMITS.bodyDepth - 1)}${']'.repeat(LIMITS.bodyDepth - 1)}`),
    });
    const r = await post(within);
    expect(r.statusCode).toBe(422);
    expect(r.json().detail[0].type).toBe('string_type');
    expect((await post(JSON.stringify(BIRTH))).statusCode).toBe(200);
    const limits = await service.app.inject({ method: 'GET', url: '/api/v2/limits' });
    expect(limits.json().body_depth).toBe(LIMITS.bodyDepth);
  });
});
