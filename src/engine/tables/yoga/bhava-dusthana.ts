/**
 * Phaladeepika ch. 6 names a yoga for the lord of each house placed in the 6th, 8th or 12th from the lagna. Those
 * of the 6th, 8th and 12th lords (Harsha, Sarala, Vimala) are the viparita rules (viparita.ts); the other nine are
 * here, in house order (Mriti is also spelt Mrityu). Duryoga and Daridra appear under the same names in B. V. Raman's
 * list.
 */
import type { CitedTable } from '../sources.ts';
import { YOGA_REFS_MORE } from './refs-more.ts';

export interface BhavaDusthanaEntry {
  id: string;
  name: string;
  /** The house whose lord makes the yoga. */
  house: number;
  /** What the house stands for, in a few words, for the definition. */
  signifies: string;
}

export const BHAVA_DUSTHANA = {
  id: 'yoga.bhava_lord_dusthana',
  cites: YOGA_REFS_MORE.bhavaDusthana,
  data: [
    { id: 'avayoga', name: 'Avayoga', house: 1, signifies: 'the self' },
    { id: 'nissva', name: 'Nissva', house: 2, signifies: 'wealth' },
    { id: 'mrityu', name: 'Mriti (Mrityu)', house: 3, signifies: 'courage and siblings' },
    { id: 'kuhu', name: 'Kuhu', house: 4, signifies: 'mother, home, comforts' },
    { id: 'pamara', name: 'Pamara', house: 5, signifies: 'children and intelligence' },
    { id: 'dushkriti', name: 'Dushkriti', house: 7, signifies: 'spouse' },
    { id: 'nirbhagya', name: 'Nirbhagya', house: 9, signifies: 'fortune' },
    { id: 'duryoga', name: 'Duryoga', house: 10, signifies: 'work and standing' },
    { id: 'daridra', name: 'Daridra', house: 11, signifies: 'gains' },
  ],
} as const satisfies CitedTable<readonly BhavaDusthanaEntry[]>;
