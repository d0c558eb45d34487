/** Notification preferences and the daily-digest log in SQL. */
import type { Kysely } from 'kysely';
import type { PrefsStore, SavedPlace } from '../vault-ports.ts';
import { createAccountStore } from './accounts.ts';
import { fromJson, toJson } from './json-column.ts';
import type { DatabaseSchema } from './schema.ts';

export function createPrefsStore(db: Kysely<DatabaseSchema>): PrefsStore {
  const accounts = createAccountStore(db);
  return {
    async get(accountId) {
      const r = await db.selectFrom('notification_prefs').selectAll().where('account_id', '=', accountId).executeTakeFirst();
      if (r === undefined) return { dailyGates: false, place: null, updatedAt: null };
      return { dailyGates: r.daily_gates === 1, place: fromJson<SavedPlace>(r.place_json), updatedAt: r.updated_at };
    },
    async put(accountId, prefs, nowIso) {
      const row = { daily_gates: prefs.dailyGates ? 1 : 0, place_json: toJson(prefs.place), updated_at: nowIso };
      await db.insertInto('notification_prefs').values({ account_id: accountId, ...row })
        .onConflict((oc) => oc.column('account_id').doUpdateSet(row)).execute();
      return { dailyGates: prefs.dailyGates, place: prefs.place, updatedAt: nowIso };
    },
    async optedIn() {
      const rows = await db.selectFrom('notification_prefs').innerJoin('accounts', 'accounts.id', 'notification_prefs.account_id')
        .select(['accounts.id as id', 'notification_prefs.place_json as placeJson'])
        .where('notification_prefs.daily_gates', '=', 1).where('accounts.deleted_at', 'is', null).orderBy('accounts.id').execute();
      const out = [];
      for (const r of rows) {
        const account = await accounts.findById(r.id);
        if (account !== undefined) out.push({ account, place: fromJson<SavedPlace>(r.placeJson) });
      }
      return out;
    },
    async claimDigest(accountId, day, nowIso) {
      const r = await db.insertInto('digest_log').values({ account_id: accountId, day, sent_at: nowIso })
        .onConflict((oc) => oc.columns(['account_id', 'day']).doNothing()).executeTakeFirst();
      return r.numInsertedOrUpdatedRows === 1n;
    },
    async releaseDigest(accountId, day) {
      await db.deleteFrom('digest_log').where('account_id', '=', accountId).where('day', '=', day).execute();
    },
  };
}
