/**
 * Result shapes of ashtakavarga (bhinna, sarva, shodhana, pindas). Sign arrays are indexed Aries (0) .. Pisces (11).
 */
import type { AvSource } from '../../../tables/strength/ashtakavarga-benefic-places.ts';
import type { Citation } from '../../../tables/sources.ts';
import type { LagnaFacts, GrahaFacts } from '../../chart/types.ts';
import type { SevenGraha, Sign } from '../../../vocabulary/names.ts';

export type { AvSource } from '../../../tables/strength/ashtakavarga-benefic-places.ts';

/**
 * What ashtakavarga reads from a chart: the sign of the lagna and of the seven grahas. A full Chart satisfies it;
 * a test may build one by hand from a book's sign placements.
 */
export interface AshtakavargaInput {
  lagna: Pick<LagnaFacts, 'signIndex'>;
  grahas: Record<SevenGraha, Pick<GrahaFacts, 'signIndex'>>;
}

export interface BinduSign {
  sign: Sign;
  bindus: number;
  /** The sources that gave this sign a bindu (the prastara row for this sign). */
  from: AvSource[];
}

export interface BhinnaAshtakavarga {
  /** Whose ashtakavarga this is. */
  of: AvSource;
  /** Bindus per sign, Aries..Pisces, each 0-8. */
  bindus: number[];
  total: number;
  bySign: BinduSign[];
}

export interface SarvaAshtakavarga {
  /** Sum of the seven grahas' BAVs per sign, Aries..Pisces. */
  bindus: number[];
  /** 337 for every chart. */
  total: number;
  /** Always false: the classical sarva (337) adds the seven grahas' BAVs only; the lagna's own BAV (49) is left out. */
  includesLagnaBav: false;
  /** The same per sign with the lagna's BAV added (386), for readers who use that convention. */
  withLagnaBav: number[];
}

export interface ShodhanaResult {
  of: AvSource;
  afterTrikona: number[];
  afterEkadhipatya: number[];
  totalAfterTrikona: number;
  /** Total of the reduced (shodhita) BAV. */
  total: number;
}

export interface Pinda {
  graha: SevenGraha;
  rashiPinda: number;
  grahaPinda: number;
  shodhyaPinda: number;
}

export interface AshtakavargaResult {
  method: string;
  /** Sign of each source used (the lagna and the seven grahas), by name. */
  placements: Record<AvSource, Sign>;
  bhinna: Record<AvSource, BhinnaAshtakavarga>;
  sarva: SarvaAshtakavarga;
  shodhana: Record<AvSource, ShodhanaResult>;
  pindas: Record<SevenGraha, Pinda>;
  refs: readonly Citation[];
}
