/**
 * Every migration, listed by hand: no folder scanning, so what runs is what the code imports. Names sort in the
 * order they must run; add new ones at the end and never edit one that has shipped.
 */
import type { Kysely } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import * as apiKeys from './0001-api-keys.ts';
import * as installationSettings from './0002-installation-settings.ts';
import * as accountsAndVault from './0003-accounts-and-vault.ts';
import * as digestOutbox from './0004-digest-outbox.ts';
import * as marriageStudy from './0005-marriage-study.ts';
import * as pastReadingChecks from './0006-past-reading-checks.ts';
import * as keyConfirmation from './0007-key-confirmation.ts';

const MIGRATIONS: Record<string, Migration> = {
  '0001_api_keys': apiKeys,
  '0002_installation_settings': installationSettings,
  '0003_accounts_and_vault': accountsAndVault,
  '0004_digest_outbox': digestOutbox,
  '0005_marriage_study': marriageStudy,
  '0006_past_reading_checks': pastReadingChecks,
  '0007_key_confirmation': keyConfirmation,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * Brings the database to the latest schema; a no-op when it is there already. Safe when several processes start
 * at once: PostgreSQL serialises them with Kysely's advisory lock, SQLite with its write lock (see sqlite/adapter.ts).
 *
 * `migrationTableSchema` must be given on PostgreSQL: without it Kysely looks for its bookkeeping tables in every
 * schema, finds another schema's, and skips creating ours.
 */
export async function migrateToLatest<DB>(db: Kysely<DB>, migrationTableSchema?: string): Promise<void> {
  const migrator = new Migrator({ db, provider, migrationTableSchema });
  const { error } = await migrator.migrateToLatest();
  if (error instanceof Error) throw error;
  if (error !== undefined) throw new Error('migration failed', { cause: error });
}
