/** Calendar periods that close auspicious acts (the orbs of combustion are the chart's: tables/chart/combustion.ts). */
import type { Sign } from '../../vocabulary/names.ts';
import type { CitedTable } from '../sources.ts';
import { chintamani, practice, VIVAHA } from './refs.ts';

/** The Sun in these signs closes marriage and other samskaras (kharmas, malamasa in North Indian use). */
export const KHARMAS_SIGNS = {
  id: 'muhurta.kharmas',
  cites: [
    practice(
      'kharmas: the Sun in Sagittarius (dhanu) or Pisces (meena), as North Indian almanacs close marriage, and in ' +
        'common practice entering a new house and the samskaras, then',
    ),
  ],
  data: ['Sagittarius', 'Pisces'],
} as const satisfies CitedTable<readonly Sign[]>;

/**
 * Chaturmas: from Ashadha Shukla Ekadashi (devshayani) to Kartika Shukla Ekadashi (prabodhini), by the amanta month
 * and tithi index (10 = Shukla Ekadashi). Both ekadashis are inside; the next day is open.
 */
export const CHATURMAS = {
  id: 'muhurta.chaturmas',
  cites: [practice('chaturmas from devshayani to prabodhini ekadashi closes marriage in North Indian practice')],
  data: { from: { month: 'Ashadha', tithiIndex: 10 }, to: { month: 'Kartika', tithiIndex: 10 } },
} as const satisfies CitedTable<{
  from: { month: string; tithiIndex: number };
  to: { month: string; tithiIndex: number };
}>;

export const ADHIKA_MASA = {
  id: 'muhurta.adhika_masa',
  cites: [chintamani(VIVAHA, 'an intercalary (adhika, mala) month is rejected for marriage and samskaras')],
  data: { closes: true },
} as const satisfies CitedTable<{ closes: boolean }>;

export const ECLIPSE_DAY = {
  id: 'muhurta.eclipse_day',
  cites: [
    chintamani(VIVAHA, 'the day of an eclipse (grahana) is rejected'),
    practice('the eclipse is counted when visible at the place, with its sutak, as almanacs print it'),
  ],
  data: { visibleOnly: true },
} as const satisfies CitedTable<{ visibleOnly: boolean }>;
