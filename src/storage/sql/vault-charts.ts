/** Saved charts in SQL (birth data and a label), always read and written within one account. */
import type { Kysely, Selectable } from 'kysely';
import type { BirthDetails, ChartStore, SavedChart } from '../vault-ports.ts';
import type { DatabaseSchema, VaultChartsTable } from './schema.ts';

const toChart = (r: Selectable<VaultChartsTable>): SavedChart =>
  ({ id: r.id, label: r.label, birth: JSON.parse(r.birth_json) as BirthDetails, createdAt: r.created_at });

export function createChartStore(db: Kysely<DatabaseSchema>): ChartStore {
  return {
    async save(accountId, c) {
      await db.insertInto('vault_charts').values({ id: c.id, account_id: accountId, label: c.label, birth_json: JSON.stringify(c.birth), created_at: c.createdAt }).execute();
    },
    async list(accountId) {
      const rows = await db.selectFrom('vault_charts').selectAll().where('account_id', '=', accountId).orderBy('created_at', 'desc').orderBy('id').execute();
      return rows.map(toChart);
    },
    async get(accountId, chartId) {
      const r = await db.selectFrom('vault_charts').selectAll().where('account_id', '=', accountId).where('id', '=', chartId).executeTakeFirst();
      return r === undefined ? undefined : toChart(r);
    },
    async remove(accountId, chartId) {
      return db.transaction().execute(async (tx) => {
        const r = await tx.deleteFrom('vault_charts').where('account_id', '=', accountId).where('id', '=', chartId).executeTakeFirst();
        if (r.numDeletedRows !== 1n) return false;
        await tx.updateTable('memory_events').set({ chart_id: null }).where('account_id', '=', accountId).where('chart_id', '=', chartId).execute();
        return true;
      });
    },
  };
}
