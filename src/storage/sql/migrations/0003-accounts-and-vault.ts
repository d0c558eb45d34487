import type { Kysely } from 'kysely';

// Accounts and everything a user keeps. Every row of the vault names its account; erasure deletes from every table
// by account id in one transaction (accounts.ts), so no foreign-key cascade is relied on (SQLite enforces foreign
// keys only when asked per connection). JSON values are stored as text, read and written by the application.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email_normalized', 'text', (c) => c.notNull())
    .addColumn('name', 'text')
    .addColumn('gender', 'text')
    .addColumn('birth_json', 'text')
    .addColumn('place_json', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .addUniqueConstraint('accounts_email_unique', ['email_normalized'])
    .execute();
  await db.schema.createIndex('accounts_deleted_at').on('accounts').column('deleted_at').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('sessions_account').on('sessions').column('account_id').execute();

  await db.schema
    .createTable('otp_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email_normalized', 'text', (c) => c.notNull())
    .addColumn('code_hmac', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('killed_at', 'text')
    .execute();
  await db.schema.createIndex('otp_codes_email').on('otp_codes').columns(['email_normalized', 'created_at']).execute();

  await db.schema
    .createTable('vault_charts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('birth_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('vault_charts_account')
    .on('vault_charts')
    .columns(['account_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('memory_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('chart_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('memory_events_account').on('memory_events').columns(['account_id', 'date']).execute();

  await db.schema
    .createTable('notification_prefs')
    .addColumn('account_id', 'text', (c) => c.primaryKey())
    .addColumn('daily_gates', 'integer', (c) => c.notNull())
    .addColumn('place_json', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('digest_log')
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('digest_log_pk', ['account_id', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'digest_log',
    'notification_prefs',
    'memory_events',
    'vault_charts',
    'otp_codes',
    'sessions',
    'accounts',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
