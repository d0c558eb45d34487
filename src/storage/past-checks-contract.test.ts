// The past-reading check store on every database (SQLite in memory and in a file; PostgreSQL when DATABASE_URL is
// set): one row per reader and statement whatever the concurrency, the first answer stands, tallies per rule.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Storage } from './sql/database.ts';
import { allTargets, type Target } from './testing/targets.ts';

describe.each(allTargets())('past-reading checks on $name', (target: Target) => {
  let storage: Storage;
  beforeAll(async () => {
    storage = await target.open();
  });
  afterAll(async () => {
    await storage?.close();
    await target.dispose();
  });
  const rule = () => `rule-${randomUUID()}`; // a rule id of its own, so tests sharing a database do not mix tallies
  const at = new Date(0).toISOString();

  test('a repeat is not recorded and the first answer stands', async () => {
    const ruleId = rule();
    const c = { readerHash: 'r1', statementId: `${ruleId}.0`, ruleId, at };
    expect(await storage.pastChecks.record({ ...c, correct: true })).toEqual({ recorded: true });
    expect(await storage.pastChecks.record({ ...c, correct: false })).toEqual({ recorded: false });
    expect((await storage.pastChecks.tally()).find((t) => t.ruleId === ruleId)).toEqual({ ruleId, checks: 1, hits: 1 });
  });

  test('1,000 simultaneous records (500 readers twice): 500 rows, one recorded per reader', async () => {
    const ruleId = rule();
    const results = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        storage.pastChecks.record({
          readerHash: `reader-${i % 500}`,
          statementId: `${ruleId}.x`,
          ruleId,
          correct: i % 500 < 100,
          at,
        }),
      ),
    );
    expect(results.filter((r) => r.recorded)).toHaveLength(500);
    expect((await storage.pastChecks.tally()).find((t) => t.ruleId === ruleId)).toEqual({
      ruleId,
      checks: 500,
      hits: 100,
    });
  });
});
