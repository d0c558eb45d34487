/**
 * A Kysely dialect for Node's built-in `node:sqlite` (no native build). SQL generation, introspection and
 * adapter come from Kysely's SQLite support; only the driver and connection are ours.
 *
 *   new Kysely<DB>({ dialect: new NodeSqliteDialect({ path: 'data/vedic.db' }) })   // or path ':memory:'
 */
import {
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import { NodeSqliteAdapter } from './adapter.ts';
import { NodeSqliteDriver } from './driver.ts';

export interface NodeSqliteDialectConfig {
  /** A file path (its folder is created when missing) or ':memory:'. */
  path: string;
}

export class NodeSqliteDialect implements Dialect {
  readonly #path: string;

  constructor(config: NodeSqliteDialectConfig) {
    this.#path = config.path;
  }

  createDriver(): Driver {
    return new NodeSqliteDriver(this.#path);
  }

  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return new NodeSqliteAdapter();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}
