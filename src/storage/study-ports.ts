/**
 * The marriage outcome study: anonymous rows of two births, a marriage date, an outcome category and the
 * consent given. Nothing reads a row back through the service: only counts leave storage.
 */

export const MARRIAGE_OUTCOMES = ['together', 'separated', 'divorced', 'widowed', 'annulled'] as const;
export type MarriageOutcome = (typeof MARRIAGE_OUTCOMES)[number];

/** One partner's birth as given (validated by the caller); time may be unknown. */
export interface StudyBirth {
  date: string;
  time: string | null;
  latitude: number;
  longitude: number;
  timezone?: string;
  utc_offset?: string;
}

export interface MarriageStudyRow {
  id: string;
  bride: StudyBirth;
  groom: StudyBirth;
  /** YYYY-MM-DD. */
  marriageDate: string;
  outcome: MarriageOutcome;
  /** When the row was given with consent (ISO 8601 UTC): the row exists only with consent. */
  consentedAt: string;
}

export interface MarriageStudyCounts {
  total: number;
  byOutcome: Record<MarriageOutcome, number>;
}

export interface MarriageStudyStore {
  add(row: MarriageStudyRow): Promise<void>;
  counts(): Promise<MarriageStudyCounts>;
}
