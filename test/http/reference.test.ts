// GET /api/v2/reference/remedy-corpus, /api/v2/sbc-phonetic-grid, /api/v2/bphs/chapter/{chapter}: REFERENCE (remedy
// corpus) or PARTIAL (grid, chapters) (never LIVE), cited, the BPHS text never invented, unknown chapters 404 JSON, bad
// chapter 422.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { expectCors, testService } from '../support/service.ts';

let service: Service;
beforeAll(async () => {
  service = await testService();
});
afterAll(() => service.close());
const get = (url: string) => service.app.inject({ method: 'GET', url });

test('remedy corpus: REFERENCE, advisory, every table cited', async () => {
  const r = await get('/api/v2/reference/remedy-corpus');
  expect(r.statusCode).toBe(200);
  expectCors(r.headers);
  const body = r.json<any>();
  expect(body.engine_status).toBe('REFERENCE');
  expect(body.advisory).toMatch(/no medical, financial/);
  expect(body.gemstones.find((g: any) => g.graha === 'Sun').gem).toBe('Ruby');
  for (const k of ['gemstones_refs', 'rudraksha_refs', 'vastu_refs', 'prove_refs'])
    expect(body[k].length).toBeGreaterThan(0);
  expect(body.prove_refs.every((p: any) => p.status === 'pending')).toBe(true);
});

test('sbc grid: 9 x 9, PARTIAL as the interface calls it, says what it gives and what not', async () => {
  const body = (await get('/api/v2/sbc-phonetic-grid')).json<any>();
  expect(body.engine_status).toBe('PARTIAL');
  expect(body.grid).toHaveLength(9);
  expect(body.grid.every((row: any[]) => row.length === 9)).toBe(true);
  expect(body.grid[0][1]).toMatchObject({ kind: 'nakshatra', name: 'Krittika', ring: 0 });
  expect(body.grid[4][4]).toMatchObject({ kind: 'tithi_group', name: 'Purna', ring: 4 });
  expect(body.given.length).toBeGreaterThan(0);
  expect(body.not_given.join(' ')).toMatch(/saravali\.github\.io.*not an edition/);
  expect(body.not_given.join(' ')).toMatch(/ri.*rii/);
  expect(body.prove_refs.every((p: any) => p.status === 'pending')).toBe(true);
});

test('bphs chapter: metadata, PARTIAL, text null and named as not bundled', async () => {
  const body = (await get('/api/v2/bphs/chapter/27')).json<any>();
  expect(body).toMatchObject({
    engine_status: 'PARTIAL',
    chapter: 27,
    title: 'Evaluation of Strengths',
    text: null,
    text_status: 'text not bundled',
    verse_count: null,
  });
  expect(body.edition).toMatch(/Santhanam/);
  expect(body.missing.join(' ')).toMatch(/not bundled/);
  expect(body.prove_refs).toEqual([
    expect.objectContaining({
      ref_id: 'bphs.27',
      status: 'pending',
      note: expect.stringMatching(/contents pages of Santhanam/),
    }),
  ]);
});

test('bphs chapter beyond vol. 1: title from the Sanskrit heading, and the response says so', async () => {
  const body = (await get('/api/v2/bphs/chapter/66')).json<any>();
  expect(body).toMatchObject({ engine_status: 'PARTIAL', chapter: 66, title: 'Ashtakavarga' });
  expect(body.missing.join(' ')).toMatch(/vol\. 2 was not seen/);
  expect(body.prove_refs[0].note).toMatch(/Sanskrit adhyaya heading/);
});

test('every chapter 1..97 answers 200 with its number', async () => {
  for (let c = 1; c <= 97; c++) {
    const r = await get(`/api/v2/bphs/chapter/${c}`);
    expect(r.statusCode).toBe(200);
    expect(r.json<any>().chapter).toBe(c);
  }
});

test('unknown chapter: 404 JSON; not a number: 422', async () => {
  for (const c of [0, 98, 4000]) {
    const r = await get(`/api/v2/bphs/chapter/${c}`);
    expect(r.statusCode).toBe(404);
    expectCors(r.headers);
    expect(r.json<any>().detail).toMatch(/BPHS chapter/);
  }
  const bad = await get('/api/v2/bphs/chapter/abc');
  expect(bad.statusCode).toBe(422);
  expect(bad.json<any>().detail[0].loc).toEqual(['path', 'chapter']);
});

test('every reference route answers with an ETag, and 304 to a client holding it', async () => {
  for (const url of [
    '/api/dasha/meanings',
    '/api/dasha/meanings?lang=hi',
    '/api/v2/reference/remedy-corpus',
    '/api/v2/sbc-phonetic-grid',
    '/api/v2/bphs/chapter/3',
    '/api/v2/limits',
    '/api/v2/oracle/questions',
  ]) {
    const first = await get(url);
    const etag = first.headers.etag;
    expect(etag, url).toMatch(/^"[\w-]{27}"$/);
    const again = await service.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode, url).toBe(304);
  }
});
