/**
 * The digest outbox: one row per account and local day records each daily digest, so a job that runs
 * again (a retry, a second cron call, a worker killed mid-run) finds the row and does not send twice.
 */

export interface DigestKey {
  accountId: string;
  /** The local date at the digest's place, YYYY-MM-DD. */
  day: string;
}

export interface DigestClaim extends DigestKey {
  messageId: string;
  nowIso: string;
  /** Until when this attempt holds the row: a crashed attempt's claim lapses then and a retry may take it. */
  leaseUntilIso: string;
}

/** claimed: this attempt may send; sent: it was sent already; busy: another live attempt holds it. */
export type ClaimResult = 'claimed' | 'sent' | 'busy';

export interface DigestOutboxStore {
  /** Of the given (account, day) pairs, the ones whose digest is sent. */
  sentAmong(keys: DigestKey[]): Promise<DigestKey[]>;
  /**
   * Takes the row for one attempt: creates it, or takes over a row that is not sent and whose lease has lapsed.
   * Safe under concurrency: of simultaneous claims at most one answers `claimed`.
   */
  claim(entry: DigestClaim): Promise<ClaimResult>;
  /** Records the send (the mail server accepted the message). */
  markSent(key: DigestKey, nowIso: string, sentBy: string): Promise<void>;
  /** Ends this attempt's lease after a failed send, so the retry may claim at once. */
  release(key: DigestKey): Promise<void>;
  /** Deletes the rows of days before `day` (YYYY-MM-DD): they can no longer be sent twice. Returns how many. */
  pruneBefore(day: string): Promise<number>;
}
