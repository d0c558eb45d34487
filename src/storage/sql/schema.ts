/**
 * The tables as Kysely sees them. Conventions, the same on SQLite and PostgreSQL:
 * - ids are text (random UUIDs made by the application), so no dialect-specific serial or rowid semantics leak;
 * - timestamps are ISO 8601 UTC text with milliseconds (`Date#toISOString()`), written by the application. Both
 *   dialects read them back as the same string (pg returns bigint columns as strings, SQLite as numbers), they
 *   sort correctly as text, and they are readable in a plain SQL console.
 */

import type { OtpPurpose } from '../vault-ports.ts';

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

export interface AccountsTable {
  id: string;
  email_normalized: string;
  name: string | null;
  gender: string | null;
  /** JSON text of the canonical birth fields, or null. */
  birth_json: string | null;
  place_json: string | null;
  created_at: string;
  updated_at: string;
  /** Set by a delete request; the erase sweep removes the account 30 days later. */
  deleted_at: string | null;
}

export interface SessionsTable {
  /** SHA-256 hex of the bearer token. */
  token_hash: string;
  account_id: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface OtpCodesTable {
  id: string;
  email_normalized: string;
  /** HMAC-SHA-256 hex of the code, keyed by the installation's secret and bound to the e-mail. */
  code_hmac: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  /** Set when a sign-in spent another live code of the same address and purpose. */
  killed_at: string | null;
  /** What the code proves: a sign-in, or the confirmation of an address's API keys. */
  purpose: OtpPurpose;
}

/** Addresses whose API keys have their headroom: confirmed with a one-time code sent to them. */
export interface EmailConfirmationsTable {
  email_normalized: string;
  confirmed_at: string;
}

export interface VaultChartsTable {
  id: string;
  account_id: string;
  label: string;
  birth_json: string;
  created_at: string;
}

export interface MemoryEventsTable {
  id: string;
  account_id: string;
  /** YYYY-MM-DD. */
  date: string;
  category: string;
  note: string | null;
  chart_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface NotificationPrefsTable {
  account_id: string;
  /** 0 or 1 (SQLite has no boolean). */
  daily_gates: number;
  place_json: string | null;
  updated_at: string;
}

export interface DigestOutboxTable {
  account_id: string;
  /** The local date the digest is for, YYYY-MM-DD. */
  day: string;
  /** The Message-ID every attempt of this digest carries, so a receiver can drop a repeat. */
  message_id: string;
  /** pending: claimed, not known to be delivered; sent: the mail server accepted it. */
  status: 'pending' | 'sent';
  attempts: number;
  /** Until when the current attempt holds the row; another attempt may take it over after that. */
  lease_until: string;
  claimed_at: string;
  sent_at: string | null;
  /** The worker that sent it (host:pid). */
  sent_by: string | null;
}

/** The marriage outcome study: anonymous rows, counted by outcome; no account column. */
export interface MarriageStudyTable {
  id: string;
  /** JSON text of the bride's birth (date, time or null, latitude, longitude, zone overrides). */
  bride_json: string;
  groom_json: string;
  /** YYYY-MM-DD. */
  marriage_date: string;
  outcome: string;
  consented_at: string;
}

/** One reader's check of one past-reading statement. */
export interface PastReadingChecksTable {
  /** SHA-256 hex of the reader's anonymous token. */
  reader_hash: string;
  statement_id: string;
  rule_id: string;
  /** 1 the reader marked the statement right, 0 wrong. */
  correct: number;
  created_at: string;
}

export interface DatabaseSchema {
  api_keys: ApiKeysTable;
  installation_settings: InstallationSettingsTable;
  accounts: AccountsTable;
  sessions: SessionsTable;
  otp_codes: OtpCodesTable;
  vault_charts: VaultChartsTable;
  memory_events: MemoryEventsTable;
  notification_prefs: NotificationPrefsTable;
  digest_outbox: DigestOutboxTable;
  marriage_study: MarriageStudyTable;
  past_reading_checks: PastReadingChecksTable;
  email_confirmations: EmailConfirmationsTable;
}

/** The tables that hold an account's data, keyed by the column naming the account (export and erasure walk these). */
export const ACCOUNT_TABLES = {
  accounts: 'id',
  sessions: 'account_id',
  vault_charts: 'account_id',
  memory_events: 'account_id',
  notification_prefs: 'account_id',
  digest_outbox: 'account_id',
} as const satisfies Partial<Record<keyof DatabaseSchema, string>>;
