/**
 * Vishti (bhadra) inside a tithi: the karana is half a tithi, and Vishti is the seventh of the seven movable karanas,
 * so it falls in a fixed half of eight tithis a month (the first half of Purnima, for one). Its span inside a tithi
 * is that half, found by one root of the elongation at the tithi's middle.
 */
import type { Ayanamsa } from '../../astro/bodies.ts';
import { karanaName } from '../../vocabulary/names.ts';
import { crossing } from '../panchanga/boundary.ts';
import { LIMB_ANGLES } from '../panchanga/limb-angle.ts';
import type { Window } from './kaala-window.ts';

/** Vishti within tithi `index` (0-29) spanning start..end, or none. */
export function vishtiIn(index: number, start: number, end: number, ayanamsa: Ayanamsa): Window[] {
  const first = karanaName(2 * index) === 'Vishti';
  const second = karanaName(2 * index + 1) === 'Vishti';
  if (!first && !second) return [];
  const limb = LIMB_ANGLES.tithi;
  const from = { jdUt: start, angle: index * 12, rate: 12 / (end - start) };
  const middle = crossing(limb, ayanamsa, from, 6);
  return first ? [{ start, end: middle }] : [{ start: middle, end }];
}
