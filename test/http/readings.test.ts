// POST /api/v2/stri-jataka and /api/v2/putra-bhava: findings with placement, cited attributed rule and editorial;
// declined rules in omitted_by_policy and never among the findings; no child-sex prediction in any text.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { expectCors, testService } from '../support/service.ts';

let service: Service;
beforeAll(async () => {
  service = await testService();
});
afterAll(() => service.close());
const BIRTH = { date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95, gender: 'Female' };

test.each(['/api/v2/stri-jataka', '/api/v2/putra-bhava'])(
  '%s: findings cited, declined rules listed and absent from findings',
  async (url) => {
    const r = await service.app.inject({ method: 'POST', url, payload: BIRTH });
    expect(r.statusCode).toBe(200);
    expectCors(r.headers);
    const body = r.json<any>();
    expect(body.findings.length).toBeGreaterThan(0);
    expect(body.omitted_by_policy.length).toBeGreaterThan(0);
    const ids = new Set(body.findings.map((f: any) => f.id));
    for (const o of body.omitted_by_policy) {
      expect(ids.has(o.id)).toBe(false);
      expect(o.reason).toMatch(/by policy/);
    }
    for (const f of body.findings) {
      expect(['supportive', 'mixed', 'challenging', 'neutral']).toContain(f.verdict);
      expect(f.attributed.prove_refs.length).toBeGreaterThan(0);
      expect(typeof f.editorial).toBe('string');
    }
  },
);

test("putra bhava never predicts a child's sex", async () => {
  const body = (await service.app.inject({ method: 'POST', url: '/api/v2/putra-bhava', payload: BIRTH })).json<any>();
  const text = JSON.stringify(body.findings).toLowerCase();
  expect(text).not.toMatch(/\b(son|daughter|boy|girl)s?\b/);
});

test('422 without a time', async () => {
  expect(
    (
      await service.app.inject({
        method: 'POST',
        url: '/api/v2/stri-jataka',
        payload: { date: '1990-11-20', latitude: 26.85, longitude: 80.95 },
      })
    ).statusCode,
  ).toBe(422);
});
