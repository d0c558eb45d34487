/** What the past-reading routes need from storage: checks recorded once, tallied per rule. */

export interface PastCheck {
  /** SHA-256 hex of the reader's anonymous token (the token itself is never stored). */
  readerHash: string;
  statementId: string;
  ruleId: string;
  correct: boolean;
  /** ISO 8601 UTC. */
  at: string;
}

export interface RuleTally {
  ruleId: string;
  checks: number;
  hits: number;
}

export interface PastCheckStore {
  /**
   * Records the check unless this reader already checked this statement; the first answer stands. Atomic under
   * concurrency: any number of simultaneous calls for one (reader, statement) leave one row, one reports recorded.
   */
  record(check: PastCheck): Promise<{ recorded: boolean }>;
  /** Checks and hits per rule, for the rules that have any. */
  tally(): Promise<RuleTally[]>;
}
