/**
 * Reductions (haranas) of the years a graha grants (Brihat Jataka ch. 7; BPHS ch. 43), and the multiplications
 * (bharanas) of amsayu. How they combine is stated in jyotish/longevity/haranas.ts.
 */
import type { SevenGraha } from '../../vocabulary/names.ts';
import { cite, type CitedTable } from '../sources.ts';

const BJ7 = cite('brihat_jataka', { chapter: 7, verses: '2-4', status: 'pending' });
const BPHS43 = cite('bphs', {
  chapter: 43,
  status: 'pending',
  note: 'Longevity; chapter number as in the widely circulated English translation',
});

/** Natural benefics and malefics as the haranas use them (fixed, not by the Moon's phase or association). */
export const NATURAL_NATURE = {
  id: 'longevity.natural_nature',
  cites: [BJ7],
  data: {
    Sun: 'malefic',
    Moon: 'benefic',
    Mars: 'malefic',
    Mercury: 'benefic',
    Jupiter: 'benefic',
    Venus: 'benefic',
    Saturn: 'malefic',
  },
} as const satisfies CitedTable<Record<SevenGraha, 'benefic' | 'malefic'>>;

/**
 * Chakrapata (vyayadi) harana: part of its years a malefic loses in the 12th, 11th, 10th, 9th, 8th and 7th house
 * from the lagna (the visible half); a benefic loses half of that part.
 */
export const CHAKRAPATA = {
  id: 'longevity.chakrapata_harana',
  cites: [BJ7, BPHS43],
  data: { malefic: { 12: 1, 11: 1 / 2, 10: 1 / 3, 9: 1 / 4, 8: 1 / 5, 7: 1 / 6 }, beneficFactor: 1 / 2 },
} as const satisfies CitedTable<{ malefic: Record<7 | 8 | 9 | 10 | 11 | 12, number>; beneficFactor: number }>;

/** The other reductions: part lost, and the grahas exempt. */
export const OTHER_HARANAS = {
  id: 'longevity.other_haranas',
  cites: [BJ7, BPHS43],
  data: {
    /** Astangata: a combust graha loses half, except Venus and Saturn. */
    astangata: { fraction: 1 / 2, exempt: ['Venus', 'Saturn'] },
    /** Shatrukshetra: a graha in an enemy's sign loses a third, except Mars (the reading of "vakra" as Mars). */
    shatrukshetra: { fraction: 1 / 3, exempt: ['Mars'] },
    /**
     * Amsayu only (it has no exaltation proportion): a debilitated graha loses half. Stated in Prithuyasas'
     * Horasara (ch. on longevity), a work not in sources.ts; cited here under Brihat Jataka ch. 7, which it follows.
     */
    nicha: { fraction: 1 / 2, exempt: [] },
    /**
     * Krurodaya: with a malefic in the lagna, total x (navamsas risen, twelves removed) / 108; half if a benefic
     * aspects.
     */
    krurodaya: { divisor: 108, beneficAspectFactor: 1 / 2 },
  },
} as const satisfies CitedTable<{
  astangata: { fraction: number; exempt: readonly SevenGraha[] };
  shatrukshetra: { fraction: number; exempt: readonly SevenGraha[] };
  nicha: { fraction: number; exempt: readonly SevenGraha[] };
  krurodaya: { divisor: number; beneficAspectFactor: number };
}>;

/** Amsayu bharana: the years are tripled or doubled; when several apply only the largest is used. */
export const AMSAYU_BHARANA = {
  id: 'longevity.amsayu_bharana',
  cites: [cite('brihat_jataka', { chapter: 7, status: 'pending', note: "Satyacharya's amsayu" }), BPHS43],
  data: { retrograde: 3, exalted: 3, own_sign: 2, vargottama: 2, own_navamsa: 2, own_drekkana: 2 },
} as const satisfies CitedTable<
  Record<'retrograde' | 'exalted' | 'own_sign' | 'vargottama' | 'own_navamsa' | 'own_drekkana', number>
>;
