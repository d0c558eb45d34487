/** Dated life events in SQL, always read and written within one account. */
import type { Kysely, Selectable } from 'kysely';
import type { EventStore, MemoryEvent } from '../vault-ports.ts';
import type { DatabaseSchema, MemoryEventsTable } from './schema.ts';

const toEvent = (r: Selectable<MemoryEventsTable>): MemoryEvent => ({
  id: r.id,
  date: r.date,
  category: r.category,
  note: r.note,
  chartId: r.chart_id,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export function createEventStore(db: Kysely<DatabaseSchema>): EventStore {
  const one = (accountId: string, eventId: string) =>
    db
      .selectFrom('memory_events')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('id', '=', eventId)
      .executeTakeFirst();
  return {
    async create(accountId, e) {
      await db
        .insertInto('memory_events')
        .values({
          id: e.id,
          account_id: accountId,
          date: e.date,
          category: e.category,
          note: e.note,
          chart_id: e.chartId,
          created_at: e.createdAt,
          updated_at: e.updatedAt,
        })
        .execute();
    },
    async list(accountId, limit) {
      const rows = await db
        .selectFrom('memory_events')
        .selectAll()
        .where('account_id', '=', accountId)
        .orderBy('date', 'desc')
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map(toEvent);
    },
    async get(accountId, eventId) {
      const r = await one(accountId, eventId);
      return r === undefined ? undefined : toEvent(r);
    },
    async update(accountId, eventId, patch, nowIso) {
      const set: Partial<Selectable<MemoryEventsTable>> = { updated_at: nowIso };
      if (patch.date !== undefined) set.date = patch.date;
      if (patch.category !== undefined) set.category = patch.category;
      if (patch.note !== undefined) set.note = patch.note;
      if (patch.chartId !== undefined) set.chart_id = patch.chartId;
      const r = await db
        .updateTable('memory_events')
        .set(set)
        .where('account_id', '=', accountId)
        .where('id', '=', eventId)
        .returningAll()
        .executeTakeFirst();
      return r === undefined ? undefined : toEvent(r);
    },
    async remove(accountId, eventId) {
      const r = await db
        .deleteFrom('memory_events')
        .where('account_id', '=', accountId)
        .where('id', '=', eventId)
        .executeTakeFirst();
      return r.numDeletedRows === 1n;
    },
  };
}
