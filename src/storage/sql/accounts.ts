/** Accounts in SQL: creation by e-mail, profile, soft delete, the erase sweep and the export (see AccountStore). */
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Account, AccountStore, BirthDetails, EraseCounts, SavedPlace } from '../vault-ports.ts';
import { fromJson, toJson } from './json-column.ts';
import { ACCOUNT_TABLES, type AccountsTable, type DatabaseSchema } from './schema.ts';

function toAccount(r: Selectable<AccountsTable>): Account {
  return {
    id: r.id,
    email: r.email_normalized,
    name: r.name,
    gender: r.gender,
    birth: fromJson<BirthDetails>(r.birth_json),
    place: fromJson<SavedPlace>(r.place_json),
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    deletedAt: r.deleted_at,
  };
}

const count = (n: bigint | number | undefined) => Number(n ?? 0);

export function createAccountStore(db: Kysely<DatabaseSchema>): AccountStore {
  const byEmail = async (email: string) =>
    db.selectFrom('accounts').selectAll().where('email_normalized', '=', email).executeTakeFirst();

  return {
    async ensure(email, name, nowIso) {
      const id = randomUUID();
      // A known address rewrites its own e-mail (same value) instead of doing nothing: both paths then write a row and
      // flush the log at commit, so a sign-up takes the same time whether or not the address has an account (a
      // no-op conflict commits without a flush, a few ms faster on a busy disk).
      await db
        .insertInto('accounts')
        .values({
          id,
          email_normalized: email,
          name,
          gender: null,
          birth_json: null,
          place_json: null,
          created_at: nowIso,
          updated_at: nowIso,
          deleted_at: null,
        })
        .onConflict((oc) =>
          oc
            .column('email_normalized')
            .doUpdateSet((eb) => ({ email_normalized: eb.ref('excluded.email_normalized') })),
        )
        .executeTakeFirst();
      const row = await byEmail(email);
      if (row === undefined) throw new Error('account vanished right after it was created');
      return { account: toAccount(row), created: row.id === id };
    },

    async findByEmail(email) {
      const row = await byEmail(email);
      return row === undefined ? undefined : toAccount(row);
    },

    async findById(id) {
      const row = await db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
      return row === undefined ? undefined : toAccount(row);
    },

    async updateProfile(id, patch, nowIso) {
      const set: Partial<Selectable<AccountsTable>> = { updated_at: nowIso };
      if (patch.name !== undefined) set.name = patch.name;
      if (patch.gender !== undefined) set.gender = patch.gender;
      if (patch.birth !== undefined) set.birth_json = toJson(patch.birth);
      if (patch.place !== undefined) set.place_json = toJson(patch.place);
      const row = await db
        .updateTable('accounts')
        .set(set)
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      return row === undefined ? undefined : toAccount(row);
    },

    async softDelete(id, nowIso) {
      await db.transaction().execute(async (tx) => {
        await tx
          .updateTable('accounts')
          .set({ deleted_at: nowIso })
          .where('id', '=', id)
          .where('deleted_at', 'is', null)
          .execute();
        await tx
          .updateTable('sessions')
          .set({ revoked_at: nowIso })
          .where('account_id', '=', id)
          .where('revoked_at', 'is', null)
          .execute();
      });
    },

    async eraseDeletedBefore(cutoffIso) {
      return db.transaction().execute(async (tx) => {
        const doomed = await tx
          .selectFrom('accounts')
          .select(['id', 'email_normalized'])
          .where('deleted_at', '<', cutoffIso)
          .execute();
        const rows: EraseCounts = {};
        if (doomed.length === 0) return { accounts: 0, rows };
        const ids = doomed.map((d) => d.id);
        for (const [table, column] of Object.entries(ACCOUNT_TABLES) as [keyof typeof ACCOUNT_TABLES, string][]) {
          if (table === 'accounts') continue; // last, after the rows that name it
          const r = await tx.deleteFrom(table).where(tx.dynamic.ref(column), 'in', ids).executeTakeFirst();
          rows[table] = count(r.numDeletedRows);
        }
        const codes = await tx
          .deleteFrom('otp_codes')
          .where(
            'email_normalized',
            'in',
            doomed.map((d) => d.email_normalized),
          )
          .executeTakeFirst();
        rows.otp_codes = count(codes.numDeletedRows);
        const accounts = await tx.deleteFrom('accounts').where('id', 'in', ids).executeTakeFirst();
        rows.accounts = count(accounts.numDeletedRows);
        return { accounts: rows.accounts, rows };
      });
    },

    async exportRows(id) {
      return db.transaction().execute(async (tx) => {
        const out: Record<string, Record<string, unknown>[]> = {};
        for (const [table, column] of Object.entries(ACCOUNT_TABLES) as [keyof typeof ACCOUNT_TABLES, string][]) {
          const rows = await tx.selectFrom(table).selectAll().where(tx.dynamic.ref(column), '=', id).execute();
          // Session token hashes are credentials' fingerprints: exported without them.
          out[table] = table === 'sessions' ? rows.map((r) => ({ ...r, token_hash: undefined })) : rows;
        }
        return out;
      });
    },
  };
}
