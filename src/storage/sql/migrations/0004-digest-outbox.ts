import { type Kysely, sql } from 'kysely';

// The daily digest moves to a job queue: one row per account and local day records each send, so a job
// that runs twice (a retry, a worker killed mid-run) finds the row and does not send again. It replaces digest_log,
// whose rows are carried over as sent.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('digest_outbox')
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('lease_until', 'text', (c) => c.notNull())
    .addColumn('claimed_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('sent_by', 'text')
    .addPrimaryKeyConstraint('digest_outbox_pk', ['account_id', 'day'])
    .execute();
  await sql`insert into digest_outbox (account_id, day, message_id, status, attempts, lease_until, claimed_at, sent_at, sent_by)
    select account_id, day, 'digest-log.' || day || '.' || account_id, 'sent', 1, sent_at, sent_at, sent_at, null
    from digest_log`.execute(db);
  await db.schema.dropTable('digest_log').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('digest_log')
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('digest_log_pk', ['account_id', 'day'])
    .execute();
  await sql`insert into digest_log (account_id, day, sent_at)
    select account_id, day, sent_at from digest_outbox where status = 'sent'`.execute(db);
  await db.schema.dropTable('digest_outbox').execute();
}
