/** Saved charts in SQL (birth data and a label), always read and written within one account. */
import type { Kysely, Selectable } from 'kysely';
import type { BirthDetails, ChartStore, SavedChart } from '../vault-ports.ts';
import type { DatabaseSchema, VaultChartsTable } from './schema.ts';

const toChart = (r: Selectable<VaultChartsTable>): SavedChart => ({
  id: r.id,
  label: r.label,
  birth: JSON.parse(r.birth_json) as BirthDetails,
  createdAt: r.created_at,
});

export function createChartStore(db: Kysely<DatabaseSchema>, dialect: 'sqlite' | 'postgres'): ChartStore {
  return {
    async save(accountId, c, maxPerAccount) {
      return db.transaction().execute(async (tx) => {
        // Saves of one account run one after another, so the count below cannot go stale before the insert: SQLite
        // holds its write lock from BEGIN IMMEDIATE; PostgreSQL locks the account's row until this commits, and a
        // concurrent save waits there and then counts this chart (each statement sees the rows committed before it).
        if (dialect === 'postgres')
          await tx.selectFrom('accounts').select('id').where('id', '=', accountId).forUpdate().execute();
        const { n } = await tx
          .selectFrom('vault_charts')
          .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
          .where('account_id', '=', accountId)
          .executeTakeFirstOrThrow();
        if (Number(n) >= maxPerAccount) return false;
        await tx
          .insertInto('vault_charts')
          .values({
            id: c.id,
            account_id: accountId,
            label: c.label,
            birth_json: JSON.stringify(c.birth),
            created_at: c.createdAt,
          })
          .execute();
        return true;
      });
    },
    async list(accountId) {
      const rows = await db
        .selectFrom('vault_charts')
        .selectAll()
        .where('account_id', '=', accountId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
      return rows.map(toChart);
    },
    async get(accountId, chartId) {
      const r = await db
        .selectFrom('vault_charts')
        .selectAll()
        .where('account_id', '=', accountId)
        .where('id', '=', chartId)
        .executeTakeFirst();
      return r === undefined ? undefined : toChart(r);
    },
    async remove(accountId, chartId) {
      return db.transaction().execute(async (tx) => {
        const r = await tx
          .deleteFrom('vault_charts')
          .where('account_id', '=', accountId)
          .where('id', '=', chartId)
          .executeTakeFirst();
        if (r.numDeletedRows !== 1n) return false;
        await tx
          .updateTable('memory_events')
          .set({ chart_id: null })
          .where('account_id', '=', accountId)
          .where('chart_id', '=', chartId)
          .execute();
        return true;
      });
    },
  };
}
