/** Shapes of the Lal Kitab reading; the HTTP layer turns field names to snake_case. */
import type { LalKitabAspect } from '../../tables/lal-kitab/aspects.ts';
import type { Citation } from '../../tables/sources.ts';
import type { Graha, Sign } from '../../vocabulary/names.ts';

/** What the reading needs of a chart (a Chart satisfies it): whole-sign houses from the lagna and the signs. */
export interface LalKitabInput {
  lagna: { signIndex: number; sign: Sign };
  grahas: Record<Graha, { house: number; sign: Sign }>;
}

export interface LalKitabHouse {
  house: number;
  /** The sign Lal Kitab fixes to this house (Aries = 1). */
  fixedSign: Sign;
  /** The sign actually in this house in the birth chart (whole sign from the lagna). */
  natalSign: Sign;
  name: string;
  significations: readonly string[];
  karakas: readonly Graha[];
  occupants: Graha[];
  /** Houses whose grahas aspect this one in the Lal Kitab scheme. */
  aspectedFrom: LalKitabAspect[];
  /** Empty and aspected by no occupied house. */
  asleep: boolean;
}

export interface LalKitabGraha {
  graha: Graha;
  house: number;
  natalSign: Sign;
  /** Every pakka ghar of the graha (the full list; the sleep rule reads this one). */
  pakkaGharHouses: readonly number[];
  inPakkaGhar: boolean;
  /** The principal pakka ghar (short list: Jupiter 2, Saturn 8 ...). */
  principalPakkaGhar: readonly number[];
  inPrincipalPakkaGhar: boolean;
  exalted: boolean;
  debilitated: boolean;
  /** Houses this graha's house aspects, with the grahas found there. */
  aspects: { house: number; strength: number; grahas: Graha[] }[];
  /** null: its house casts no aspect in the scheme, so the rule cannot decide. */
  asleep: boolean | null;
  sleepReason: string;
  /** No enemy shares its house or aspects it. */
  kayam: boolean;
  /** Enemies sharing its house or aspecting it. */
  enemiesBearing: Graha[];
  significations: readonly string[];
}

/** Trigger grahas found in trigger houses. */
export type DebtTriggers = { graha: Graha; house: number }[];

/** A debt under another trigger reading, evaluated beside the one applied (it does not set `present`). */
export interface LalKitabDebtAlternate {
  reading: string;
  rule: string;
  present: boolean;
  triggeredBy: DebtTriggers;
}

export interface LalKitabDebt {
  id: string;
  name: string;
  alsoCalled: readonly string[];
  karaka: Graha;
  present: boolean;
  /** The trigger grahas found in trigger houses (empty when absent). */
  triggeredBy: DebtTriggers;
  rule: string;
  /** Who gives the reading applied. */
  reading: string;
  alternates: LalKitabDebtAlternate[];
  remedy: { text: string; collective: true; advisory: true; found: boolean };
  variants: readonly string[];
  refs: readonly Citation[];
}

export interface LalKitabRemedy {
  graha: Graha;
  advisory: true;
  /** Why the graha counts as afflicted. */
  reasons: string[];
  remedies: { text: string; found: boolean; ref: Citation }[];
}

export interface LalKitabResult {
  method: string;
  houses: LalKitabHouse[];
  grahas: LalKitabGraha[];
  debts: LalKitabDebt[];
  remedies: LalKitabRemedy[];
  remediesNote: string;
  refs: readonly Citation[];
}
