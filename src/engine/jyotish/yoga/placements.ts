/**
 * Readings of placements that the second batch of rules shares: occupants of a house, lords placed in houses,
 * exchanges of houses, navamsa (D9) lords, joining and aspecting. "Joined" is the same sign; "aspected" is full
 * graha drishti by sign (chart/aspects.ts) from another sign.
 */
import { aspects } from '../chart/aspects.ts';
import { type Graha, GRAHAS, type SevenGraha, SIGN_LORDS, signAt } from '../../vocabulary/names.ts';
import { lordOf, ordinal } from './facts.ts';
import type { YogaChart } from './types.ts';

export function occupantsOf(chart: YogaChart, house: number): Graha[] {
  return GRAHAS.filter((g) => chart.grahas[g].house === house);
}

/** Movable (chara) signs have sign index 0, 3, 6, 9; fixed 1, 4, 7, 10; dual 2, 5, 8, 11. */
export const isMovableSign = (signIndex: number): boolean => signIndex % 3 === 0;
export const isFixedSign = (signIndex: number): boolean => signIndex % 3 === 1;

/** The house (from the lagna) where the lord of `house` stands. */
export function lordHouse(chart: YogaChart, house: number): number {
  return chart.grahas[lordOf(chart, house)].house;
}

/** The lord of `a` in house `b` and the lord of `b` in house `a` (two different grahas). */
export function housesExchanged(chart: YogaChart, a: number, b: number): boolean {
  return lordOf(chart, a) !== lordOf(chart, b) && lordHouse(chart, a) === b && lordHouse(chart, b) === a;
}

export function describeExchange(chart: YogaChart, a: number, b: number): string {
  return (
    `${lordOf(chart, a)} (lord of the ${ordinal(a)}) in the ${ordinal(b)} and ${lordOf(chart, b)} (lord of the ` +
    `${ordinal(b)}) in the ${ordinal(a)}`
  );
}

/** Lord of the navamsa (D9) sign the graha occupies. */
export function navamsaLord(chart: YogaChart, g: Graha): SevenGraha {
  return SIGN_LORDS[signAt(chart.grahas[g].vargas.D9.signIndex)];
}

export function sameSign(chart: YogaChart, a: Graha, b: Graha): boolean {
  return chart.grahas[a].signIndex === chart.grahas[b].signIndex;
}

/** `by` casts graha drishti on the sign `g` occupies, from another sign. */
export function aspectsGraha(chart: YogaChart, by: Graha, g: Graha): boolean {
  const from = chart.grahas[by].house;
  const to = chart.grahas[g].house;
  return from !== to && aspects(by, from, to);
}

/** How `by` (a different graha) touches `g`: in its sign, aspecting it, or not at all. */
export function joinsOrAspects(chart: YogaChart, by: Graha, g: Graha): 'joined' | 'aspected' | null {
  if (by === g) return null;
  if (sameSign(chart, by, g)) return 'joined';
  return aspectsGraha(chart, by, g) ? 'aspected' : null;
}

/** Grahas (of `among`) casting graha drishti on house `house` from the lagna. */
export function aspecting(chart: YogaChart, house: number, among: readonly Graha[]): Graha[] {
  return among.filter((g) => chart.grahas[g].house !== house && aspects(g, chart.grahas[g].house, house));
}
