/**
 * Small readings of the computed chart shared by the levels: houses counted between signs, kendras and dusthanas,
 * natures, who occupies or aspects a house, and the area's significators.
 */
import { aspects } from '../../jyotish/chart/aspects.ts';
import type { Chart } from '../../jyotish/chart/types.ts';
import { isBenefic } from '../../jyotish/yoga/facts.ts';
import type { AreaParams } from '../../tables/activation/areas.ts';
import type { CharaKarakas } from '../../jyotish/jaimini/types.ts';
import { GRAHAS, type Graha, type SevenGraha } from '../../vocabulary/names.ts';

export const KENDRA_TRIKONA: ReadonlySet<number> = new Set([1, 4, 5, 7, 9, 10]);
export const DUSTHANA: ReadonlySet<number> = new Set([6, 8, 12]);
export const STRONG_DIGNITIES: ReadonlySet<string> = new Set(['exalted', 'moolatrikona', 'own']);
export const GOOD_DIGNITIES: ReadonlySet<string> = new Set([
  'exalted',
  'moolatrikona',
  'own',
  'great_friend',
  'friend',
]);

/** What the promise levels read of a chart: hand-built charts in tests satisfy it. */
export type ReadChart = Pick<Chart, 'lagna' | 'grahas' | 'houses'>;

/** House (1-12) of sign `to` counted from sign `from`. */
export const houseFrom = (from: number, to: number): number => ((to - from + 12) % 12) + 1;

export const benefic = (chart: ReadChart, g: Graha): boolean => isBenefic(chart, g);

/** Grahas in `house` (from the lagna). */
export const occupantsOf = (chart: ReadChart, house: number): Graha[] =>
  GRAHAS.filter((g) => chart.grahas[g].house === house);

/** Grahas aspecting `house` by graha drishti from another house. */
export const aspecting = (chart: ReadChart, house: number): Graha[] =>
  GRAHAS.filter((g) => chart.grahas[g].house !== house && aspects(g, chart.grahas[g].house, house));

export const lordOfHouse = (chart: ReadChart, house: number): SevenGraha => {
  const h = chart.houses[house - 1];
  if (h === undefined) throw new RangeError(`house ${house} is not 1-12`);
  return h.lord;
};

export const signOfHouse = (chart: ReadChart, house: number): number => (chart.lagna.signIndex + house - 1) % 12;

/** The bhavabala of house `h`; every result holds all twelve, so a missing one is a bug upstream, never a default. */
export function bhavaOf<T extends { house: number }>(houses: readonly T[], h: number): T {
  const found = houses.find((x) => x.house === h);
  if (found === undefined) throw new RangeError(`bhavabala without house ${h}`);
  return found;
}

export function charaKarakaGraha(karakas: CharaKarakas, name: string | null): Graha | null {
  if (name === null) return null;
  return karakas.karakas.find((k) => k.karaka === name)?.graha ?? null;
}

/** Why each graha signifies the area: lord of an area house, occupant, natural karaka or chara karaka. */
export function significators(chart: ReadChart, params: AreaParams, karakas: CharaKarakas): Map<Graha, string[]> {
  const out = new Map<Graha, string[]>();
  const add = (g: Graha, why: string) => out.set(g, [...(out.get(g) ?? []), why]);
  for (const h of params.houses) {
    add(lordOfHouse(chart, h), `lord of the ${ordinal(h)}`);
    for (const g of occupantsOf(chart, h)) add(g, `in the ${ordinal(h)}`);
  }
  for (const g of params.naturalKarakas) add(g, 'natural karaka');
  const ck = charaKarakaGraha(karakas, params.charaKaraka);
  if (ck !== null && params.charaKaraka !== null) add(ck, params.charaKaraka);
  return out;
}

export function ordinal(n: number): string {
  const s =
    n % 100 >= 11 && n % 100 <= 13 ? 'th' : n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th';
  return `${n}${s}`;
}

export const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));

/** Mean rounded to a half point (levels over two houses). */
export const meanHalf = (xs: readonly number[]): number =>
  xs.length === 0 ? 0 : Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 2) / 2;

export const statusOf = (score: number): 'active' | 'latent' | 'blocked' =>
  score > 0 ? 'active' : score < 0 ? 'blocked' : 'latent';
