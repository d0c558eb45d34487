import type { Kysely } from 'kysely';

// An API key's 4x headroom waits until its e-mail address is confirmed with a one-time code. Confirmation belongs to
// the address (every key of a confirmed address has the headroom), so it is a table of addresses, not a column of
// keys. The codes share the one-time-code table with sign-in, told apart by purpose: a code sent to confirm keys
// must not sign anyone in, nor a sign-in code confirm keys.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('email_confirmations')
    .addColumn('email_normalized', 'text', (c) => c.primaryKey())
    .addColumn('confirmed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable('otp_codes')
    .addColumn('purpose', 'text', (c) => c.notNull().defaultTo('sign_in'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('otp_codes').dropColumn('purpose').execute();
  await db.schema.dropTable('email_confirmations').execute();
}
