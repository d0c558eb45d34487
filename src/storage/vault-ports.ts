/**
 * What the account and vault services need from storage. Every method that takes an
 * account id reads or writes only that account's rows: another account's chart or event is simply not found.
 * Every change is one transaction: nothing is ever half-written.
 */

/** Canonical birth fields as the chart routes take them (validated by the caller). */
export interface BirthDetails {
  name?: string;
  gender?: string;
  date: string;
  time: string;
  latitude: number;
  longitude: number;
  /** IANA zone the time is read in (chart routes' override field). */
  timezone?: string;
  /** Fixed offset such as +05:30; wins over timezone, as on the chart routes. */
  utc_offset?: string;
}

export interface SavedPlace {
  name?: string;
  latitude: number;
  longitude: number;
}

export interface Account {
  id: string;
  email: string;
  name: string | null;
  gender: string | null;
  birth: BirthDetails | null;
  place: SavedPlace | null;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
}

export interface ProfilePatch {
  name?: string | null;
  gender?: string | null;
  birth?: BirthDetails | null;
  place?: SavedPlace | null;
}

/** Rows removed per table by an erasure. */
export type EraseCounts = Record<string, number>;

export interface AccountStore {
  /** Creates the account for a normalised e-mail, or returns the existing one (soft-deleted ones included). */
  ensure(email: string, name: string | null, nowIso: string): Promise<{ account: Account; created: boolean }>;
  findByEmail(email: string): Promise<Account | undefined>;
  findById(id: string): Promise<Account | undefined>;
  updateProfile(id: string, patch: ProfilePatch, nowIso: string): Promise<Account | undefined>;
  /** Marks the account deleted and revokes its sessions, in one transaction. */
  softDelete(id: string, nowIso: string): Promise<void>;
  /** Erases every account deleted before the cutoff, with every row that names it; idempotent. */
  eraseDeletedBefore(cutoffIso: string): Promise<{ accounts: number; rows: EraseCounts }>;
  /** Every row of the account, table by table (the export). */
  exportRows(id: string): Promise<Record<string, Record<string, unknown>[]>>;
}

export interface SessionStore {
  create(entry: { tokenHash: string; accountId: string; createdAt: string; expiresAt: string }): Promise<void>;
  /** The live session's account: not revoked, not expired, account not deleted. */
  findLive(tokenHash: string, nowIso: string): Promise<{ accountId: string } | undefined>;
  /** Ends one session (sign-out); the number ended, 0 when it was not live. */
  revoke(tokenHash: string, nowIso: string): Promise<number>;
  /** Ends every unrevoked session of the account; the number ended. */
  revokeAll(accountId: string, nowIso: string): Promise<number>;
}

export interface OtpCode {
  id: string;
  codeHmac: string;
  expiresAt: string;
}

/** What a one-time code proves: a sign-in, or the confirmation of an address's API keys. */
export type OtpPurpose = 'sign_in' | 'api_key';

export interface OtpStore {
  /**
   * Stores a new code for the e-mail. Earlier codes stay live until they expire or one is used: a code a stranger
   * asked for must not void the one its owner is about to type.
   */
  issue(entry: {
    id: string;
    email: string;
    purpose: OtpPurpose;
    codeHmac: string;
    createdAt: string;
    expiresAt: string;
  }): Promise<void>;
  /** The codes for `purpose` that are unused and not expired, newest first, at most `OTP_LIVE_MAX`. */
  findLive(email: string, purpose: OtpPurpose, nowIso: string): Promise<OtpCode[]>;
  /**
   * Marks the code used, and every other live code of its address and purpose with it (one use spends them); false
   * when it was used meanwhile (single use under concurrency).
   */
  consume(id: string, nowIso: string): Promise<boolean>;
}

/** More live codes than the send limits allow within a code's lifetime; the newest this many are compared. */
export const OTP_LIVE_MAX = 10;

export interface SavedChart {
  id: string;
  label: string;
  birth: BirthDetails;
  createdAt: string;
}

export interface ChartStore {
  /**
   * Saves the chart unless the account already keeps `maxPerAccount` (false then). Count and insert are one
   * transaction, serialised per account, so concurrent saves never pass the limit.
   */
  save(accountId: string, chart: SavedChart, maxPerAccount: number): Promise<boolean>;
  list(accountId: string): Promise<SavedChart[]>;
  get(accountId: string, chartId: string): Promise<SavedChart | undefined>;
  /** Deletes the chart; events that named it keep their text but lose the link. False when not found. */
  remove(accountId: string, chartId: string): Promise<boolean>;
}

export interface MemoryEvent {
  id: string;
  date: string;
  category: string;
  note: string | null;
  chartId: string | null;
  createdAt: string;
  updatedAt: string;
}

export type MemoryEventPatch = Partial<Pick<MemoryEvent, 'date' | 'category' | 'note' | 'chartId'>>;

export interface EventStore {
  create(accountId: string, event: MemoryEvent): Promise<void>;
  /** Newest date first, then newest created. */
  list(accountId: string, limit: number): Promise<MemoryEvent[]>;
  get(accountId: string, eventId: string): Promise<MemoryEvent | undefined>;
  update(accountId: string, eventId: string, patch: MemoryEventPatch, nowIso: string): Promise<MemoryEvent | undefined>;
  remove(accountId: string, eventId: string): Promise<boolean>;
}

export interface NotificationPrefs {
  dailyGates: boolean;
  place: SavedPlace | null;
  updatedAt: string | null;
}

export interface PrefsStore {
  get(accountId: string): Promise<NotificationPrefs>;
  put(
    accountId: string,
    prefs: { dailyGates: boolean; place: SavedPlace | null },
    nowIso: string,
  ): Promise<NotificationPrefs>;
  /**
   * One page of the live (not deleted) accounts that opted in to the daily digest, in id order after `afterId`
   * (null: from the start), each with the place its digest is for (the preferences' place, else the profile's).
   */
  optedInPage(afterId: string | null, limit: number): Promise<{ accountId: string; place: SavedPlace | null }[]>;
}
