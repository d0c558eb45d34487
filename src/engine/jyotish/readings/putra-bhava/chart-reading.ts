/**
 * Small readings of a chart shared by the stri jataka and putra bhava rules: who occupies and aspects a house,
 * split into benefics and malefics; a graha's condition (house, dignity, combustion); houses counted from a sign.
 */
import type {
  AttributedText,
  ReadingFinding,
  ReadingPlacement,
  ReadingRuleText,
  Verdict,
} from '../../../tables/readings/types.ts';
import type { Citation } from '../../../tables/sources.ts';
import type { Graha, SevenGraha, Sign } from '../../../vocabulary/names.ts';
import { houseFrom, isBenefic, list, ordinal } from '../../yoga/facts.ts';
import type { YogaChart } from '../../yoga/types.ts';
import { at } from '../../../errors.ts';

/** What the readings read of a chart: a full Chart satisfies it; tests build one from chosen placements. */
export type ReadingChart = YogaChart;

export const KENDRA_TRIKONA: readonly number[] = [1, 4, 5, 7, 9, 10];
export const DUSTHANA: readonly number[] = [6, 8, 12];

export interface Influence {
  benefics: Graha[];
  malefics: Graha[];
}

export const occupantsOf = (chart: ReadingChart, house: number): Graha[] => [
  ...(chart.houses[house - 1]?.occupants ?? []),
];
export const aspectersOf = (chart: ReadingChart, house: number): Graha[] => [
  ...(chart.houses[house - 1]?.aspectedBy ?? []),
];
export const signOfHouse = (chart: ReadingChart, house: number): Sign => at(chart.houses, house - 1, 'house').sign;
export const lordOfHouse = (chart: ReadingChart, house: number): SevenGraha =>
  at(chart.houses, house - 1, 'house').lord;

/** House (from the lagna) of the `n`-th sign counted from sign index `fromSign`. */
export function houseOfNthFrom(chart: ReadingChart, fromSign: number, n: number): number {
  return houseFrom(chart.lagna.signIndex, (fromSign + n - 1) % 12);
}

/**
 * Benefics and malefics among `grahas`. With `owner`, a malefic that owns the house counts with the benefics
 * (Phaladeepika 11.1: malefics harm the houses read for a woman unless they own them).
 */
export function split(chart: ReadingChart, grahas: readonly Graha[], owner?: SevenGraha): Influence {
  const good = (g: Graha): boolean => isBenefic(chart, g) || g === owner;
  return { benefics: grahas.filter(good), malefics: grahas.filter((g) => !good(g)) };
}

export function merge(a: Influence, b: Influence): Influence {
  const uniq = (xs: Graha[]): Graha[] => [...new Set(xs)];
  return { benefics: uniq([...a.benefics, ...b.benefics]), malefics: uniq([...a.malefics, ...b.malefics]) };
}

export function verdictOf(inf: Influence): Verdict {
  if (inf.benefics.length > 0) return inf.malefics.length > 0 ? 'mixed' : 'supportive';
  return inf.malefics.length > 0 ? 'challenging' : 'neutral';
}

export function describeInfluence(inf: Influence, where: string, how: string): string {
  const parts = [
    inf.benefics.length > 0 ? `${list(inf.benefics)} (benefic) ${how} ${where}` : '',
    inf.malefics.length > 0 ? `${list(inf.malefics)} (malefic) ${how} ${where}` : '',
  ].filter((s) => s !== '');
  return parts.length === 0 ? `nothing ${how} ${where}` : parts.join('; ');
}

/**
 * The project's reading of a graha's condition for the 5th and 7th lords and Jupiter: a kendra or trikona from the
 * lagna, or an exaltation, moolatrikona or own sign, counts for it; the 6th, 8th or 12th, debilitation, an enemy's
 * sign or combustion count against it.
 */
export function grahaCondition(
  chart: ReadingChart,
  g: Graha,
): { good: string[]; bad: string[]; verdict: Verdict; text: string } {
  const p = chart.grahas[g];
  const good: string[] = [];
  const bad: string[] = [];
  if (KENDRA_TRIKONA.includes(p.house)) good.push(`in the ${ordinal(p.house)} (kendra or trikona)`);
  if (DUSTHANA.includes(p.house)) bad.push(`in the ${ordinal(p.house)} (dusthana)`);
  if (['exalted', 'moolatrikona', 'own'].includes(p.dignity))
    good.push(p.dignity === 'own' ? 'in its own sign' : p.dignity);
  if (['debilitated', 'enemy', 'great_enemy'].includes(p.dignity))
    bad.push(p.dignity === 'debilitated' ? 'debilitated' : "in an enemy's sign");
  if (p.combustion.combust) bad.push('combust');
  const verdict: Verdict =
    good.length > 0 ? (bad.length > 0 ? 'mixed' : 'supportive') : bad.length > 0 ? 'challenging' : 'neutral';
  const text =
    `${g} in ${p.sign}, ${ordinal(p.house)} house` +
    (good.length + bad.length > 0 ? `: ${[...good, ...bad].join(', ')}` : '');
  return { good, bad, verdict, text };
}

/** Weak, as the yogas denying children read "devoid of strength": debilitated, combust, or in the 6th, 8th or 12th. */
export function isWeak(chart: ReadingChart, g: Graha): boolean {
  const p = chart.grahas[g];
  return p.dignity === 'debilitated' || p.combustion.combust || DUSTHANA.includes(p.house);
}

export function placement(
  text: string,
  grahas: readonly Graha[],
  houses: readonly number[],
  signs: readonly Sign[],
): ReadingPlacement {
  return { text, grahas: [...new Set(grahas)], houses: [...new Set(houses)], signs: [...new Set(signs)] };
}

/** A finding from a rule's words, the case that applies (its editorial) and the computed placement. */
export function finding<C extends string>(
  rule: ReadingRuleText<C>,
  kase: C,
  verdict: Verdict,
  where: ReadingPlacement,
  refs?: readonly Citation[],
): ReadingFinding {
  const attributed: AttributedText = { text: rule.attributed, refs: refs ?? rule.refs };
  return { id: rule.id, topic: rule.topic, placement: where, verdict, attributed, editorial: rule.editorial[kase] };
}
