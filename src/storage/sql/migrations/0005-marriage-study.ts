import type { Kysely } from 'kysely';

// The marriage outcome study: one anonymous row per outcome given with consent. No account column: the
// rows belong to no account, and only counts by outcome are ever read (the index serves that count).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('marriage_study')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('bride_json', 'text', (c) => c.notNull())
    .addColumn('groom_json', 'text', (c) => c.notNull())
    .addColumn('marriage_date', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('consented_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('marriage_study_outcome').on('marriage_study').column('outcome').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('marriage_study').execute();
}
