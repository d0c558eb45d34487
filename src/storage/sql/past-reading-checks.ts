/** Past-reading checks in SQL: insert-if-absent on (reader, statement), and a tally per rule. */
import type { Kysely } from 'kysely';
import type { PastCheckStore } from '../reading-ports.ts';
import type { DatabaseSchema } from './schema.ts';

export function createPastCheckStore(db: Kysely<DatabaseSchema>): PastCheckStore {
  return {
    async record(c) {
      const r = await db
        .insertInto('past_reading_checks')
        .values({
          reader_hash: c.readerHash,
          statement_id: c.statementId,
          rule_id: c.ruleId,
          correct: c.correct ? 1 : 0,
          created_at: c.at,
        })
        .onConflict((oc) => oc.columns(['reader_hash', 'statement_id']).doNothing())
        .executeTakeFirst();
      return { recorded: r.numInsertedOrUpdatedRows === 1n };
    },

    async tally() {
      const rows = await db
        .selectFrom('past_reading_checks')
        .select((eb) => [
          'rule_id',
          eb.fn.countAll<number | string | bigint>().as('checks'),
          eb.fn.sum<number | string | bigint>('correct').as('hits'),
        ])
        .groupBy('rule_id')
        .orderBy('rule_id')
        .execute();
      // PostgreSQL returns count(*) and sum() of integers as strings (bigint, numeric).
      return rows.map((r) => ({ ruleId: r.rule_id, checks: Number(r.checks), hits: Number(r.hits) }));
    },
  };
}
