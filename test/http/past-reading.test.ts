// The accountable reading through HTTP, on SQLite always and on PostgreSQL when DATABASE_URL is set:
// statements with stable ids; check -> accuracy round trip; duplicates and invalid input ignored (204, nothing
// stored); 1,000 concurrent checks lose none and double-count none; the scorecard shows failing rules first.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { dropSchema, freshSchemaName } from '../../src/storage/testing/targets.ts';
import { expectCors, testService } from '../support/service.ts';

const BIRTH = { date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 };
const PG = process.env.DATABASE_URL?.trim();
const databases = [{ name: 'SQLite', url: undefined }, ...(PG ? [{ name: 'PostgreSQL', url: PG }] : [])];
const token = () => randomBytes(16).toString('base64url');

describe.each(databases)('past reading on $name', ({ url }) => {
  let service: Service;
  const schema = freshSchemaName();
  beforeAll(async () => {
    service = await testService(
      { databaseUrl: url, rateLimitKeyless: 1e9, rateLimitHeavyKeyless: 1e9 },
      url === undefined ? {} : { pgSchema: schema },
    );
  });
  afterAll(async () => {
    await service.close();
    if (url !== undefined) await dropSchema(url, schema);
  });

  const reading = async () =>
    (await service.app.inject({ method: 'POST', url: '/api/v2/past-reading', payload: BIRTH })).json<any>();
  const check = (payload: unknown, contentType = 'application/json') =>
    service.app.inject({
      method: 'POST',
      url: '/api/v2/past-reading/check',
      headers: { 'content-type': contentType },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const accuracy = async () =>
    (await service.app.inject({ method: 'GET', url: '/api/v2/past-reading/accuracy' })).json<any>();
  const score = async (ruleId: string) => (await accuracy()).rules.find((r: any) => r.rule_id === ruleId);

  test('statements: ids stable across calls, each with rule, facts and citations', async () => {
    const a = await reading();
    const b = await reading();
    expect(a.engine_status).toBe('LIVE');
    expect(a.statements.length).toBeGreaterThan(0);
    expect(a.statements.map((s: any) => s.statement_id)).toEqual(b.statements.map((s: any) => s.statement_id));
    for (const s of a.statements) {
      expect(s.statement_id.startsWith(`${s.rule_id}.`)).toBe(true);
      expect(s.prove_refs.length).toBeGreaterThan(0);
    }
    expect(new Set(a.statements.map((s: any) => s.rule_id))).toContain('mark-malefic');
  });

  test('check -> accuracy round trip; a duplicate is ignored and the first answer stands', async () => {
    const s = (await reading()).statements.find((x: any) => x.rule_id === 'mark-benefic');
    const before = await score('mark-benefic');
    const reader = token();
    const r = await check({ reader_token: reader, statement_id: s.statement_id, correct: true });
    expect(r.statusCode).toBe(204);
    expect(r.body).toBe('');
    expectCors(r.headers);
    expect((await check({ reader_token: reader, statement_id: s.statement_id, correct: false })).statusCode).toBe(204);
    const after = await score('mark-benefic');
    expect(after.checks).toBe(before.checks + 1);
    expect(after.hits).toBe(before.hits + 1);
  });

  test('invalid input: always 204, nothing stored', async () => {
    const totals = async () => (await accuracy()).rules.reduce((n: number, r: any) => n + r.checks, 0);
    const before = await totals();
    const bad: [unknown, string?][] = [
      [{}],
      [{ reader_token: token(), statement_id: 'mark-malefic.0123456789abcdef' }],
      [{ reader_token: token(), statement_id: 'no-such-rule.0123456789abcdef', correct: true }],
      [{ reader_token: token(), statement_id: 'mark-malefic.XYZ', correct: true }],
      [{ reader_token: 'short', statement_id: 'mark-malefic.0123456789abcdef', correct: true }],
      [{ reader_token: token(), statement_id: 'mark-malefic.0123456789abcdef', correct: 'yes' }],
      [{ reader_token: token(), statement_id: 'mark-malefic.0123456789abcdef', correct: true, extra: 1 }],
      ['{not json'],
      ['null'],
      ['[1,2]'],
      ['', 'text/plain'],
      ['reader_token=x', 'application/x-www-form-urlencoded'],
    ];
    bad.push([
      JSON.stringify({
        reader_token: token(),
        statement_id: 'mark-malefic.0123456789abcdef',
        correct: true,
        pad: 'x'.repeat(70_000),
      }),
    ]);
    for (const [payload, type] of bad) {
      const r = await check(payload, type);
      expect(r.statusCode, String(payload).slice(0, 60)).toBe(204);
      expect(r.body).toBe('');
    }
    expect(await totals()).toBe(before);
  });

  test('1,000 concurrent checks: 500 readers twice each, none lost, none counted twice', async () => {
    const id = (await reading()).statements.find((x: any) => x.rule_id === 'mark-malefic').statement_id;
    const before = await score('mark-malefic');
    const readers = Array.from({ length: 500 }, token);
    // Reader i says right when i is even, twice at once; the repeat must not count.
    const calls = readers.flatMap((t, i) =>
      [0, 1].map(() => check({ reader_token: t, statement_id: id, correct: i % 2 === 0 })),
    );
    const answers = await Promise.all(calls);
    expect(answers.every((a) => a.statusCode === 204)).toBe(true);
    const after = await score('mark-malefic');
    expect(after.checks - before.checks).toBe(500);
    expect(after.hits - before.hits).toBe(250);
  });

  test('scorecard: every rule listed, a failing rule named and first, Wilson bounds around the rate', async () => {
    const id = (await reading()).statements.find(
      (x: any) => x.rule_id === 'dasha-dusthana-lord' || x.rule_id === 'dasha-dignified-lord',
    );
    expect(id).toBeDefined();
    for (let i = 0; i < 30; i++) await check({ reader_token: token(), statement_id: id.statement_id, correct: false });
    const a = await accuracy();
    expect(a.rules.map((r: any) => r.rule_id).sort()).toEqual([
      'dasha-dignified-lord',
      'dasha-dusthana-lord',
      'mark-benefic',
      'mark-malefic',
    ]);
    expect(a.failing).toContain(id.rule_id);
    expect(a.rules[0].verdict).toBe('failing');
    for (const r of a.rules.filter((x: any) => x.checks > 0)) {
      expect(r.wilson.lower).toBeLessThanOrEqual(r.hit_rate);
      expect(r.wilson.upper).toBeGreaterThanOrEqual(r.hit_rate);
    }
    expect(JSON.stringify(a)).not.toMatch(/reader_token|statement_id|[0-9a-f]{64}/); // counts only
  });

  test('bad birth input: 422 with detail', async () => {
    const r = await service.app.inject({
      method: 'POST',
      url: '/api/v2/past-reading',
      payload: { ...BIRTH, time: '25:00' },
    });
    expect(r.statusCode).toBe(422);
    expect(r.json<any>().detail[0].loc).toEqual(['body', 'time']);
  });
});
