/**
 * Three ways of naming a stage of life by age, each stated with its basis:
 * - the service's own modern bands, anchored on the legal ages of majority (18) and seniority (60);
 * - the four ashramas by the common reading of a hundred-year life in quarters of 25 (Manusmriti describes the
 *   stages and their signs, e.g. the householder turns to the forest on seeing grey hair and grandchildren, 6.2,
 *   but gives no fixed ages: the quarters are a later convention);
 * - the naisargika (natural) dasha, the grahas' natural periods of life (BPHS): Moon 1 year, Mars 2, Mercury 9,
 *   Venus 20, Jupiter 18, Sun 20, Saturn 50, in that order from birth, 120 years in all.
 */
import type { SevenGraha } from '../../vocabulary/names.ts';
import { cite, type CitedTable } from '../sources.ts';

export interface AgeBand<T extends string> {
  id: T;
  /** First year of age in the band (completed years). */
  from: number;
  /** First year of age past the band. */
  to: number;
}

export const MODERN_STAGES = {
  id: 'life_context.modern_stages',
  cites: [
    cite('majority_act_1875', { chapter: 's. 3', status: 'pending', note: 'majority at 18 opens adulthood' }),
    cite('senior_citizens_act_2007', { chapter: 's. 2(h)', status: 'pending', note: 'seniority at 60' }),
  ],
  data: [
    { id: 'childhood', from: 0, to: 13 },
    { id: 'adolescence', from: 13, to: 18 },
    { id: 'young_adulthood', from: 18, to: 30 },
    { id: 'adulthood', from: 30, to: 45 },
    { id: 'middle_age', from: 45, to: 60 },
    { id: 'senior', from: 60, to: 75 },
    { id: 'elder', from: 75, to: 121 },
  ],
} as const satisfies CitedTable<readonly AgeBand<string>[]>;

export const ASHRAMAS = {
  id: 'life_context.ashramas',
  cites: [
    cite('manusmriti', {
      chapter: 6,
      verses: '1-2, 33',
      status: 'pending',
      note:
        "the householder goes to the forest when he sees grey hair and his children's children; then renunciation; " +
        'no fixed ages',
    }),
    cite('almanac_practice', {
      status: 'pending',
      note: 'the quarters of 25 years of a hundred-year life: a common later convention, no verse located',
    }),
  ],
  data: [
    { id: 'brahmacharya', from: 0, to: 25 },
    { id: 'grihastha', from: 25, to: 50 },
    { id: 'vanaprastha', from: 50, to: 75 },
    { id: 'sannyasa', from: 75, to: 121 },
  ],
} as const satisfies CitedTable<readonly AgeBand<string>[]>;

export const NAISARGIKA_DASHA = {
  id: 'life_context.naisargika_dasha',
  cites: [
    cite('bphs', {
      status: 'pending',
      note:
        'naisargika dasha: Moon 1, Mars 2, Mercury 9, Venus 20, Jupiter 18, Sun 20, Saturn 50 years; chapter not ' +
        'checked',
    }),
  ],
  data: [
    { id: 'Moon', from: 0, to: 1 },
    { id: 'Mars', from: 1, to: 3 },
    { id: 'Mercury', from: 3, to: 12 },
    { id: 'Venus', from: 12, to: 32 },
    { id: 'Jupiter', from: 32, to: 50 },
    { id: 'Sun', from: 50, to: 70 },
    { id: 'Saturn', from: 70, to: 120 },
  ],
} as const satisfies CitedTable<readonly AgeBand<SevenGraha>[]>;
