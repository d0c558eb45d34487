/** The five great men (pancha mahapurusha): which star graha makes which yoga (BPHS ch. 75; Phaladeepika ch. 6). */
import type { SevenGraha } from '../../vocabulary/names.ts';
import type { CitedTable } from '../sources.ts';
import { YOGA_REFS } from './refs.ts';

export const MAHAPURUSHA = {
  id: 'yoga.pancha_mahapurusha',
  cites: YOGA_REFS.mahapurusha,
  data: [
    { id: 'ruchaka', name: 'Ruchaka', graha: 'Mars' },
    { id: 'bhadra', name: 'Bhadra', graha: 'Mercury' },
    { id: 'hamsa', name: 'Hamsa', graha: 'Jupiter' },
    { id: 'malavya', name: 'Malavya', graha: 'Venus' },
    { id: 'shasha', name: 'Shasha', graha: 'Saturn' },
  ],
} as const satisfies CitedTable<readonly { id: string; name: string; graha: Exclude<SevenGraha, 'Sun' | 'Moon'> }[]>;
