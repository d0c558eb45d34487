/**
 * Festival and vrata names by language, keyed by the English name the responses spell: read from the festival
 * records themselves (tables/festivals), which carry each name in Hindi and in IAST beside the English.
 */
import { FESTIVALS, MONTHLY } from '../festivals/index.ts';
import type { Lang } from './types.ts';

const RECORDS = [...FESTIVALS, ...MONTHLY];

export const FESTIVAL_NAMES: Record<Lang, Readonly<Record<string, string>>> = {
  en: Object.fromEntries(RECORDS.map((f) => [f.name, f.name])),
  hi: Object.fromEntries(RECORDS.map((f) => [f.name, f.hi])),
  sa: Object.fromEntries(RECORDS.map((f) => [f.name, f.sa])),
};
