/**
 * The storage contract: the same tests against every database the service can run on. SQLite
 * always; PostgreSQL when DATABASE_URL is set, and then an unreachable server fails the run instead of skipping.
 */
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Socket } from 'node:net';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApiKeyStore } from './sql/api-keys.ts';
import { openDatabase, type Storage } from './sql/database.ts';
import { migrateToLatest } from './sql/migrations/index.ts';
import { ping } from './sql/ping.ts';
import { createPostgresDialect } from './sql/postgres.ts';
import { startProcessesAtOnce } from './testing/start-processes.ts';
import { allTargets, dropSchema, freshSchemaName, sqliteFileTarget, type Target } from './testing/targets.ts';

const MIGRATIONS = [
  '0001_api_keys',
  '0002_installation_settings',
  '0003_accounts_and_vault',
  '0004_digest_outbox',
  '0005_marriage_study',
  '0006_past_reading_checks',
  '0007_key_confirmation',
];

/** A pair nobody else in the run uses, so tests sharing one database do not see each other's rows. */
function freshKey() {
  const tag = randomUUID();
  return { email: `${tag}@example.org`, appName: `app ${tag}`, keyHash: `hash-${tag}` };
}

async function migrationNames(storage: Storage): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(storage.db);
  return rows.map((r) => r.name);
}

describe.each(allTargets())('storage contract on $name', (target: Target) => {
  let storage: Storage;
  beforeAll(async () => {
    storage = await target.open();
  });
  afterAll(async () => {
    await storage?.close();
    await target.dispose();
  });

  test('opens migrated, and migrating again changes nothing', async () => {
    expect(await migrationNames(storage)).toEqual(MIGRATIONS);
    await migrateToLatest(storage.db, target.options.pgSchema);
    expect(await migrationNames(storage)).toEqual(MIGRATIONS);
    if (!target.persistent) return;

    const key = freshKey();
    await storage.apiKeys.register(key);
    const second = await target.open(); // the same database, opened (and migrated) a second time
    try {
      expect(await migrationNames(second)).toEqual(MIGRATIONS);
      expect(await second.apiKeys.findByKeyHash(key.keyHash)).toBeDefined();
    } finally {
      await second.close();
    }
  });

  test('registering a pair twice keeps one row and reports created once', async () => {
    const key = freshKey();
    const before = await storage.apiKeys.countAll();
    expect(await storage.apiKeys.register(key)).toEqual({ created: true });
    expect(await storage.apiKeys.register(key)).toEqual({ created: false });
    expect(await storage.apiKeys.countAll()).toBe(before + 1);
  });

  test('ten simultaneous registrations of one pair all succeed and leave one row', async () => {
    const key = freshKey();
    const before = await storage.apiKeys.countAll();
    const results = await Promise.all(Array.from({ length: 10 }, () => storage.apiKeys.register(key)));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(await storage.apiKeys.countAll()).toBe(before + 1);
  });

  test('finds the owner by key hash, and nothing for an unknown hash', async () => {
    const key = freshKey();
    await storage.apiKeys.register(key);
    const owner = await storage.apiKeys.findByKeyHash(key.keyHash);
    expect(typeof owner?.id).toBe('string');
    expect(owner).toStrictEqual({ id: owner?.id, email: key.email, appName: key.appName, confirmed: false });
    expect(await storage.apiKeys.findByKeyHash(key.keyHash)).toStrictEqual(owner); // same row, same id
    expect(await storage.apiKeys.findByKeyHash(`unknown-${randomUUID()}`)).toBeUndefined();
  });

  test('confirming an address gives every key of it, present and future, the confirmed mark', async () => {
    const key = freshKey();
    await storage.apiKeys.register(key);
    expect(await storage.apiKeys.isConfirmed(key.email)).toBe(false);
    await storage.apiKeys.confirmEmail(key.email, '2026-01-01T00:00:00.000Z');
    await storage.apiKeys.confirmEmail(key.email, '2026-01-02T00:00:00.000Z'); // idempotent
    expect(await storage.apiKeys.isConfirmed(key.email)).toBe(true);
    expect(await storage.apiKeys.findByKeyHash(key.keyHash)).toMatchObject({ confirmed: true });
    const second = { ...freshKey(), email: key.email };
    await storage.apiKeys.register(second);
    expect(await storage.apiKeys.findByKeyHash(second.keyHash)).toMatchObject({ confirmed: true });
  });

  test('a pair registered under a new hash (secret changed) moves to it', async () => {
    const key = freshKey();
    await storage.apiKeys.register(key);
    const rotated = { ...key, keyHash: `${key.keyHash}-rotated` };
    expect(await storage.apiKeys.register(rotated)).toEqual({ created: false });
    expect(await storage.apiKeys.findByKeyHash(key.keyHash)).toBeUndefined();
    expect(await storage.apiKeys.findByKeyHash(rotated.keyHash)).toMatchObject({ email: key.email });
  });

  test('a transaction commits, or rolls back everything when its callback throws', async () => {
    const kept = freshKey();
    await storage.db.transaction().execute((trx) => createApiKeyStore(trx).register(kept));
    expect(await storage.apiKeys.findByKeyHash(kept.keyHash)).toBeDefined();

    const lost = freshKey();
    const failing = storage.db.transaction().execute(async (trx) => {
      await createApiKeyStore(trx).register(lost);
      throw new Error('boom');
    });
    await expect(failing).rejects.toThrow('boom');
    expect(await storage.apiKeys.findByKeyHash(lost.keyHash)).toBeUndefined();
  });

  test('work started outside a transaction while it is open is not part of it', async () => {
    const inside = freshKey();
    const outside = freshKey();
    let entered!: () => void;
    let release!: () => void;
    const hasEntered = new Promise<void>((r) => (entered = r));
    const released = new Promise<void>((r) => (release = r));

    const trx = storage.db.transaction().execute(async (t) => {
      await createApiKeyStore(t).register(inside);
      entered();
      await released;
      throw new Error('roll back');
    });
    await hasEntered;
    // On a single shared connection without serialisation, this insert would land inside the transaction above
    // and vanish with its rollback. One turn of the event loop gives it every chance to do so.
    const concurrent = storage.apiKeys.register(outside);
    await new Promise((r) => setImmediate(r));
    release();
    await expect(trx).rejects.toThrow('roll back');
    expect(await concurrent).toEqual({ created: true });
    expect(await storage.apiKeys.findByKeyHash(inside.keyHash)).toBeUndefined();
    expect(await storage.apiKeys.findByKeyHash(outside.keyHash)).toBeDefined();
  });

  test('an installation setting keeps the value stored first, also under concurrency', async () => {
    const name = `setting-${randomUUID()}`;
    const values = await Promise.all(['a', 'b', 'c', 'd'].map((v) => storage.settings.getOrCreate(name, () => v)));
    expect(new Set(values).size).toBe(1);
    expect(await storage.settings.getOrCreate(name, () => 'later')).toBe(values[0]);
  });

  test('ping answers ok', async () => {
    const result = await storage.ping();
    expect(result).toMatchObject({ ok: true });
    expect(result.latencyMs).toBeGreaterThanOrEqual(0);
  });

  test('ping on a closed database answers not ok instead of throwing', async () => {
    const other = await target.open();
    await other.close();
    await other.close(); // closing twice is harmless
    const result = await other.ping();
    expect(result.ok).toBe(false);
    expect(result.detail).toMatch(/destroyed|closed/);
  });
});

describe('SQLite file specifics', () => {
  const target = sqliteFileTarget();
  afterAll(() => target.dispose());

  test('runs in WAL mode with foreign keys on and a busy timeout', async () => {
    const storage = await target.open();
    try {
      const pragma = async (name: string): Promise<unknown> =>
        Object.values((await sql.raw(`pragma ${name}`).execute(storage.db)).rows[0] as Record<string, unknown>)[0];
      expect(await pragma('journal_mode')).toBe('wal');
      expect(await pragma('foreign_keys')).toBe(1);
      expect(await pragma('busy_timeout')).toBe(5000);
      expect(await pragma('synchronous')).toBe(1); // NORMAL
    } finally {
      await storage.close();
    }
  });

  test('keeps its data across close and reopen', async () => {
    const key = freshKey();
    const first = await target.open();
    await first.apiKeys.register(key);
    const owner = await first.apiKeys.findByKeyHash(key.keyHash);
    await first.close();

    const reopened = await target.open();
    try {
      expect(await reopened.apiKeys.findByKeyHash(key.keyHash)).toStrictEqual(owner);
    } finally {
      await reopened.close();
    }
  });

  test('several processes starting at once on a fresh file all succeed, migrate once, and register once', async () => {
    const fresh = sqliteFileTarget();
    try {
      const results = await startProcessesAtOnce(4, fresh.options);
      expect(results.filter((r) => r.created)).toHaveLength(1);
      const storage = await fresh.open();
      try {
        expect(await migrationNames(storage)).toEqual(MIGRATIONS);
        expect(await storage.apiKeys.countAll()).toBe(1);
      } finally {
        await storage.close();
      }
    } finally {
      await fresh.dispose();
    }
  });
});

const databaseUrl = process.env.DATABASE_URL?.trim();

describe.runIf(databaseUrl)('PostgreSQL specifics', () => {
  const url = databaseUrl as string;

  test('several processes starting at once on a fresh schema all succeed, migrate once, and register once', async () => {
    const pgSchema = freshSchemaName();
    const options = { databaseUrl: url, sqlitePath: ':memory:', pgSchema };
    try {
      const results = await startProcessesAtOnce(4, options);
      expect(results.filter((r) => r.created)).toHaveLength(1);
      const storage = await openDatabase(options);
      try {
        expect(await migrationNames(storage)).toEqual(MIGRATIONS);
        expect(await storage.apiKeys.countAll()).toBe(1);
      } finally {
        await storage.close();
      }
    } finally {
      await dropSchema(url, pgSchema);
    }
  });

  test('two schemas side by side in one database each get their own tables', async () => {
    // Kysely's migrator looks for its bookkeeping tables in every schema unless told which one is ours.
    const schemas = [freshSchemaName(), freshSchemaName()];
    const opened: Storage[] = [];
    try {
      for (const pgSchema of schemas)
        opened.push(await openDatabase({ databaseUrl: url, sqlitePath: ':memory:', pgSchema }));
      for (const storage of opened) expect(await migrationNames(storage)).toEqual(MIGRATIONS);
    } finally {
      await Promise.all(opened.map((s) => s.close()));
      await Promise.all(schemas.map((s) => dropSchema(url, s)));
    }
  });

  test('opening on several pools at once in one process also works', async () => {
    const pgSchema = freshSchemaName();
    const options = { databaseUrl: url, sqlitePath: ':memory:', pgSchema };
    try {
      const storages = await Promise.all(Array.from({ length: 5 }, () => openDatabase(options)));
      await Promise.all(storages.map((s) => s.close()));
      const storage = await openDatabase(options);
      expect(await migrationNames(storage)).toEqual(MIGRATIONS);
      await storage.close();
    } finally {
      await dropSchema(url, pgSchema);
    }
  });
});

describe('ping against a PostgreSQL that is not there (no server needed)', () => {
  test('a refused connection answers not ok', async () => {
    const db = new Kysely<unknown>({ dialect: createPostgresDialect('postgres://postgres@127.0.0.1:1/none') });
    try {
      const result = await ping(db);
      expect(result.ok).toBe(false);
      expect(result.detail).toMatch(/ECONNREFUSED/);
    } finally {
      await db.destroy();
    }
  });

  test('a server that accepts but never answers is given up on at the time bound', async () => {
    const sockets = new Set<Socket>();
    const silent = createServer((s) => sockets.add(s)).listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const { port } = silent.address() as { port: number };
    const db = new Kysely<unknown>({ dialect: createPostgresDialect(`postgres://postgres@127.0.0.1:${port}/none`) });
    try {
      const result = await ping(db, 1000);
      expect(result).toMatchObject({ ok: false, detail: 'no answer within 1000 ms' });
    } finally {
      for (const s of sockets) s.destroy(); // ends the pending connect now rather than at pg's own timeout
      silent.close();
      await db.destroy();
    }
  });
});

describe('openDatabase', () => {
  test('refuses a PostgreSQL schema name it would have to quote', async () => {
    await expect(
      openDatabase({ databaseUrl: 'postgres://127.0.0.1:1/x', sqlitePath: '', pgSchema: 'a;drop' }),
    ).rejects.toThrow(/invalid PostgreSQL schema name/);
  });
});
