/**
 * The 32 Nabhasa yogas (BPHS ch. 35; Brihat Jataka ch. 12), read from the whole-sign houses of the seven visible
 * grahas (the nodes take no part). Three groups are tables here; the rules are in jyotish/yoga/nabhasa.ts.
 *
 * Akriti (shape) patterns: `occupy` = all seven grahas inside one of the listed sets of houses AND every house of
 * that set occupied (the texts say the grahas "occupy" those houses); `within` = all seven inside one set, not every
 * house needed (Vapi); `split` = benefics in one set and malefics in the other, each house of both sets occupied.
 */
import type { CitedTable } from '../sources.ts';
import { YOGA_REFS } from './refs.ts';

export type AkritiPattern =
  | { kind: 'occupy'; sets: readonly (readonly number[])[] }
  | { kind: 'within'; sets: readonly (readonly number[])[] }
  | { kind: 'split'; benefics: readonly number[]; malefics: readonly number[] };

export interface AkritiEntry {
  id: string;
  name: string;
  pattern: AkritiPattern;
}

const run = (from: number, length: number): number[] => Array.from({ length }, (_, i) => ((from - 1 + i) % 12) + 1);

export const AKRITI = {
  id: 'yoga.nabhasa_akriti',
  cites: YOGA_REFS.nabhasa,
  data: [
    {
      id: 'gada',
      name: 'Gada',
      pattern: {
        kind: 'occupy',
        sets: [
          [1, 4],
          [4, 7],
          [7, 10],
          [10, 1],
        ],
      },
    },
    { id: 'shakata_nabhasa', name: 'Shakata (Nabhasa)', pattern: { kind: 'occupy', sets: [[1, 7]] } },
    { id: 'vihaga', name: 'Vihaga', pattern: { kind: 'occupy', sets: [[4, 10]] } },
    { id: 'shringataka', name: 'Shringataka', pattern: { kind: 'occupy', sets: [[1, 5, 9]] } },
    {
      id: 'hala',
      name: 'Hala',
      pattern: {
        kind: 'occupy',
        sets: [
          [2, 6, 10],
          [3, 7, 11],
          [4, 8, 12],
        ],
      },
    },
    { id: 'vajra', name: 'Vajra', pattern: { kind: 'split', benefics: [1, 7], malefics: [4, 10] } },
    { id: 'yava', name: 'Yava', pattern: { kind: 'split', benefics: [4, 10], malefics: [1, 7] } },
    { id: 'kamala', name: 'Kamala', pattern: { kind: 'occupy', sets: [[1, 4, 7, 10]] } },
    {
      id: 'vapi',
      name: 'Vapi',
      pattern: {
        kind: 'within',
        sets: [
          [2, 5, 8, 11],
          [3, 6, 9, 12],
        ],
      },
    },
    { id: 'yupa', name: 'Yupa', pattern: { kind: 'occupy', sets: [run(1, 4)] } },
    { id: 'shara', name: 'Shara (Ishu)', pattern: { kind: 'occupy', sets: [run(4, 4)] } },
    { id: 'shakti', name: 'Shakti', pattern: { kind: 'occupy', sets: [run(7, 4)] } },
    { id: 'danda', name: 'Danda', pattern: { kind: 'occupy', sets: [run(10, 4)] } },
    { id: 'nauka', name: 'Nauka', pattern: { kind: 'occupy', sets: [run(1, 7)] } },
    { id: 'kuta', name: 'Kuta', pattern: { kind: 'occupy', sets: [run(4, 7)] } },
    { id: 'chatra', name: 'Chatra', pattern: { kind: 'occupy', sets: [run(7, 7)] } },
    { id: 'chapa', name: 'Chapa (Dhanus)', pattern: { kind: 'occupy', sets: [run(10, 7)] } },
    // Seven houses in a row that start from a house other than a kendra.
    {
      id: 'ardha_chandra',
      name: 'Ardha Chandra',
      pattern: { kind: 'occupy', sets: [2, 3, 5, 6, 8, 9, 11, 12].map((h) => run(h, 7)) },
    },
    { id: 'chakra', name: 'Chakra', pattern: { kind: 'occupy', sets: [[1, 3, 5, 7, 9, 11]] } },
    { id: 'samudra', name: 'Samudra', pattern: { kind: 'occupy', sets: [[2, 4, 6, 8, 10, 12]] } },
  ],
} as const satisfies CitedTable<readonly AkritiEntry[]>;

/** Ashraya yogas: all seven grahas in movable, fixed or dual signs (sign index mod 3 = 0, 1, 2). */
export const ASHRAYA = {
  id: 'yoga.nabhasa_ashraya',
  cites: YOGA_REFS.nabhasa,
  data: [
    { id: 'rajju', name: 'Rajju', modality: 'movable', remainder: 0 },
    { id: 'musala', name: 'Musala', modality: 'fixed', remainder: 1 },
    { id: 'nala', name: 'Nala', modality: 'dual', remainder: 2 },
  ],
} as const satisfies CitedTable<readonly { id: string; name: string; modality: string; remainder: 0 | 1 | 2 }[]>;

/** Dala yogas: three kendras (or all four) each holding a natural benefic (Mala) or a natural malefic (Sarpa). */
export const DALA = {
  id: 'yoga.nabhasa_dala',
  cites: YOGA_REFS.nabhasa,
  data: [
    { id: 'mala', name: 'Mala (Srik)', nature: 'benefic' },
    { id: 'sarpa', name: 'Sarpa', nature: 'malefic' },
  ],
} as const satisfies CitedTable<readonly { id: string; name: string; nature: 'benefic' | 'malefic' }[]>;

/** Sankhya yogas: how many signs the seven grahas occupy. */
export const SANKHYA = {
  id: 'yoga.nabhasa_sankhya',
  cites: YOGA_REFS.nabhasa,
  data: [
    { id: 'veena', name: 'Veena (Vallaki)', signs: 7 },
    { id: 'dama', name: 'Dama (Damini)', signs: 6 },
    { id: 'pasha', name: 'Pasha', signs: 5 },
    { id: 'kedara', name: 'Kedara', signs: 4 },
    { id: 'shula', name: 'Shula', signs: 3 },
    { id: 'yuga', name: 'Yuga', signs: 2 },
    { id: 'gola', name: 'Gola', signs: 1 },
  ],
} as const satisfies CitedTable<readonly { id: string; name: string; signs: number }[]>;
