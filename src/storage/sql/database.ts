/**
 * Opens the service's database: PostgreSQL when a URL is given, else the SQLite file. The schema is migrated to
 * the latest version before this returns, so a caller never sees a half-made database.
 */
import { Kysely, sql } from 'kysely';
import type { DigestOutboxStore } from '../digest-ports.ts';
import type { ApiKeyStore, SettingStore } from '../ports.ts';
import type { AccountStore, ChartStore, EventStore, OtpStore, PrefsStore, SessionStore } from '../vault-ports.ts';
import { createAccountStore } from './accounts.ts';
import { createDigestOutboxStore } from './digest-outbox.ts';
import { createEventStore } from './memory-events.ts';
import { createPrefsStore } from './notification-prefs.ts';
import { createOtpStore } from './otp-codes.ts';
import { createSessionStore } from './sessions.ts';
import { createChartStore } from './vault-charts.ts';
import { createApiKeyStore } from './api-keys.ts';
import { createMarriageStudyStore } from './marriage-study.ts';
import type { MarriageStudyStore } from '../study-ports.ts';
import { createPastCheckStore } from './past-reading-checks.ts';
import type { PastCheckStore } from '../reading-ports.ts';
import { migrateToLatest } from './migrations/index.ts';
import { ping, type PingResult } from './ping.ts';
import type { DatabaseSchema } from './schema.ts';
import { createSettingStore } from './settings.ts';
import { NodeSqliteDialect } from './sqlite/dialect.ts';
import { DatabaseUnavailableError, isDatabaseUnavailable, reasonOf } from '../unavailable.ts';
import type { ConnectionEvents } from './postgres.ts';

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
  digestOutbox: DigestOutboxStore;
  marriageStudy: MarriageStudyStore;
  /** Past-reading checks. */
  pastChecks: PastCheckStore;
  /** Never throws; gives up after 1 s so a health check cannot hang on a lost database. */
  ping(): Promise<PingResult>;
  /** Closes the connections; safe to call twice. */
  close(): Promise<void>;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Storage> {
  const { db, dialect } = await createKysely(options);
  try {
    await migrate(db, dialect, options.pgSchema);
  } catch (e) {
    await db.destroy();
    throw e;
  }
  return storageOver(db, dialect);
}

async function createKysely(
  options: OpenDatabaseOptions,
  events?: ConnectionEvents,
): Promise<{ db: Kysely<DatabaseSchema>; dialect: Storage['dialect'] }> {
  const url = options.databaseUrl === '' ? undefined : options.databaseUrl;
  const db = new Kysely<DatabaseSchema>({
    dialect:
      url === undefined
        ? new NodeSqliteDialect({ path: options.sqlitePath })
        : // Loaded only when used: `pg` costs ~10 MB of memory an SQLite installation does not need.
          (await import('./postgres.ts')).createPostgresDialect(url, options.pgSchema, events),
  });
  return { db, dialect: url === undefined ? 'sqlite' : 'postgres' };
}

async function migrate(
  db: Kysely<DatabaseSchema>,
  dialect: Storage['dialect'],
  pgSchema: string | undefined,
): Promise<void> {
  if (dialect === 'postgres') await migrateToLatest(db, await prepareSchema(db, pgSchema));
  else await migrateToLatest(db);
}

function storageOver(db: Kysely<DatabaseSchema>, dialect: Storage['dialect']): Storage {
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
    digestOutbox: createDigestOutboxStore(db),
    marriageStudy: createMarriageStudyStore(db),
    pastChecks: createPastCheckStore(db),
    ping: () => ping(db),
    close: () => (closing ??= db.destroy()),
  };
}

export interface ConnectHooks {
  /** One line per change of the database's state (unreachable at start, reached, lost, back). */
  log: (level: 'info' | 'warn' | 'error', message: string) => void;
  /** Runs after the migrations and before the stores open (reads the installation secret); retried with them. */
  afterMigrate?: (storage: Storage) => Promise<void>;
}

/**
 * The service's way to open its database. SQLite: as openDatabase. PostgreSQL: when the server cannot be reached at
 * start, the service starts all the same. One log line says so; the stores answer DatabaseUnavailableError (503)
 * and the health check names the database down, while migrations are retried with backoff (at most 4 s apart, so
 * the stores open within about 5 s of the server's return). Any other failure (a bad migration, a wrong schema
 * name) still throws: retrying cannot mend it. Once open, lost and regained connections are logged once each.
 */
export async function connectDatabase(options: OpenDatabaseOptions, hooks: ConnectHooks): Promise<Storage> {
  let state: 'starting' | 'up' | 'down' = 'starting';
  const events: ConnectionEvents = {
    lost(reason) {
      if (state !== 'up') return;
      state = 'down';
      hooks.log(
        'warn',
        `PostgreSQL connection lost (${reason}): requests that need the database answer 503 until it is back`,
      );
    },
    connected() {
      if (state !== 'down') return;
      state = 'up';
      hooks.log('info', 'PostgreSQL reachable again');
    },
  };
  const { db, dialect } = await createKysely(options, events);
  const inner = storageOver(db, dialect);
  const prepare = async () => {
    await migrate(db, dialect, options.pgSchema);
    await hooks.afterMigrate?.(inner);
  };

  if (dialect === 'sqlite') {
    try {
      await prepare();
    } catch (e) {
      await inner.close();
      throw e;
    }
    state = 'up';
    return inner;
  }

  let retry: NodeJS.Timeout | undefined;
  let closed = false;
  let waitingReason = '';
  const attempt = async (): Promise<boolean> => {
    try {
      await prepare();
      state = 'up';
      return true;
    } catch (e) {
      if (!isDatabaseUnavailable(e)) throw e;
      waitingReason = reasonOf(e);
      return false;
    }
  };
  const gated = gatedStorage(
    inner,
    () => state !== 'starting',
    () => `PostgreSQL not reached since start (${waitingReason}); retrying`,
  );

  try {
    if (await attempt()) return gated;
  } catch (e) {
    await inner.close();
    throw e;
  }
  hooks.log(
    'error',
    `PostgreSQL unreachable at start (${waitingReason}): serving without it; routes that need it answer 503 and ` +
      `/api/ready 503 until it is reached; retrying with backoff`,
  );
  const retryAfter = (delayMs: number) => {
    retry = setTimeout(() => {
      attempt().then(
        (ok) => {
          if (ok) hooks.log('info', 'PostgreSQL reached: schema migrated, database routes open');
          else if (!closed) retryAfter(Math.min(delayMs * 2, MAX_RETRY_MS));
        },
        (e: unknown) =>
          hooks.log(
            'error',
            `PostgreSQL reached but the schema could not be prepared (${reasonOf(e)}): database routes stay closed`,
          ),
      );
    }, delayMs);
    retry.unref();
  };
  retryAfter(FIRST_RETRY_MS);
  return {
    ...gated,
    close: () => {
      closed = true;
      clearTimeout(retry);
      return inner.close();
    },
  };
}

const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 4000;

/** Stores whose every call fails fast with DatabaseUnavailableError until `isOpen()`. */
function gatedStorage(inner: Storage, isOpen: () => boolean, why: () => string): Storage {
  const gate = <T extends object>(store: T): T =>
    new Proxy(store, {
      get(target, property, receiver) {
        const value: unknown = Reflect.get(target, property, receiver);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) =>
          isOpen()
            ? (value as (...a: unknown[]) => unknown).apply(target, args)
            : Promise.reject(new DatabaseUnavailableError(why()));
      },
    });
  return {
    ...inner,
    apiKeys: gate(inner.apiKeys),
    settings: gate(inner.settings),
    accounts: gate(inner.accounts),
    sessions: gate(inner.sessions),
    otpCodes: gate(inner.otpCodes),
    charts: gate(inner.charts),
    events: gate(inner.events),
    prefs: gate(inner.prefs),
    marriageStudy: gate(inner.marriageStudy),
    pastChecks: gate(inner.pastChecks),
    ping: () => (isOpen() ? inner.ping() : Promise.resolve({ ok: false, latencyMs: 0, detail: why() })),
  };
}

/** The schema our tables live in: the requested one (created here), else the session's current schema. */
async function prepareSchema(db: Kysely<DatabaseSchema>, pgSchema: string | undefined): Promise<string> {
  if (pgSchema !== undefined) {
    // Two processes creating it at once can still collide inside IF NOT EXISTS; the loser finds it made.
    await db.schema
      .createSchema(pgSchema)
      .ifNotExists()
      .execute()
      .catch(async (e: unknown) => {
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
