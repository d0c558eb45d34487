/** PostgreSQL through Kysely's own dialect and a `pg` pool. */
import { PostgresDialect } from 'kysely';
import pg from 'pg';

/** A schema name we can put in `search_path` and in SQL without quoting. */
export const PG_SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export function createPostgresDialect(databaseUrl: string, schema?: string): PostgresDialect {
  if (schema !== undefined && !PG_SCHEMA_NAME.test(schema)) throw new Error(`invalid PostgreSQL schema name "${schema}"`);
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    // Fail a query instead of queueing forever when the server is unreachable.
    connectionTimeoutMillis: 5000,
    // Every pooled session starts with the schema first in its path, so queries need no schema prefix.
    ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }),
  });
  // An idle client that loses its server (restart, network) emits 'error' on the pool; unhandled, that would end
  // the process. The pool drops the client, and the next query connects again or fails on its own.
  pool.on('error', () => {});
  return new PostgresDialect({ pool });
}
