/**
 * The databases an HTTP test runs the whole service on: SQLite always, PostgreSQL when DATABASE_URL is set (in a
 * schema of its own, dropped afterwards), for tests whose point is how the two dialects behave under the routes.
 */
import { dropSchema, freshSchemaName } from '../../src/storage/testing/targets.ts';

export interface ServiceDatabase {
  name: 'sqlite' | 'postgres';
  /** Config and compose options for testService. */
  databaseUrl: string | undefined;
  pgSchema: string | undefined;
  dispose(): Promise<void>;
}

export function serviceDatabases(env: NodeJS.ProcessEnv = process.env): ServiceDatabase[] {
  const list: ServiceDatabase[] = [
    { name: 'sqlite', databaseUrl: undefined, pgSchema: undefined, dispose: async () => {} },
  ];
  const url = env.DATABASE_URL?.trim();
  if (url) {
    const pgSchema = freshSchemaName();
    list.push({ name: 'postgres', databaseUrl: url, pgSchema, dispose: () => dropSchema(url, pgSchema) });
  }
  return list;
}
