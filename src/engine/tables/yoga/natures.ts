/**
 * Natural benefics and malefics as the yoga rules read them (BPHS ch. 3): Jupiter, Venus and Mercury benefic,
 * the Moon benefic when waxing (Shukla paksha) and malefic when waning; the Sun, Mars, Saturn, Rahu and Ketu
 * malefic. BPHS also makes Mercury malefic when joined with malefics; the rules here keep Mercury benefic always
 * (the reading most software uses), and say so in the catalogue's method.
 */
import type { Graha } from '../../vocabulary/names.ts';
import { cite, type CitedTable } from '../sources.ts';

export const NATURES = {
  id: 'yoga.natural_benefics',
  cites: [
    cite('bphs', {
      chapter: 3,
      verses: '10-11',
      status: 'pending',
      note: "benefics and malefics; chapter numbers as in Santhanam's translation, not checked",
    }),
  ],
  data: {
    Sun: 'malefic',
    Moon: 'by_paksha',
    Mars: 'malefic',
    Mercury: 'benefic',
    Jupiter: 'benefic',
    Venus: 'benefic',
    Saturn: 'malefic',
    Rahu: 'malefic',
    Ketu: 'malefic',
  },
} as const satisfies CitedTable<Record<Graha, 'benefic' | 'malefic' | 'by_paksha'>>;
