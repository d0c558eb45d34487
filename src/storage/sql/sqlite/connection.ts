/** Runs Kysely's compiled queries on a `node:sqlite` database. */
import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import type { AbortableOperationOptions, CompiledQuery, DatabaseConnection, QueryResult } from 'kysely';

export class NodeSqliteConnection implements DatabaseConnection {
  readonly #db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  async executeQuery<R>(query: CompiledQuery, options?: AbortableOperationOptions): Promise<QueryResult<R>> {
    options?.signal?.throwIfAborted(); // the call itself is synchronous, so it can only be refused before it starts
    const stmt = this.#db.prepare(query.sql);
    const params = toSqliteParams(query.parameters);
    if (returnsRows(stmt)) return { rows: stmt.all(...params).map(plain) as R[] };
    const { changes, lastInsertRowid } = stmt.run(...params);
    return { rows: [], numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid) };
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize: number): AsyncIterableIterator<QueryResult<R>> {
    const stmt = this.#db.prepare(query.sql);
    if (!returnsRows(stmt)) throw new Error('streamQuery needs a statement that returns rows');
    let chunk: R[] = [];
    for (const row of stmt.iterate(...toSqliteParams(query.parameters))) {
      chunk.push(plain(row) as R);
      if (chunk.length >= chunkSize) {
        yield { rows: chunk };
        chunk = [];
      }
    }
    if (chunk.length > 0) yield { rows: chunk };
  }
}

/** SELECT, PRAGMA and `... RETURNING` have result columns; `all()` reads those, `run()` the rest (for the counts). */
function returnsRows(stmt: StatementSync): boolean {
  return stmt.columns().length > 0;
}

/** `node:sqlite` rows have a null prototype; copy them so rows look the same as PostgreSQL's (`toStrictEqual`). */
function plain(row: Record<string, unknown>): Record<string, unknown> {
  return { ...row };
}

/** SQLite has no boolean type and `node:sqlite` refuses JS booleans; store them as 1/0 as SQLite itself does. */
function toSqliteParams(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  return parameters.map((p) => (typeof p === 'boolean' ? Number(p) : (p as SQLInputValue)));
}
