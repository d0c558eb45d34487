/**
 * Opens the service's database: PostgreSQL when a URL is given, else the SQLite file. The schema is migrated to
 * the latest version before this returns, so a caller never sees a half-made database.
 */
import { Kysely, sql } from 'kysely';
import type { ApiKeyStore, SettingStore } from '../ports.ts';
import type { AccountStore, ChartStore, EventStore, OtpStore, PrefsStore, SessionStore } from '../vault-ports.ts';
import { createAccountStore } from './accounts.ts';
import { createEventStore } from './memory-events.ts';
import { createPrefsStore } from './notification-prefs.ts';
import { createOtpStore } from './otp-codes.ts';
import { createSessionStore } from './sessions.ts';
import { createChartStore } from './vault-charts.ts';
import { createApiKeyStore } from './api-keys.ts';
import { migrateToLatest } from './migrations/index.ts';
import { ping, type PingResult } from './ping.ts';
import type { DatabaseSchema } from './schema.ts';
import { createSettingStore } from './settings.ts';
import { NodeSqliteDialect } from './sqlite/dialect.ts';

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when absent (or empty) the SQLite file is used. */
  databaseUrl?: string | undefined;
  /** SQLite file path, or ':memory:'. */
  sqlitePath: string;
  /** PostgreSQL only: keep every table in this schema (created if missing). Used to isolate test runs. */
  pgSchema?: string | undefined;
}

export interface Storage {
  db: Kysely<DatabaseSchema>;
  dialect: 'sqlite' | 'postgres';
  apiKeys: ApiKeyStore;
  settings: SettingStore;
  accounts: AccountStore;
  sessions: SessionStore;
  otpCodes: OtpStore;
  charts: ChartStore;
  events: EventStore;
  prefs: PrefsStore;
  /** Never throws; gives up after 1 s so a health check cannot hang on a lost database. */
  ping(): Promise<PingResult>;
  /** Closes the connections; safe to call twice. */
  close(): Promise<void>;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Storage> {
  const url = options.databaseUrl === '' ? undefined : options.databaseUrl;
  const dialect = url === undefined ? 'sqlite' : 'postgres';
  const db = new Kysely<DatabaseSchema>({
    dialect: url === undefined
      ? new NodeSqliteDialect({ path: options.sqlitePath })
      // Loaded only when used: `pg` costs ~10 MB of memory an SQLite installation does not need.
      : (await import('./postgres.ts')).createPostgresDialect(url, options.pgSchema),
  });
  try {
    if (dialect === 'postgres') await migrateToLatest(db, await prepareSchema(db, options.pgSchema));
    else await migrateToLatest(db);
  } catch (e) {
    await db.destroy();
    throw e;
  }

  let closing: Promise<void> | undefined;
  return {
    db,
    dialect,
    apiKeys: createApiKeyStore(db),
    settings: createSettingStore(db),
    accounts: createAccountStore(db),
    sessions: createSessionStore(db),
    otpCodes: createOtpStore(db),
    charts: createChartStore(db, dialect),
    events: createEventStore(db),
    prefs: createPrefsStore(db),
    ping: () => ping(db),
    close: () => (closing ??= db.destroy()),
  };
}

/** The schema our tables live in: the requested one (created here), else the session's current schema. */
async function prepareSchema(db: Kysely<DatabaseSchema>, pgSchema: string | undefined): Promise<string> {
  if (pgSchema !== undefined) {
    // Two processes creating it at once can still collide inside IF NOT EXISTS; the loser finds it made.
    await db.schema.createSchema(pgSchema).ifNotExists().execute().catch(async (e: unknown) => {
      if (!(await schemaExists(db, pgSchema))) throw e;
    });
    return pgSchema;
  }
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (schema == null) throw new Error('PostgreSQL search_path names no existing schema to create tables in');
  return schema;
}

async function schemaExists(db: Kysely<DatabaseSchema>, name: string): Promise<boolean> {
  const { rows } = await sql`select 1 from pg_namespace where nspname = ${name}`.execute(db);
  return rows.length > 0;
}
