/**
 * One-time codes in SQL: only an HMAC of the code is stored. Every code of an address lives until it expires or a
 * sign-in spends it; a sign-in spends the address's other live codes too.
 */
import type { Kysely } from 'kysely';
import { OTP_LIVE_MAX, type OtpStore } from '../vault-ports.ts';
import type { DatabaseSchema } from './schema.ts';

export function createOtpStore(db: Kysely<DatabaseSchema>): OtpStore {
  return {
    async issue({ id, email, purpose, codeHmac, createdAt, expiresAt }) {
      await db
        .insertInto('otp_codes')
        .values({
          id,
          email_normalized: email,
          purpose,
          code_hmac: codeHmac,
          created_at: createdAt,
          expires_at: expiresAt,
          used_at: null,
          killed_at: null,
        })
        .execute();
    },
    async findLive(email, purpose, nowIso) {
      return db
        .selectFrom('otp_codes')
        .select(['id', 'code_hmac as codeHmac', 'expires_at as expiresAt'])
        .where('email_normalized', '=', email)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .where('killed_at', 'is', null)
        .where('expires_at', '>', nowIso)
        .orderBy('created_at', 'desc')
        .limit(OTP_LIVE_MAX)
        .execute();
    },
    async consume(id, nowIso) {
      return db.transaction().execute(async (tx) => {
        // The conditional update is the lock: of two concurrent verifications only one changes the row.
        const r = await tx
          .updateTable('otp_codes')
          .set({ used_at: nowIso })
          .where('id', '=', id)
          .where('used_at', 'is', null)
          .where('killed_at', 'is', null)
          .returning(['email_normalized', 'purpose'])
          .executeTakeFirst();
        if (r === undefined) return false;
        await tx
          .updateTable('otp_codes')
          .set({ killed_at: nowIso })
          .where('email_normalized', '=', r.email_normalized)
          .where('purpose', '=', r.purpose)
          .where('used_at', 'is', null)
          .where('killed_at', 'is', null)
          .execute();
        return true;
      });
    },
  };
}
