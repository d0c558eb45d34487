/**
 * Shapes and one helper shared by the Ashtottari, Kalachakra and Narayana modules: a period (graha or sign as its
 * lord) in the house style of vimshottari.ts, and the proportional split of a period into its sub-periods.
 */
import { DASHA_LEVELS, type DashaLevel } from '../../tables/dasha/vimshottari.ts';
import type { Citation } from '../../tables/sources.ts';
import { at } from '../../errors.ts';

export type DashaSystemName = 'ashtottari' | 'kalachakra' | 'narayana';

export interface SystemPeriod<L extends string> {
  level: DashaLevel;
  lord: L;
  startJdUt: number;
  endJdUt: number;
  years: number;
  /** The next level down, when asked for (`levels`). */
  antardashas?: SystemPeriod<L>[];
}

export interface DashaSystemOptions {
  /** Days in a dasha year; default 365.25 (DEFAULT_DASHA_YEAR_DAYS). */
  yearDays?: number;
  /** 1 = mahadashas only (default), 2 = with antardashas, and so on down to the system's deepest level. */
  levels?: number;
}

export interface DashaSystemResult<L extends string, B> {
  system: DashaSystemName;
  method: string;
  yearDays: number;
  levels: number;
  periods: SystemPeriod<L>[];
  /** Null where the system has no balance (Narayana runs its first dasha in full from birth). */
  balance: B;
  refs: readonly Citation[];
}

/** Levels clamped to 1..max (max at most the five named levels). */
export function clampLevels(levels: number | undefined, max: number): number {
  const top = Math.min(max, DASHA_LEVELS.length);
  return Math.max(1, Math.min(top, Math.floor(levels ?? 1)));
}

export const levelName = (depth: number): DashaLevel =>
  at(DASHA_LEVELS, Math.min(depth, DASHA_LEVELS.length - 1), 'dasha level');

/**
 * Splits a period into parts in proportion to their weights, in the order given; the parts tile the parent exactly
 * (the last ends where the parent ends).
 */
export function splitProportional<L extends string>(
  parent: { startJdUt: number; endJdUt: number; years: number },
  parts: readonly { lord: L; weight: number }[],
  level: DashaLevel,
  yearDays: number,
): SystemPeriod<L>[] {
  const total = parts.reduce((s, p) => s + p.weight, 0);
  let t = parent.startJdUt;
  return parts.map((p, k) => {
    const years = total === 0 ? 0 : (parent.years * p.weight) / total;
    const end = k === parts.length - 1 ? parent.endJdUt : t + years * yearDays;
    const period = { level, lord: p.lord, startJdUt: t, endJdUt: end, years };
    t = end;
    return period;
  });
}
