/**
 * The digest outbox in SQL (see DigestOutboxStore): claims are conditional writes, so racing attempts never both win.
 */
import type { Kysely } from 'kysely';
import type { DigestOutboxStore } from '../digest-ports.ts';
import type { DatabaseSchema } from './schema.ts';

// Bounded `in` lists: PostgreSQL and SQLite both take far more parameters, but a page stays a small statement.
const IN_CHUNK = 500;

export function createDigestOutboxStore(db: Kysely<DatabaseSchema>): DigestOutboxStore {
  return {
    async sentAmong(keys) {
      if (keys.length === 0) return [];
      const wanted = new Set(keys.map((k) => `${k.accountId}|${k.day}`));
      const out = [];
      for (let i = 0; i < keys.length; i += IN_CHUNK) {
        const chunk = keys.slice(i, i + IN_CHUNK);
        const ids = [...new Set(chunk.map((k) => k.accountId))];
        // The days too (a run has one or two): primary-key lookups, however many past days the outbox holds.
        const days = [...new Set(chunk.map((k) => k.day))];
        const rows = await db
          .selectFrom('digest_outbox')
          .select(['account_id', 'day'])
          .where('account_id', 'in', ids)
          .where('day', 'in', days)
          .where('status', '=', 'sent')
          .execute();
        for (const r of rows)
          if (wanted.has(`${r.account_id}|${r.day}`)) out.push({ accountId: r.account_id, day: r.day });
      }
      return out;
    },

    async claim(c) {
      const inserted = await db
        .insertInto('digest_outbox')
        .values({
          account_id: c.accountId,
          day: c.day,
          message_id: c.messageId,
          status: 'pending',
          attempts: 1,
          lease_until: c.leaseUntilIso,
          claimed_at: c.nowIso,
          sent_at: null,
          sent_by: null,
        })
        .onConflict((oc) => oc.columns(['account_id', 'day']).doNothing())
        .executeTakeFirst();
      if (inserted.numInsertedOrUpdatedRows === 1n) return 'claimed';
      // The row exists: take it over only if it is unsent and no live attempt holds it (ISO strings sort as times).
      const taken = await db
        .updateTable('digest_outbox')
        .set((eb) => ({ attempts: eb('attempts', '+', 1), lease_until: c.leaseUntilIso, claimed_at: c.nowIso }))
        .where('account_id', '=', c.accountId)
        .where('day', '=', c.day)
        .where('status', '=', 'pending')
        .where('lease_until', '<=', c.nowIso)
        .executeTakeFirst();
      if (taken.numUpdatedRows === 1n) return 'claimed';
      const row = await db
        .selectFrom('digest_outbox')
        .select('status')
        .where('account_id', '=', c.accountId)
        .where('day', '=', c.day)
        .executeTakeFirst();
      return row?.status === 'sent' ? 'sent' : 'busy';
    },

    async markSent(k, nowIso, sentBy) {
      await db
        .updateTable('digest_outbox')
        .set({ status: 'sent', sent_at: nowIso, sent_by: sentBy })
        .where('account_id', '=', k.accountId)
        .where('day', '=', k.day)
        .execute();
    },

    async release(k) {
      // The empty string sorts before every instant: the lease has lapsed.
      await db
        .updateTable('digest_outbox')
        .set({ lease_until: '' })
        .where('account_id', '=', k.accountId)
        .where('day', '=', k.day)
        .where('status', '=', 'pending')
        .execute();
    },

    async pruneBefore(day) {
      const r = await db.deleteFrom('digest_outbox').where('day', '<', day).executeTakeFirst();
      return Number(r.numDeletedRows);
    },
  };
}
