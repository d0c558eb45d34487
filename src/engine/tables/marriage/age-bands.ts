/**
 * The promised age range. The classical indications (promise-rules.ts) say earlier or later; the ages of each
 * band are the service's own, floored at the legal minimum age of marriage in India (18 for a woman, 21 for a man;
 * 18 when the request does not say which).
 */
import { type CitedTable } from '../sources.ts';
import { MARRIAGE_REFS as R } from './refs.ts';

export type PromiseBand = 'early' | 'timely' | 'delayed';

export interface AgeBand {
  /** Lowest age of the band before the legal floor is applied. */
  from: number;
  to: number;
}

export const AGE_BANDS = {
  id: 'marriage.age_bands',
  cites: R.ageBands,
  data: {
    /** Band by the balance of indications: earlier minus later. */
    thresholds: { early: 2, delayed: -2 },
    bands: {
      early: { from: 18, to: 25 },
      timely: { from: 22, to: 30 },
      delayed: { from: 28, to: 38 },
    },
  },
} as const satisfies CitedTable<{
  thresholds: { early: number; delayed: number };
  bands: Record<PromiseBand, AgeBand>;
}>;

export const LEGAL_MINIMUM_AGE = {
  id: 'marriage.legal_minimum_age',
  cites: R.legalAge,
  data: { female: 18, male: 21, unspecified: 18 },
} as const satisfies CitedTable<Record<'female' | 'male' | 'unspecified', number>>;
