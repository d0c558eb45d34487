/**
 * Arudha padas (Jaimini 1.1.29-31 as numbered by the commentary futuresamachar.com quotes; BPHS on padas): count from a
 * house to the sign of its lord, then as many again from the lord; counting is always zodiacal. When the pada
 * falls in the house itself or in the 7th from it, the 10th from that sign is the pada. Graha padas: count from
 * the graha to a sign it owns, and as many again from that sign, with the same exception read from the graha's
 * sign. A12 is the upapada.
 */
import { cite, type CitedTable } from '../sources.ts';

export const ARUDHA_RULE = {
  id: 'jaimini.arudha',
  cites: [
    cite('jaimini_sutras', {
      chapter: '1.1',
      verses: '29-31',
      status: 'pending',
      note: 'numbering as quoted by futuresamachar.com; not checked against an edition',
    }),
    cite('bphs', {
      chapter: 'Arudha padas',
      status: 'pending',
      note: 'the exceptions (1st or 7th -> 10th from it); chapter number not checked',
    }),
    cite('integrated_approach', {
      chapter: 'Arudha padas',
      status: 'pending',
      note: 'zodiacal counting always; chapter number not checked',
    }),
  ],
  data: {
    /** Houses (counted from the reference sign, 1 = itself) where a pada may not stand. */
    forbidden: [1, 7],
    /** The pada then moves to this house counted from where it fell. */
    moveTo: 10,
    /** Houses (from lagna) whose padas have their own names. */
    names: { 1: 'Arudha Lagna', 12: 'Upapada' },
  },
} as const satisfies CitedTable<{ forbidden: readonly number[]; moveTo: number; names: Record<number, string> }>;
