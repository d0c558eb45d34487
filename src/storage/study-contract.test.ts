/**
 * The marriage study storage contract, on every database the service runs on (SQLite always, PostgreSQL when
 * DATABASE_URL is set): rows go in, counts by outcome come out, concurrent adds all count, and nothing reads a row.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Storage } from './sql/database.ts';
import { allTargets, type Target } from './testing/targets.ts';
import { MARRIAGE_OUTCOMES, type MarriageOutcome, type MarriageStudyRow } from './study-ports.ts';

const row = (outcome: MarriageOutcome): MarriageStudyRow => ({
  id: randomUUID(),
  bride: { date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 },
  groom: { date: '1988-03-02', time: null, latitude: 28.61, longitude: 77.21, timezone: 'Asia/Kolkata' },
  marriageDate: '2016-02-14',
  outcome,
  consentedAt: '2026-11-25T10:00:00.000Z',
});

describe.each(allTargets())('marriage study storage on $name', (target: Target) => {
  let s: Storage;
  beforeAll(async () => {
    s = await target.open();
  });
  afterAll(async () => {
    await s?.close();
    await target.dispose();
  });

  test('counts by outcome, every outcome present, zero where none', async () => {
    const before = await s.marriageStudy.counts();
    expect(Object.keys(before.byOutcome)).toEqual([...MARRIAGE_OUTCOMES]);
    await s.marriageStudy.add(row('together'));
    await s.marriageStudy.add(row('together'));
    await s.marriageStudy.add(row('divorced'));
    const after = await s.marriageStudy.counts();
    expect(after.total).toBe(before.total + 3);
    expect(after.byOutcome.together).toBe(before.byOutcome.together + 2);
    expect(after.byOutcome.divorced).toBe(before.byOutcome.divorced + 1);
    expect(after.byOutcome.widowed).toBe(before.byOutcome.widowed);
    expect(typeof after.total).toBe('number');
  });

  test('twenty concurrent adds all count; a repeated id is refused and not counted twice', async () => {
    const before = (await s.marriageStudy.counts()).total;
    await Promise.all(Array.from({ length: 20 }, () => s.marriageStudy.add(row('separated'))));
    expect((await s.marriageStudy.counts()).total).toBe(before + 20);
    const r = row('annulled');
    await s.marriageStudy.add(r);
    await expect(s.marriageStudy.add(r)).rejects.toThrow();
    expect((await s.marriageStudy.counts()).total).toBe(before + 21);
  });

  test('the row is kept as given (JSON birth, null time), read here only through SQL', async () => {
    const r = row('widowed');
    await s.marriageStudy.add(r);
    const stored = await s.db.selectFrom('marriage_study').selectAll().where('id', '=', r.id).executeTakeFirstOrThrow();
    expect(JSON.parse(stored.groom_json)).toEqual(r.groom);
    expect(JSON.parse(stored.bride_json)).toEqual(r.bride);
    expect([stored.marriage_date, stored.outcome, stored.consented_at]).toEqual([
      r.marriageDate,
      r.outcome,
      r.consentedAt,
    ]);
  });
});
