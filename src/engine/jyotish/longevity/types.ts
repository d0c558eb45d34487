/** Shapes of the classical longevity (ayurdaya) arithmetic: pindayu, nisargayu, amsayu and the choice among them. */
import type { Citation } from '../../tables/sources.ts';
import type { Dignity, GrahaFacts, HouseFacts, LagnaFacts } from '../chart/types.ts';
import type { SevenGraha } from '../../vocabulary/names.ts';

/**
 * What the longevity arithmetic reads from a chart. A full Chart satisfies it; a test may build one by hand.
 * Only houses[0] (the lagna's house) is read, for benefic aspects on it.
 */
export interface LongevityInput {
  lagna: Pick<LagnaFacts, 'longitude'>;
  grahas: Record<
    SevenGraha,
    Pick<GrahaFacts, 'longitude' | 'house' | 'retrograde' | 'dignity'> & { combustion: { combust: boolean } }
  >;
  houses: readonly Pick<HouseFacts, 'aspectedBy'>[];
}

export type AyuSystem = 'pindayu' | 'nisargayu' | 'amsayu';
export type AyuBand = 'Alpa' | 'Madhya' | 'Dirgha';

export interface Harana {
  kind: 'astangata' | 'shatrukshetra' | 'nicha' | 'chakrapata';
  /** Part of the years (as they stood before this step) taken away. */
  fraction: number;
  yearsRemoved: number;
  reason: string;
}

export interface Bharana {
  kind: 'retrograde' | 'exalted' | 'own_sign' | 'vargottama' | 'own_navamsa' | 'own_drekkana';
  factor: number;
}

export interface GrahaContribution {
  graha: SevenGraha;
  /** Years before any multiplication or reduction. */
  baseYears: number;
  /** Pindayu and nisargayu: shortest arc from the deep exaltation point, 0-180 degrees. */
  arcFromExaltation: number | null;
  /** Amsayu: navamsas from Aries with twelves removed (0-12), which are its base years. */
  navamsaCount: number | null;
  dignity: Dignity;
  house: number;
  /** Amsayu only: the multiplication applied (the largest that qualifies), or null. */
  bharana: Bharana | null;
  /** Every multiplication that qualified, the applied one included. */
  bharanasQualified: Bharana[];
  haranas: Harana[];
  years: number;
}

export interface LagnaContribution {
  /** Navamsas the lagna has risen through from Aries, twelves removed (0-12): its years. */
  navamsaCount: number;
  years: number;
  rule: string;
}

export interface Krurodaya {
  applies: boolean;
  /** Malefics (Sun, Mars, Saturn) in the lagna's sign. */
  malefics: SevenGraha[];
  beneficAspect: boolean;
  /** Part of the total taken away. */
  fraction: number;
  yearsRemoved: number;
}

export interface AyuSystemResult {
  system: AyuSystem;
  method: string;
  grahas: GrahaContribution[];
  lagna: LagnaContribution;
  /** Grahas' and lagna's years before krurodaya. */
  subtotal: number;
  krurodaya: Krurodaya;
  totalYears: number;
  band: AyuBand;
  bandName: 'Alpayu' | 'Madhyayu' | 'Dirghayu';
  summary: string;
  /** Carried in every result: this is a proportional band indicator, never a prediction of death. */
  disclaimer: string;
  refs: readonly Citation[];
}

export type PindayuResult = AyuSystemResult & { system: 'pindayu' };
export type NisargayuResult = AyuSystemResult & { system: 'nisargayu' };
export type AmsayuResult = AyuSystemResult & { system: 'amsayu' };

export interface StrengthScores {
  lagna: number;
  sun: number;
  moon: number;
}

export interface AyurdayaSelection {
  rule: string;
  /** 'caller' when the strengths were passed in (e.g. shadbala), else the dignity proxy stated in `rule`. */
  basis: 'caller' | 'dignity_proxy';
  scores: StrengthScores;
  strongest: 'lagna' | 'sun' | 'moon';
}

export interface AyurdayaResult {
  applies: AyuSystem;
  selection: AyurdayaSelection;
  totalYears: number;
  band: AyuBand;
  bandName: 'Alpayu' | 'Madhyayu' | 'Dirghayu';
  bandRule: string;
  /** All three systems, so a reader can see how far they agree. */
  systems: { pindayu: PindayuResult; nisargayu: NisargayuResult; amsayu: AmsayuResult };
  summary: string;
  disclaimer: string;
  warnings: string[];
  refs: readonly Citation[];
}
