import { SqliteAdapter } from 'kysely';

/** Kysely's SQLite adapter with the two properties this driver relies on spelled out. */
export class NodeSqliteAdapter extends SqliteAdapter {
  /**
   * One connection, one caller at a time: with this false, Kysely's runtime puts a mutex around the connection
   * and holds it for a whole query, or a whole transaction. Without it, a query from another request could run
   * between two statements of an open transaction and be committed or rolled back with it.
   */
  override get supportsMultipleConnections(): boolean {
    return false;
  }

  /**
   * SQLite's DDL is transactional (Kysely's adapter says otherwise). Declared so, Kysely's migrator runs pending
   * migrations in one transaction, and with BEGIN IMMEDIATE (driver.ts) a second process starting at the same
   * moment waits for the first to finish instead of running the same migration again.
   * Cost: a migration cannot switch `PRAGMA foreign_keys` (a no-op inside a transaction); a table rebuild that
   * needs it must be written another way.
   */
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}
