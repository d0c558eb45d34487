/**
 * Order of dignities from strongest to weakest, used where the longevity rules ask for "the strongest" and no
 * strength figure is given: which of several grahas in one house suffers chakrapata, and the fallback choice of
 * the strongest of lagna, Sun and Moon. A project convention (sthana order of BPHS ch. 3), not a classical table.
 */
import type { Dignity } from '../chart/types.ts';

export const DIGNITY_RANK: Record<Dignity, number> = {
  exalted: 8,
  moolatrikona: 7,
  own: 6,
  great_friend: 5,
  friend: 4,
  neutral: 3,
  enemy: 2,
  great_enemy: 1,
  debilitated: 0,
};
