/** Result shapes of bhavabala. Strengths in virupas unless the name says rupas. */
import type { SignKind } from '../../../tables/strength/bhavabala-signs.ts';
import type { Citation } from '../../../tables/sources.ts';
import type { SevenGraha, Sign } from '../../../vocabulary/names.ts';

export type BhavaBand = 'strong' | 'moderate' | 'weak';

export interface BhavaStrength {
  /** 1-12. */
  house: number;
  /** Sidereal longitude of the Sripati bhava madhya, degrees. */
  madhya: number;
  sign: Sign;
  /** Lord of the sign holding the madhya. */
  lord: SevenGraha;
  /** Bhavadhipati bala: the lord's total shadbala. */
  adhipati: number;
  signKind: SignKind;
  /** Bhava dig bala, 0-60. */
  dig: number;
  /** Bhava drishti bala: benefic minus malefic aspects on the madhya (a quarter, Mercury and Jupiter in full). */
  drishti: number;
  /** Aspect virupas from each graha before weighting, signed (+ benefic, - malefic). */
  drishtiReceived: Partial<Record<SevenGraha, number>>;
  totalVirupas: number;
  totalRupas: number;
  band: BhavaBand;
  /** 1 = strongest house. */
  rank: number;
}

export interface BhavabalaResult {
  method: string;
  conventions: Record<string, string>;
  houses: BhavaStrength[];
  strongest: { house: number; totalVirupas: number; totalRupas: number };
  weakest: { house: number; totalVirupas: number; totalRupas: number };
  refs: Citation[];
  warnings: string[];
}
