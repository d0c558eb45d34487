/** One-time codes in SQL: only an HMAC of the code is stored; the latest code of an address is the only live one. */
import type { Kysely } from 'kysely';
import type { OtpStore } from '../vault-ports.ts';
import type { DatabaseSchema } from './schema.ts';

export function createOtpStore(db: Kysely<DatabaseSchema>): OtpStore {
  return {
    async issue({ id, email, codeHmac, createdAt, expiresAt }) {
      await db.transaction().execute(async (tx) => {
        await tx
          .updateTable('otp_codes')
          .set({ killed_at: createdAt })
          .where('email_normalized', '=', email)
          .where('used_at', 'is', null)
          .where('killed_at', 'is', null)
          .execute();
        await tx
          .insertInto('otp_codes')
          .values({
            id,
            email_normalized: email,
            code_hmac: codeHmac,
            created_at: createdAt,
            expires_at: expiresAt,
            used_at: null,
            killed_at: null,
          })
          .execute();
      });
    },
    async findActive(email, nowIso) {
      return db
        .selectFrom('otp_codes')
        .select(['id', 'code_hmac as codeHmac', 'expires_at as expiresAt'])
        .where('email_normalized', '=', email)
        .where('used_at', 'is', null)
        .where('killed_at', 'is', null)
        .where('expires_at', '>', nowIso)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
    },
    async consume(id, nowIso) {
      // The conditional update is the lock: of two concurrent verifications only one changes the row.
      const r = await db
        .updateTable('otp_codes')
        .set({ used_at: nowIso })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .where('killed_at', 'is', null)
        .executeTakeFirst();
      return r.numUpdatedRows === 1n;
    },
    async kill(id, nowIso) {
      await db
        .updateTable('otp_codes')
        .set({ killed_at: nowIso })
        .where('id', '=', id)
        .where('killed_at', 'is', null)
        .execute();
    },
  };
}
