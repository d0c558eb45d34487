/** The oracle's answer as the engine gives it; http/ turns it into the response. */
import type { Citation } from '../../tables/sources.ts';
import type { Graha } from '../../vocabulary/names.ts';

/** How one chart fact bears on the verdict. */
export type Effect = 'supports' | 'weakens' | 'neutral' | 'informs';

export interface ReasonStep {
  /** The rule applied, in a few words. */
  rule: string;
  /** The chart fact it read, in a sentence. */
  fact: string;
  effect: Effect;
  /** Points added to the score, for scored rules (house_promise). */
  points?: number;
}

export interface TimingWindow {
  startJdUt: number;
  endJdUt: number;
  /** Mahadasha lord, and the antardasha lord when the window is one antardasha; null for a muhurta window. */
  maha: Graha | null;
  antar: Graha | null;
  /** Why this window: which lord is a significator of what, or which rules of the act hold in it. */
  basis: string;
}

export interface OracleFinding {
  verdict: string;
  /** One sentence: the verdict in words. */
  summary: string;
  reasoning: ReasonStep[];
  timingWindows: TimingWindow[];
  refs: readonly Citation[];
  /** Set when the answer could not be complete: what is missing. */
  missing?: string[];
}
