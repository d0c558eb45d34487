/** Shapes of the life-area activation reports; the HTTP layer turns field names to snake_case. */
import type { Chart } from '../../jyotish/chart/types.ts';
import type { Vimshottari } from '../../jyotish/dasha/vimshottari.ts';
import type { SadesatiResult } from '../../jyotish/dosha/sadesati.ts';
import type { MangalDoshaResult } from '../../jyotish/dosha/mangal-dosha.ts';
import type { KalasarpaResult } from '../../jyotish/dosha/kalasarpa.ts';
import type { SignCrossing } from '../../jyotish/dosha/saturn-ingress.ts';
import type { ArudhaPada, CharaKarakas } from '../../jyotish/jaimini/types.ts';
import type { AshtakootaResult } from '../../jyotish/matching/ashtakoota.ts';
import type { ManglikCrossCheck } from '../../jyotish/matching/manglik.ts';
import type { DashakootResult } from '../../jyotish/matching/dashakoot.ts';
import type { AshtakavargaResult } from '../../jyotish/strength/ashtakavarga/types.ts';
import type { BhavabalaResult } from '../../jyotish/strength/bhavabala/types.ts';
import type { ShadbalaResult } from '../../jyotish/strength/shadbala/types.ts';
import type { VarshaphalResult } from '../../jyotish/tajika/varshaphal.ts';
import type { YogaReport } from '../../jyotish/yoga/types.ts';
import type { LevelId } from '../../tables/activation/levels.ts';
import type { Citation } from '../../tables/sources.ts';
import type { Graha, Sign } from '../../vocabulary/names.ts';

export type LevelStatus = 'active' | 'latent' | 'blocked' | 'not_evaluated';

export type FactValue = string | number | boolean | null | string[] | number[];

export interface LevelResult {
  level: number;
  id: LevelId;
  name: string;
  status: LevelStatus;
  /** Points on the service's scale (tables/activation/bands.ts). */
  score: number;
  facts: Record<string, FactValue>;
  rule: string;
  finding: string;
  refs: readonly Citation[];
}

/** A partner's results from the matching engine (marriage with a partner whose birth time is known). */
export interface PartnerMatch {
  ashtakoota: AshtakootaResult;
  dashakoot: DashakootResult;
  manglik: ManglikCrossCheck;
}

/** Every engine result a report reads, computed once per chart (inputs.ts); nothing else computes. */
export interface ActivationInputs {
  chart: Chart;
  asOfJdUt: number;
  horizonEndJdUt: number;
  shadbala: ShadbalaResult;
  bhavabala: BhavabalaResult;
  ashtakavarga: AshtakavargaResult;
  yogas: YogaReport;
  karakas: CharaKarakas;
  arudhas: ArudhaPada[];
  mangal: MangalDoshaResult;
  kalasarpa: KalasarpaResult;
  sadesati: SadesatiResult;
  vimshottari: Vimshottari;
  /** Sign crossings in [asOf, horizon end], and the sign each graha holds at asOf. */
  transits: { Jupiter: SlowTransit; Saturn: SlowTransit };
  varshaphal: VarshaphalResult;
}

export interface SlowTransit {
  signAtStart: number;
  crossings: SignCrossing[];
}

/** One stretch of time a slow graha spends in one sign. */
export interface SignSpan {
  graha: 'Jupiter' | 'Saturn';
  signIndex: number;
  sign: Sign;
  startJdUt: number;
  endJdUt: number;
}

export type WindowKind = 'dasha_and_double_transit' | 'dasha_and_jupiter';

export interface TimingWindow {
  kind: WindowKind;
  startJdUt: number;
  endJdUt: number;
  mahadasha: { lord: Graha; startJdUt: number; endJdUt: number };
  antardasha: { lord: Graha; startJdUt: number; endJdUt: number };
  jupiter: SignSpan & { houses: number[] };
  saturn: SignSpan & { houses: number[] };
  /** Why the dasha lords count for the area. */
  because: string[];
}

export interface KarmaLink {
  graha: Graha;
  sign: Sign;
  house: number;
  /** The lord of the sign it occupies: the next link. */
  dispositor: Graha;
}

export interface StoryBeat {
  text: string;
  level: number;
  refs: readonly Citation[];
}
