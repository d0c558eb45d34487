/** Shapes of the yoga catalogue; the HTTP layer turns field names to snake_case (strengthLabel -> strength_label). */
import type { Citation } from '../../tables/sources.ts';
import type { Chart } from '../chart/types.ts';
import type { Graha, Sign } from '../../vocabulary/names.ts';

/** What the rules read of a chart: a full Chart satisfies it; tests build one from chosen placements. */
export type YogaChart = Pick<Chart, 'lagna' | 'grahas' | 'houses'>;

export type YogaFamily =
  | 'pancha_mahapurusha'
  | 'chandra'
  | 'surya'
  | 'raja'
  | 'dhana'
  | 'viparita'
  | 'parivartana'
  | 'neecha_bhanga'
  | 'nabhasa'
  | 'arishta'
  | 'daridra'
  | 'various';

/** Facts about the native that are not in the chart; a rule that needs one absent is reported as not evaluated. */
export interface YogaContext {
  sex?: 'male' | 'female';
}

export type StrengthBand = 'strong' | 'moderate' | 'weak';
export type YogaStatus = 'present' | 'cancelled';

/** The chart facts that made the yoga: the grahas, the houses (from the lagna) and signs they occupy. */
export interface YogaFacts {
  grahas: Graha[];
  houses: number[];
  signs: Sign[];
  /** One sentence naming the condition met, e.g. "Jupiter in the 4th from the Moon". */
  detail: string;
}

export interface YogaFinding {
  id: string;
  name: string;
  family: YogaFamily;
  famous: boolean;
  status: YogaStatus;
  /** Why the yoga is cancelled (each reason met), or null when present. */
  cancellation: string[] | null;
  /** Band of the participating grahas by the rule in strength.ts, whatever the status. */
  strength: StrengthBand;
  /** The band, or 'cancelled' when the yoga is cancelled. */
  strengthLabel: StrengthBand | 'cancelled';
  /** The grahas whose condition the band was read from. */
  strengthFrom: Graha[];
  facts: YogaFacts;
  refs: readonly Citation[];
}

export interface YogaRule {
  id: string;
  name: string;
  family: YogaFamily;
  famous: boolean;
  /** The condition as the rule applies it, in one or two sentences (variants chosen are named here). */
  definition: string;
  refs: readonly Citation[];
  /** Context fields the rule needs (Mahabhagya needs the sex); without them the rule is not evaluated. */
  requires?: readonly (keyof YogaContext)[];
  /** An affliction of its graha(s) (Kemadruma, Shakata, arishta, the lord of a house in a dusthana): adverse. */
  afflicted?: boolean;
  detect(chart: YogaChart, context?: YogaContext): YogaFinding | null;
}

export interface NotEvaluated {
  id: string;
  name: string;
  reason: string;
}

export interface YogaSummary {
  strong: number;
  moderate: number;
  weak: number;
  cancelled: number;
}

export interface YogaReport {
  active: YogaFinding[];
  summary: YogaSummary;
  /** How many rules were evaluated. */
  checked: number;
  /** Rules not evaluated for want of context (e.g. Mahabhagya without the native's sex). */
  notEvaluated: NotEvaluated[];
  method: string;
  refs: Citation[];
}
