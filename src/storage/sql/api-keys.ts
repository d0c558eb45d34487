/** API keys in SQL. The table holds only the key's hash; the key is derived again on each registration. */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ApiKeyStore } from '../ports.ts';
import type { DatabaseSchema } from './schema.ts';

export function createApiKeyStore(db: Kysely<DatabaseSchema>, now: () => Date = () => new Date()): ApiKeyStore {
  return {
    async register({ email, appName, keyHash }) {
      // ON CONFLICT DO NOTHING is atomic on both dialects: concurrent calls for one pair cannot both insert,
      // and none of them fails.
      const inserted = await db
        .insertInto('api_keys')
        .values({
          id: randomUUID(),
          email_normalized: email,
          app_name_normalized: appName,
          key_hash: keyHash,
          created_at: now().toISOString(),
        })
        .onConflict((oc) => oc.columns(['email_normalized', 'app_name_normalized']).doNothing())
        .executeTakeFirst();
      if (inserted.numInsertedOrUpdatedRows === 1n) return { created: true };

      // Known pair. Its hash differs only if the derivation secret changed; follow the key handed out now.
      await db
        .updateTable('api_keys')
        .set({ key_hash: keyHash })
        .where('email_normalized', '=', email)
        .where('app_name_normalized', '=', appName)
        .where('key_hash', '<>', keyHash)
        .execute();
      return { created: false };
    },

    async findByKeyHash(keyHash) {
      const row = await db
        .selectFrom('api_keys')
        .leftJoin('email_confirmations', 'email_confirmations.email_normalized', 'api_keys.email_normalized')
        .select([
          'api_keys.id',
          'api_keys.email_normalized as email',
          'api_keys.app_name_normalized as appName',
          'email_confirmations.confirmed_at as confirmedAt',
        ])
        .where('api_keys.key_hash', '=', keyHash)
        .executeTakeFirst();
      if (row === undefined) return undefined;
      return { id: row.id, email: row.email, appName: row.appName, confirmed: row.confirmedAt !== null };
    },

    async isConfirmed(email) {
      const row = await db
        .selectFrom('email_confirmations')
        .select('email_normalized')
        .where('email_normalized', '=', email)
        .executeTakeFirst();
      return row !== undefined;
    },

    async confirmEmail(email, atIso) {
      await db
        .insertInto('email_confirmations')
        .values({ email_normalized: email, confirmed_at: atIso })
        .onConflict((oc) => oc.column('email_normalized').doNothing())
        .execute();
    },

    async countAll() {
      const row = await db
        .selectFrom('api_keys')
        .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n); // PostgreSQL returns count(*) (a bigint) as a string
    },
  };
}
