/**
 * What the services need from storage.
 * Callers pass values already normalised; storage compares them exactly.
 */

export interface ApiKeyOwner {
  id: string;
  /** Normalised e-mail. */
  email: string;
  /** Normalised app name. */
  appName: string;
  /** Whether its e-mail address has been confirmed with a one-time code (the headroom waits for it). */
  confirmed: boolean;
}

export interface ApiKeyRegistration {
  email: string;
  appName: string;
  /** SHA-256 hex of the derived key; the key itself is never stored. */
  keyHash: string;
}

export interface ApiKeyStore {
  /**
   * Records the key of an (e-mail, app name) pair. Idempotent and safe under concurrency: any number of
   * simultaneous calls for one pair all succeed, leave one row, and exactly one reports `created`. If the pair is
   * known under another hash (the derivation secret changed), the row is moved to the new hash so the key just
   * handed out works; the old key stops working.
   */
  register(entry: ApiKeyRegistration): Promise<{ created: boolean }>;
  /** One indexed lookup; undefined for an unknown hash. */
  findByKeyHash(keyHash: string): Promise<ApiKeyOwner | undefined>;
  /** Whether the address has been confirmed. */
  isConfirmed(email: string): Promise<boolean>;
  /** Confirms the address for every key it has or will have; idempotent (the first confirmation's time stays). */
  confirmEmail(email: string, atIso: string): Promise<void>;
  countAll(): Promise<number>;
}

/** Values an installation creates once and every process on the same database must share (e.g. the HMAC secret). */
export interface SettingStore {
  /**
   * The stored value of `name`. If there is none yet, stores `create()` and returns it. Safe under concurrency:
   * processes racing on a fresh database all get the one value that was stored first.
   */
  getOrCreate(name: string, create: () => string): Promise<string>;
}
