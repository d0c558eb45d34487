/** Small readings of a chart shared by the yoga rules: houses counted from any sign, lords, natures, associations. */
import { norm360 } from '../../vocabulary/angles.ts';
import { NATURES } from '../../tables/yoga/natures.ts';
import { aspects } from '../chart/aspects.ts';
import type { Graha, SevenGraha } from '../../vocabulary/names.ts';
import type { YogaChart } from './types.ts';

/** The five star grahas (tara grahas) that make the lunar and solar yogas: not the luminaries, not the nodes. */
export const TARA_GRAHAS = ['Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const satisfies readonly SevenGraha[];

/** House (1-12) of sign `to` counted from sign `from` (sign indices 0-11), the `from` sign being the 1st. */
export function houseFrom(from: number, to: number): number {
  return ((to - from + 12) % 12) + 1;
}

/** House of graha `to` counted from the sign of graha `from`. */
export function houseFromGraha(chart: YogaChart, from: Graha, to: Graha): number {
  return houseFrom(chart.grahas[from].signIndex, chart.grahas[to].signIndex);
}

export function lordOf(chart: YogaChart, house: number): SevenGraha {
  const h = chart.houses[house - 1];
  if (h === undefined) throw new RangeError(`house ${house} is not 1-12`);
  return h.lord;
}

/** Those of `among` in the `house`-th sign counted from sign index `from`. */
export function grahasInHouseFrom(chart: YogaChart, from: number, house: number, among: readonly Graha[]): Graha[] {
  return among.filter((g) => houseFrom(from, chart.grahas[g].signIndex) === house);
}

/** Waxing (Shukla paksha): the Moon less than 180 degrees ahead of the Sun. */
export function waxingMoon(chart: YogaChart): boolean {
  return norm360(chart.grahas.Moon.longitude - chart.grahas.Sun.longitude) < 180;
}

export function isBenefic(chart: YogaChart, g: Graha): boolean {
  const n = NATURES.data[g];
  return n === 'by_paksha' ? waxingMoon(chart) : n === 'benefic';
}

export function isMalefic(chart: YogaChart, g: Graha): boolean {
  return !isBenefic(chart, g);
}

export type Association = 'conjunction' | 'mutual_aspect' | 'exchange';

/**
 * How two different grahas are associated: in one sign; each aspecting the other's sign by graha drishti (whole
 * sign, from different signs); or in each other's signs (parivartana).
 */
export function associations(chart: YogaChart, a: Graha, b: Graha): Association[] {
  if (a === b) return [];
  const pa = chart.grahas[a];
  const pb = chart.grahas[b];
  const out: Association[] = [];
  if (pa.signIndex === pb.signIndex) out.push('conjunction');
  else if (aspects(a, pa.house, pb.house) && aspects(b, pb.house, pa.house)) out.push('mutual_aspect');
  if (pa.signLord === b && pb.signLord === a) out.push('exchange');
  return out;
}

/**
 * A "strong" lord, as the rules that ask for one read it (Lakshmi, Kahala, Shankha, Bheri): in its exaltation,
 * moolatrikona, own or a friend's sign, not combust, and not in the 6th, 8th or 12th from the lagna. The texts
 * say only "strong"; this reading is the project's and is named in the method.
 */
export function strongGraha(chart: YogaChart, g: Graha): boolean {
  const p = chart.grahas[g];
  const dignified = ['exalted', 'moolatrikona', 'own', 'great_friend', 'friend'].includes(p.dignity);
  return dignified && !p.combustion.combust && ![6, 8, 12].includes(p.house);
}

/** Two signs in mutual kendras: the 1st, 4th, 7th or 10th from each other. */
export function mutualKendra(chart: YogaChart, a: Graha, b: Graha): boolean {
  return [1, 4, 7, 10].includes(houseFromGraha(chart, a, b));
}

export function ordinal(n: number): string {
  const suffix =
    n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th';
  return `${n}${suffix}`;
}

export function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}
