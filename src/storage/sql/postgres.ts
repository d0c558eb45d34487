/** PostgreSQL through Kysely's own dialect and a `pg` pool. */
import { PostgresDialect } from 'kysely';
import pg from 'pg';
import { reasonOf } from '../unavailable.ts';

/** A schema name we can put in `search_path` and in SQL without quoting. */
export const PG_SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** What the pool sees of the server: a connection lost, a new connection made. */
export interface ConnectionEvents {
  lost(reason: string): void;
  connected(): void;
}

const IGNORED: ConnectionEvents = { lost: () => undefined, connected: () => undefined };

export function createPostgresDialect(
  databaseUrl: string,
  schema?: string,
  events: ConnectionEvents = IGNORED,
): PostgresDialect {
  if (schema !== undefined && !PG_SCHEMA_NAME.test(schema))
    throw new Error(`invalid PostgreSQL schema name "${schema}"`);
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    // Fail a request (503) instead of queueing it for long when the server does not answer.
    connectionTimeoutMillis: 3000,
    // Every pooled session starts with the schema first in its path, so queries need no schema prefix.
    ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }),
  });
  // A client that loses its server (restart, crash, network) emits 'error'. While idle, the pool listens and
  // re-emits it here; while checked out (Kysely holds it for a query or a transaction) nobody does, and an
  // unhandled 'error' event ends the process. So every client gets its own listener for its whole life. The query
  // in flight fails on its own (answered 503), and the pool drops the broken client when it is released.
  pool.on('connect', (client) => {
    client.on('error', (e: Error) => events.lost(reasonOf(e)));
    events.connected();
  });
  pool.on('error', (e) => events.lost(reasonOf(e)));
  return new PostgresDialect({ pool });
}
