// POST /api/v2/kundli/phaladeepika-narrative: 13 sections, each sentence with a rule and citations. The facts each
// sentence names are checked against the chart in the engine's tests (reports/narrative/invariants.test.ts).
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { expectCors, testService } from '../support/service.ts';

let service: Service;
beforeAll(async () => {
  service = await testService();
});
afterAll(() => service.close());

const BIRTH = { date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 };

test('13 sections in order; sentences traceable to a rule with pending citations; PARTIAL names what is not read', async () => {
  const r = await service.app.inject({ method: 'POST', url: '/api/v2/kundli/phaladeepika-narrative', payload: BIRTH });
  expect(r.statusCode).toBe(200);
  expectCors(r.headers);
  const body = r.json<any>();
  expect(body.engine_status).toBe('PARTIAL');
  expect(body.missing.length).toBeGreaterThan(0);
  expect(body.sections.map((s: any) => s.id)).toEqual([
    'lagna',
    'moon',
    'wealth',
    'siblings',
    'home',
    'children',
    'enemies',
    'marriage',
    'longevity',
    'fortune',
    'career',
    'gains',
    'losses',
  ]);
  for (const s of body.sections) {
    expect(['strong', 'mixed', 'weak']).toContain(s.verdict);
    expect(s.score).toBeCloseTo(
      s.score_trace.reduce((a: number, t: any) => a + t.contribution, 0),
      9,
    );
    for (const sentence of s.sentences) {
      expect(sentence.text).not.toMatch(/\{|undefined|NaN/);
      for (const name of Object.keys(sentence.facts.values ?? {})) expect(name).toMatch(/^[a-z][a-z0-9_]*$/); // JSON names are snake_case
      expect(sentence.rule.prove_refs.length).toBeGreaterThan(0);
      for (const ref of sentence.rule.prove_refs) expect(ref.status).toBe('pending');
    }
  }
});

test('422 without a time', async () => {
  const r = await service.app.inject({
    method: 'POST',
    url: '/api/v2/kundli/phaladeepika-narrative',
    payload: { date: '1990-11-20', latitude: 26.85, longitude: 80.95 },
  });
  expect(r.statusCode).toBe(422);
});
