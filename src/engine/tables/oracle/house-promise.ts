/**
 * How the oracle weighs a bhava's promise (house_promise questions) and times it. The principles are classical:
 * a bhava prospers when its lord is well placed and dignified, benefics occupy or aspect it and its karaka is
 * strong, and suffers when its lord falls in a dusthana, is debilitated, or malefics hold it; its results come in
 * the dashas of its lord, its occupants and its karaka. The weights and bands are the service's own.
 */
import { cite, type CitedTable } from '../sources.ts';

const PRINCIPLES = [
  cite('bphs', {
    chapter: 'Bhava phala (the twelve bhava chapters)',
    status: 'pending',
    note:
      "a bhava prospers by its lord's good placement and benefic association, suffers by dusthana placement and " +
      'malefics',
  }),
  cite('phaladeepika', {
    chapter: 15,
    verses: '1-3',
    status: 'pending',
    note: 'judging a bhava from its lord, occupants, aspects and karaka',
  }),
];
const WEIGHTS = cite('service_design', {
  chapter: 'oracle house promise',
  status: 'pending',
  note: 'one point per factor; favourable at +2 or more, challenging at -2 or less',
});

export const KENDRA_TRIKONA = [1, 4, 5, 7, 9, 10] as const;
export const DUSTHANA = [6, 8, 12] as const;

export const HOUSE_PROMISE = {
  id: 'oracle.house_promise',
  cites: [...PRINCIPLES, WEIGHTS],
  data: {
    lordInKendraTrikona: 1,
    lordInDusthana: -1,
    lordDignified: 1,
    lordDebilitated: -1,
    beneficOccupies: 1,
    maleficOccupies: -1,
    jupiterAspects: 1,
    maleficAspects: -1,
    karakaDignified: 1,
    karakaDebilitated: -1,
    karakaCombust: -1,
    /** Score at or above which the promise is favourable, at or below which it is challenging. */
    favourableAt: 2,
    challengingAt: -2,
  },
} as const satisfies CitedTable<Record<string, number>>;

/** Grahas whose full aspect on a bhava counts against it (Saturn and Mars; the nodes' aspects are not counted). */
export const MALEFIC_ASPECTERS = ['Saturn', 'Mars'] as const;

export const DASHA_TIMING = {
  id: 'oracle.dasha_timing',
  cites: [
    cite('bphs', {
      chapter: 'Antardasha phala (the dasha effect chapters)',
      status: 'pending',
      note: 'a bhava fructifies in the dasha and antardasha of its lord, occupants and karaka',
    }),
    cite('service_design', {
      chapter: 'oracle timing windows',
      status: 'pending',
      note: 'antardashas within 20 years of the date asked; windows where both lords are significators first',
    }),
  ],
  data: { horizonYears: 20, maxWindows: 6 },
} as const satisfies CitedTable<{ horizonYears: number; maxWindows: number }>;
