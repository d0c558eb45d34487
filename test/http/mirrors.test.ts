// POST /api/v2/marks-mirror and /api/v2/anga-mirror: every entry names a public-domain edition (published before
// 1900, in sources.ts) and a chapter, and gives no text (not bundled, never invented); withheld passages are
// listed with their rule; bad input 422.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { ANGA_SUBJECTS, BODY_PARTS, MARK_KINDS } from '../../src/engine/tables/readings/mirrors.ts';
import { expectCors, testService } from '../support/service.ts';

let service: Service;
beforeAll(async () => {
  service = await testService({ rateLimitKeyless: 1e9 });
});
afterAll(() => service.close());
const post = (url: string, payload: unknown) => service.app.inject({ method: 'POST', url, payload: payload as object });

function expectHonestEntry(e: any) {
  expect(e.edition).toMatch(/public domain/);
  expect(e.edition).toMatch(/18\d\d/);
  expect(Number.isInteger(e.chapter)).toBe(true);
  expect(e).toMatchObject({ verses: null, original_text: null, translation: null, text_status: 'text not bundled' });
  expect(e.prove_refs.every((p: any) => p.status === 'pending')).toBe(true);
}

test('marks mirror: every mark and part resolves to an edition and chapter, PARTIAL without text', async () => {
  for (const mark of MARK_KINDS) {
    for (const body_part of BODY_PARTS) {
      const r = await post('/api/v2/marks-mirror', { mark, body_part });
      expect(r.statusCode).toBe(200);
      const body = r.json<any>();
      expect(body.engine_status).toBe('PARTIAL');
      expect(body.entries).toHaveLength(1);
      expectHonestEntry(body.entries[0]);
    }
  }
});

test('anga mirror: entries per feature, withheld passages named with the rule', async () => {
  for (const subject of ANGA_SUBJECTS) {
    const r = await post('/api/v2/anga-mirror', { subject, features: [...BODY_PARTS] });
    expect(r.statusCode).toBe(200);
    expectCors(r.headers);
    const body = r.json<any>();
    expect(body.entries.map((e: any) => e.body_part)).toEqual([...BODY_PARTS]);
    body.entries.forEach(expectHonestEntry);
    expect(body.withheld.length).toBeGreaterThan(0);
    for (const w of body.withheld) expect(w.rule).toMatch(/Withheld by policy/);
  }
  const woman = (await post('/api/v2/anga-mirror', { subject: 'woman', features: ['eyes'] })).json<any>();
  expect(woman.withheld.map((w: any) => w.topic).join(' ')).toMatch(/chastity/);
});

test.each([
  ['/api/v2/marks-mirror', { mark: 'mole' }, 'body_part'],
  ['/api/v2/marks-mirror', { mark: 'tattoo', body_part: 'hands' }, 'mark'],
  ['/api/v2/anga-mirror', { subject: 'man', features: [] }, 'features'],
  ['/api/v2/anga-mirror', { subject: 'man', features: ['eyes', 'eyes'] }, 'features'],
  ['/api/v2/anga-mirror', { subject: 'child', features: ['eyes'] }, 'subject'],
  ['/api/v2/anga-mirror', { subject: 'man', features: ['eyes'], date: '1990-01-01' }, 'date'],
])('%s 422 with detail', async (url, payload, field) => {
  const r = await post(url, payload);
  expect(r.statusCode).toBe(422);
  expect(JSON.stringify(r.json<any>().detail)).toContain(field);
});
