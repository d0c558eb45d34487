/**
 * Yogas a life-area report reads as working against an area, besides those the yoga catalogue itself marks as an
 * affliction (Kemadruma, Shakata, a house lord in a dusthana): the arishta and daridra families, and the exchange of
 * signs with a dusthana lord (Dainya parivartana), which Phaladeepika names a yoga of trouble.
 */
import { cite, type CitedTable } from '../sources.ts';

export const ADVERSE_YOGAS = {
  id: 'activation.adverse_yogas',
  cites: [
    cite('phaladeepika', {
      chapter: 6,
      status: 'pending',
      note: 'Dainya parivartana (an exchange with the lord of the 6th, 8th or 12th) gives trouble; daridra yogas',
    }),
  ],
  data: { families: ['arishta', 'daridra'], ids: ['dainya_parivartana'] },
} as const satisfies CitedTable<{ families: readonly string[]; ids: readonly string[] }>;
