/**
 * The tables as Kysely sees them. Conventions, the same on SQLite and PostgreSQL:
 * - ids are text (random UUIDs made by the application), so no dialect-specific serial or rowid semantics leak;
 * - timestamps are ISO 8601 UTC text with milliseconds (`Date#toISOString()`), written by the application. Both
 *   dialects read them back as the same string (pg returns bigint columns as strings, SQLite as numbers), they
 *   sort correctly as text, and they are readable in a plain SQL console.
 */

export interface ApiKeysTable {
  id: string;
  email_normalized: string;
  app_name_normalized: string;
  /** SHA-256 hex of the key. */
  key_hash: string;
  created_at: string;
}

export interface InstallationSettingsTable {
  name: string;
  value: string;
  created_at: string;
}

export interface DatabaseSchema {
  api_keys: ApiKeysTable;
  installation_settings: InstallationSettingsTable;
}
