/** Adds the grahas' and the lagna's years, takes krurodaya off the total and reads the band. */
import type { Citation } from '../../tables/sources.ts';
import { OTHER_HARANAS } from '../../tables/strength/ayurdaya-haranas.ts';
import { AYU_BANDS } from '../../tables/strength/ayurdaya-bands.ts';
import { AYU_DISCLAIMER, bandOf, summaryOf } from './band.ts';
import { navamsaCount } from './base-years.ts';
import { krurodaya } from './krurodaya.ts';
import type { AyuSystem, AyuSystemResult, GrahaContribution, LongevityInput } from './types.ts';

/** Citations once each (the same verse is cited by several tables). */
export function uniqueRefs(refs: readonly Citation[]): Citation[] {
  const seen = new Set<string>();
  return refs.filter((c) => {
    const key = JSON.stringify([c.source, c.chapter, c.verses, c.note]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export const LAGNA_RULE =
  'the lagna gives as many years as the navamsas it has risen from 0 Aries, twelves removed (Brihat Jataka ch. 7); ' +
  'the addition of the signs risen when the lagna is strong is not applied';

export function assemble(
  system: AyuSystem,
  method: string,
  input: LongevityInput,
  grahas: GrahaContribution[],
  refs: readonly Citation[],
): AyuSystemResult {
  const n = navamsaCount(input.lagna.longitude);
  const lagna = { navamsaCount: n, years: n, rule: LAGNA_RULE };
  const subtotal = grahas.reduce((a, g) => a + g.years, 0) + lagna.years;
  const k = krurodaya(input, subtotal);
  const totalYears = subtotal - k.yearsRemoved;
  const { band, bandName } = bandOf(totalYears);
  return {
    system,
    method,
    grahas,
    lagna,
    subtotal,
    krurodaya: k,
    totalYears,
    band,
    bandName,
    summary: summaryOf(system, totalYears, bandName),
    disclaimer: AYU_DISCLAIMER,
    refs: uniqueRefs([...refs, ...OTHER_HARANAS.cites, ...AYU_BANDS.cites]),
  };
}
