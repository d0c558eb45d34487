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
      return db
        .selectFrom('api_keys')
        .select(['id', 'email_normalized as email', 'app_name_normalized as appName'])
        .where('key_hash', '=', keyHash)
        .executeTakeFirst();
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
