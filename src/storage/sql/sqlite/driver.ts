/**
 * Kysely driver over one `node:sqlite` connection. `DatabaseSync` runs each statement synchronously, so one
 * connection is all a process can use anyway. Kysely gives it to one caller at a time (see adapter.ts).
 */
import type { DatabaseSync } from 'node:sqlite';
import { CompiledQuery, type DatabaseConnection, type Driver, type TransactionSettings } from 'kysely';
import { NodeSqliteConnection } from './connection.ts';
import { openSqlite } from './open.ts';

export class NodeSqliteDriver implements Driver {
  readonly #path: string;
  #db: DatabaseSync | undefined;
  #connection: NodeSqliteConnection | undefined;

  constructor(path: string) {
    this.#path = path;
  }

  async init(): Promise<void> {
    this.#db = await openSqlite(this.#path);
    this.#connection = new NodeSqliteConnection(this.#db);
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.#connection === undefined) throw new Error('the SQLite database is closed');
    return this.#connection;
  }

  async releaseConnection(): Promise<void> {}

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    // IMMEDIATE takes the write lock up front. A plain (deferred) BEGIN that reads and then writes fails at once
    // with SQLITE_BUSY if another process wrote in between, and busy_timeout cannot help it; waiting at BEGIN can.
    // SQLite has no isolation levels to choose: its transactions are always serializable.
    const begin = settings.accessMode === 'read only' ? 'begin deferred' : 'begin immediate';
    await connection.executeQuery(CompiledQuery.raw(begin));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    // Some errors (disk full, I/O) make SQLite roll back by itself; a second ROLLBACK would then fail and hide
    // the error that caused it.
    if (this.#db?.isTransaction === true) await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async destroy(): Promise<void> {
    this.#db?.close();
    this.#db = undefined;
    this.#connection = undefined;
  }
}
