/** Shapes of the matching results; the HTTP layer turns field names to snake_case. */
import type { Koota } from '../../tables/matching/points.ts';
import type { Citation } from '../../tables/sources.ts';

/** Conventions where traditions differ; the defaults are named in the result's method. */
export interface MatchOptions {
  /** Tara counted both ways (default, 1.5 each) or from the bride's star to the groom's only (3 or 0). */
  taraCount?: 'both_ways' | 'bride_to_groom';
  /** Bhakoot dosha cancelled by one lord only (default), or also by mutually friendly lords (texts differ). */
  bhakootException?: 'same_lord' | 'same_or_friendly_lords';
  /** Rasi porutham by the bhakoot pairs (default) or by a count beyond six. */
  rasiReading?: 'bhakoot' | 'beyond_six';
  /** Dina, Mahendra and Stri-dirgha counted from the bride's star to the groom's (default) or the reverse. */
  starCount?: 'bride_to_groom' | 'groom_to_bride';
}

export interface KootaScore {
  koota: Koota;
  points: number;
  max: number;
  /** Each native's attribute for this koota (e.g. gana Deva / Rakshasa). */
  bride: string;
  groom: string;
  /** One line: why these points. */
  explanation: string;
  /** The koota scores so low that manuals name a dosha (nadi 0, bhakoot 0, gana 0 or 1). */
  dosha: boolean;
  refs: readonly Citation[];
}

/** An exception (parihara) whose condition holds: it cancels a koota's dosha and restores its points. */
export interface AppliedException {
  id: string;
  koota: Koota;
  rule: string;
  pointsBefore: number;
  pointsAfter: number;
  refs: readonly Citation[];
}

export type DoshaState = 'absent' | 'present' | 'cancelled';
