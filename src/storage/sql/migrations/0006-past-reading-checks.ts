import type { Kysely } from 'kysely';

// Past-reading checks: one row per reader and statement, the reader known only by the SHA-256 of an
// anonymous token the client keeps. No birth data: the statement id is a digest, the rule id a public name. The
// primary key makes a repeated check a no-op on both dialects (insert ... on conflict do nothing).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('past_reading_checks')
    .addColumn('reader_hash', 'text', (c) => c.notNull())
    .addColumn('statement_id', 'text', (c) => c.notNull())
    .addColumn('rule_id', 'text', (c) => c.notNull())
    .addColumn('correct', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('past_reading_checks_pk', ['reader_hash', 'statement_id'])
    .execute();
  await db.schema.createIndex('past_reading_checks_rule').on('past_reading_checks').column('rule_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('past_reading_checks').execute();
}
