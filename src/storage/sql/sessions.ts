/**
 * Sessions in SQL: only the token's SHA-256 is stored; a session is live while unrevoked, unexpired, its account not
 * deleted. Sign-out sets revoked_at.
 */
import type { Kysely } from 'kysely';
import type { SessionStore } from '../vault-ports.ts';
import type { DatabaseSchema } from './schema.ts';

export function createSessionStore(db: Kysely<DatabaseSchema>): SessionStore {
  return {
    async create({ tokenHash, accountId, createdAt, expiresAt }) {
      await db
        .insertInto('sessions')
        .values({
          token_hash: tokenHash,
          account_id: accountId,
          created_at: createdAt,
          expires_at: expiresAt,
          revoked_at: null,
        })
        .execute();
    },
    async findLive(tokenHash, nowIso) {
      return db
        .selectFrom('sessions')
        .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
        .select('sessions.account_id as accountId')
        .where('sessions.token_hash', '=', tokenHash)
        .where('sessions.revoked_at', 'is', null)
        .where('sessions.expires_at', '>', nowIso)
        .where('accounts.deleted_at', 'is', null)
        .executeTakeFirst();
    },
    async revoke(tokenHash, nowIso) {
      const r = await db
        .updateTable('sessions')
        .set({ revoked_at: nowIso })
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', nowIso)
        .executeTakeFirst();
      return Number(r.numUpdatedRows);
    },
    async revokeAll(accountId, nowIso) {
      const r = await db
        .updateTable('sessions')
        .set({ revoked_at: nowIso })
        .where('account_id', '=', accountId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', nowIso)
        .executeTakeFirst();
      return Number(r.numUpdatedRows);
    },
  };
}
