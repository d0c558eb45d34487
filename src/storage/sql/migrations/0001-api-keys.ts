import type { Kysely } from 'kysely';

// Migrations take an untyped Kysely: they describe the schema as it was then, not as schema.ts says it is now.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email_normalized', 'text', (c) => c.notNull())
    .addColumn('app_name_normalized', 'text', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    // Named, so both dialects get the same constraint names. Each unique constraint is also the index its
    // lookup uses: the key lookup on every keyed request, and the ON CONFLICT target of registration.
    .addUniqueConstraint('api_keys_key_hash_unique', ['key_hash'])
    .addUniqueConstraint('api_keys_owner_unique', ['email_normalized', 'app_name_normalized'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_keys').execute();
}
