/**
 * The databases the storage contract runs against: SQLite always (in memory and in a file), PostgreSQL when
 * DATABASE_URL is set. Each PostgreSQL run gets its own schema, dropped afterwards, so runs never see each other.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type OpenDatabaseOptions, openDatabase, type Storage } from '../sql/database.ts';

export interface Target {
  name: string;
  /** Options that open this target's database; calling openDatabase twice with them opens the same data. */
  options: OpenDatabaseOptions;
  /** False for ':memory:', where each open is a new, empty database. */
  persistent: boolean;
  open(): Promise<Storage>;
  /** Removes what the target created (temp folder, schema). */
  dispose(): Promise<void>;
}

function target(name: string, options: OpenDatabaseOptions, persistent: boolean, dispose: () => Promise<void>): Target {
  return { name, options, persistent, open: () => openDatabase(options), dispose };
}

export function sqliteMemoryTarget(): Target {
  return target('sqlite :memory:', { sqlitePath: ':memory:' }, false, async () => {});
}

export function sqliteFileTarget(): Target {
  // Only a name: openDatabase must create the folders, and nothing is left behind when a filter skips the tests.
  const dir = join(tmpdir(), `vedic-storage-${randomBytes(6).toString('hex')}`);
  const sqlitePath = join(dir, 'nested', 'vedic.db');
  return target('sqlite file', { sqlitePath }, true, async () => rmSync(dir, { recursive: true, force: true }));
}

export function postgresTarget(databaseUrl: string): Target {
  const pgSchema = freshSchemaName();
  return target('postgres', { databaseUrl, sqlitePath: ':memory:', pgSchema }, true, () =>
    dropSchema(databaseUrl, pgSchema),
  );
}

export function freshSchemaName(): string {
  return `vedic_test_${randomBytes(6).toString('hex')}`;
}

export async function dropSchema(databaseUrl: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${schema} cascade`); // schema names come from freshSchemaName only
  } finally {
    await client.end();
  }
}

/** Every target for this run. PostgreSQL is included whenever DATABASE_URL is set, so an unreachable one fails. */
export function allTargets(env: NodeJS.ProcessEnv = process.env): Target[] {
  const targets = [sqliteMemoryTarget(), sqliteFileTarget()];
  const url = env.DATABASE_URL?.trim();
  if (url) targets.push(postgresTarget(url));
  return targets;
}
