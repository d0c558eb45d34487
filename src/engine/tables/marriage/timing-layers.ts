/**
 * What the two timing layers read: the grahas whose Vimshottari periods open the dasha gate, and the natal points
 * Jupiter (the trigger) and Jupiter with Saturn (the double transit) must reach by transit or by full aspect.
 */
import { type CitedTable } from '../sources.ts';
import { MARRIAGE_REFS as R } from './refs.ts';

export type GateSignificator = 'seventh_lord' | 'venus' | 'seventh_occupant';
export type TransitTarget = 'seventh_house' | 'seventh_lord' | 'venus';

export const DASHA_GATE = {
  id: 'marriage.dasha_gate',
  cites: R.dashaGate,
  data: { significators: ['seventh_lord', 'venus', 'seventh_occupant'] },
} as const satisfies CitedTable<{ significators: readonly GateSignificator[] }>;

export const JUPITER_TRIGGER = {
  id: 'marriage.jupiter_trigger',
  cites: R.jupiterTransit,
  data: { targets: ['seventh_house', 'seventh_lord', 'venus'] },
} as const satisfies CitedTable<{ targets: readonly TransitTarget[] }>;

export const DOUBLE_TRANSIT = {
  id: 'marriage.double_transit',
  cites: R.doubleTransit,
  data: { targets: ['seventh_house', 'seventh_lord'] },
} as const satisfies CitedTable<{ targets: readonly TransitTarget[] }>;
