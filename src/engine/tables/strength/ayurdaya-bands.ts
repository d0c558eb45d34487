/**
 * Which longevity system applies, and the three classical spans the total is read against (BPHS ch. 43).
 * The spans below 32 years that the texts also name (balarishta, yogarishta) are not used: the service reports a
 * proportional band only.
 */
import { cite, type CitedTable } from '../sources.ts';

const BPHS43 = cite('bphs', {
  chapter: 43,
  status: 'pending',
  note: 'Longevity; chapter number as in the widely circulated English translation',
});

/** The strongest of lagna, Sun and Moon picks the system (BPHS ch. 43 vv. 2-3 in that translation; also Horasara). */
export const SYSTEM_BY_STRONGEST = {
  id: 'longevity.system_by_strongest',
  cites: [BPHS43],
  data: { lagna: 'amsayu', sun: 'pindayu', moon: 'nisargayu' },
} as const satisfies CitedTable<Record<'lagna' | 'sun' | 'moon', 'amsayu' | 'pindayu' | 'nisargayu'>>;

/** Lower bounds in years, inclusive: Alpa below 32, Madhya 32 to below 64, Dirgha 64 and above. */
export const AYU_BANDS = {
  id: 'longevity.bands',
  cites: [BPHS43],
  data: [
    { band: 'Alpa', name: 'Alpayu', from: 0 },
    { band: 'Madhya', name: 'Madhyayu', from: 32 },
    { band: 'Dirgha', name: 'Dirghayu', from: 64 },
  ],
} as const satisfies CitedTable<readonly { band: string; name: string; from: number }[]>;
