/**
 * Dig bala: each graha is powerless at one angle (bhava madhya) and gains 1/3 virupa per degree of arc from it,
 * 60 at the opposite angle. Sun and Mars are strong in the 10th (powerless at the 4th, the nadir), Jupiter and
 * Mercury in the 1st (powerless at the 7th), Moon and Venus in the 4th (powerless at the 10th), Saturn in the 7th
 * (powerless at the lagna).
 */
import type { SevenGraha } from '../../vocabulary/names.ts';
import type { CitedTable } from '../sources.ts';
import { bphs, raman } from './shadbala-cites.ts';

export const DIG_BALA_POWERLESS_HOUSE = {
  id: 'strength.shadbala_dig_powerless_house',
  cites: [bphs(27, null), raman('IV Digbala')],
  data: { Sun: 4, Mars: 4, Jupiter: 7, Mercury: 7, Moon: 10, Venus: 10, Saturn: 1 },
} as const satisfies CitedTable<Record<SevenGraha, 1 | 4 | 7 | 10>>;
