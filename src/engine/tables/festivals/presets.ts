/**
 * The day rules festival records share, named once, and the citations most records carry. A record spells out its
 * kaala and rules with these, so the table reads like the digests' own statements ("madhyahna-vyapini; on both days
 * the first").
 */
import { cite } from '../sources.ts';
import type { DayRule, Kaala, TithiRule } from './types.ts';

export const FIRST: DayRule = { kind: 'first' };
export const SECOND: DayRule = { kind: 'second' };
export const GREATER: DayRule = { kind: 'greater_share' };

/** A tithi that must hold the kaala; on both days and on neither as given (the first day unless said). */
export function holds(kaala: Kaala, both: DayRule = FIRST, neither: DayRule = FIRST, extra: Partial<TithiRule> = {}) {
  return { kaala, both, neither, ...extra } satisfies TithiRule;
}

/** The tithi at sunrise (udaya): on two sunrises the first, at none (kshaya) the day it begins in. */
export const UDAYA = holds('sunrise');

export const NIRNAYA = (note: string) => cite('nirnayasindhu', { status: 'pending', note });
export const DHARMA = (note: string) => cite('dharmasindhu', { status: 'pending', note });
export const KALA_MADHAVA = (note: string) => cite('kala_madhava', { status: 'pending', note });
export const PRACTICE = (note: string) => cite('almanac_practice', { status: 'pending', note });
export const DRIK = (note: string) => cite('drik_panchang', { status: 'pending', note });
export const RASHTRIYA = (note: string) => cite('rashtriya_panchang', { status: 'pending', note });
export const SOUTH_SOLAR = (note: string) => cite('south_solar_practice', { status: 'pending', note });
