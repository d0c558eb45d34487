/** Notification preferences in SQL, and the page-by-page list of digest subscribers. */
import type { Kysely } from 'kysely';
import type { PrefsStore, SavedPlace } from '../vault-ports.ts';
import { fromJson, toJson } from './json-column.ts';
import type { DatabaseSchema } from './schema.ts';

export function createPrefsStore(db: Kysely<DatabaseSchema>): PrefsStore {
  return {
    async get(accountId) {
      const r = await db
        .selectFrom('notification_prefs')
        .selectAll()
        .where('account_id', '=', accountId)
        .executeTakeFirst();
      if (r === undefined) return { dailyGates: false, place: null, updatedAt: null };
      return { dailyGates: r.daily_gates === 1, place: fromJson<SavedPlace>(r.place_json), updatedAt: r.updated_at };
    },
    async put(accountId, prefs, nowIso) {
      const row = { daily_gates: prefs.dailyGates ? 1 : 0, place_json: toJson(prefs.place), updated_at: nowIso };
      await db
        .insertInto('notification_prefs')
        .values({ account_id: accountId, ...row })
        .onConflict((oc) => oc.column('account_id').doUpdateSet(row))
        .execute();
      return { dailyGates: prefs.dailyGates, place: prefs.place, updatedAt: nowIso };
    },
    async optedInPage(afterId, limit) {
      // Keyset pagination on the primary key: each page is one indexed range scan however far the run has got.
      let q = db
        .selectFrom('notification_prefs')
        .innerJoin('accounts', 'accounts.id', 'notification_prefs.account_id')
        .select([
          'accounts.id as id',
          'notification_prefs.place_json as prefPlace',
          'accounts.place_json as profilePlace',
        ])
        .where('notification_prefs.daily_gates', '=', 1)
        .where('accounts.deleted_at', 'is', null);
      if (afterId !== null) q = q.where('accounts.id', '>', afterId);
      const rows = await q.orderBy('accounts.id').limit(limit).execute();
      return rows.map((r) => ({
        accountId: r.id,
        place: fromJson<SavedPlace>(r.prefPlace) ?? fromJson<SavedPlace>(r.profilePlace),
      }));
    },
  };
}
