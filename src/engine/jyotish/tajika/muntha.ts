/**
 * Muntha: a point that starts in the natal lagna sign at birth and moves one sign a year, so in the year that
 * begins after `age` completed years it stands in the natal lagna sign + age. Its house is counted from the varsha
 * lagna (whole signs) and its lord is the lord of its sign.
 */
import { cite, type Citation } from '../../tables/sources.ts';
import { type SevenGraha, type Sign, SIGN_LORDS, signAt } from '../../vocabulary/names.ts';

export const MUNTHA_CITES: readonly Citation[] = [
  cite('tajika_neelakanthi', {
    chapter: 'Varsha Tantra',
    status: 'pending',
    note: 'muntha advances one sign a year from the janma lagna',
  }),
  cite('integrated_approach', { chapter: 'Tajaka: muntha', status: 'pending' }),
];

export interface Muntha {
  signIndex: number;
  sign: Sign;
  /** House from the varsha lagna, 1-12. */
  house: number;
  lord: SevenGraha;
}

export function munthaOf(natalLagnaSignIndex: number, age: number, varshaLagnaSignIndex: number): Muntha {
  const signIndex = (((natalLagnaSignIndex + age) % 12) + 12) % 12;
  const sign = signAt(signIndex);
  return { signIndex, sign, house: ((signIndex - varshaLagnaSignIndex + 12) % 12) + 1, lord: SIGN_LORDS[sign] };
}
