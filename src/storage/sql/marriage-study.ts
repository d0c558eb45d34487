/** The marriage outcome study in SQL: rows go in; only counts by outcome come out. */
import type { Kysely } from 'kysely';
import { MARRIAGE_OUTCOMES, type MarriageOutcome, type MarriageStudyStore } from '../study-ports.ts';
import { toJson } from './json-column.ts';
import type { DatabaseSchema } from './schema.ts';

export function createMarriageStudyStore(db: Kysely<DatabaseSchema>): MarriageStudyStore {
  return {
    async add(row) {
      await db
        .insertInto('marriage_study')
        .values({
          id: row.id,
          bride_json: toJson(row.bride) ?? 'null',
          groom_json: toJson(row.groom) ?? 'null',
          marriage_date: row.marriageDate,
          outcome: row.outcome,
          consented_at: row.consentedAt,
        })
        .execute();
    },

    async counts() {
      const rows = await db
        .selectFrom('marriage_study')
        .select((eb) => ['outcome', eb.fn.countAll<number | string | bigint>().as('n')])
        .groupBy('outcome')
        .execute();
      const byOutcome = Object.fromEntries(MARRIAGE_OUTCOMES.map((o) => [o, 0])) as Record<MarriageOutcome, number>;
      // PostgreSQL returns count(*) (a bigint) as a string.
      for (const r of rows) if (r.outcome in byOutcome) byOutcome[r.outcome as MarriageOutcome] = Number(r.n);
      return { total: Object.values(byOutcome).reduce((a, b) => a + b, 0), byOutcome };
    },
  };
}
