/**
 * The glance's verdict on a day, from its limbs at sunrise by one stated rule (tables/day-doshas.ts): count the
 * sunrise doshas; none -> favourable, one -> mixed, two or more -> challenging. A band for starting new work,
 * not a forecast.
 */
import { DAY_DOSHAS, TITHI_CLASSES, tithiClass, type TithiClass } from '../../tables/day-doshas.ts';
import type { Citation } from '../../tables/sources.ts';
import type { PanchangaLimbs } from './types.ts';

export type DayBand = 'favourable' | 'mixed' | 'challenging';

export interface DayVerdict {
  band: DayBand;
  tithiClass: TithiClass;
  doshas: string[];
  rule: string;
  refs: readonly Citation[];
}

export const DAY_BAND_RULE =
  'Sunrise doshas counted: Rikta tithi, Amavasya, Vishti karana, Vyatipata or Vaidhriti yoga. None: favourable; ' +
  'one: mixed; two or more: challenging.';

export function dayVerdict(limbs: Pick<PanchangaLimbs, 'tithi' | 'karana' | 'yoga'>): DayVerdict {
  const cls = tithiClass(limbs.tithi.number);
  const doshas: string[] = [];
  if (cls === 'Rikta') doshas.push(DAY_DOSHAS.data.riktaTithi);
  if (limbs.tithi.name === 'Amavasya') doshas.push(DAY_DOSHAS.data.amavasya);
  if (limbs.karana.name === 'Vishti') doshas.push(DAY_DOSHAS.data.vishtiKarana);
  if (limbs.yoga.name === 'Vyatipata' || limbs.yoga.name === 'Vaidhriti') doshas.push(DAY_DOSHAS.data.inauspiciousYoga);
  const band: DayBand = doshas.length === 0 ? 'favourable' : doshas.length === 1 ? 'mixed' : 'challenging';
  return { band, tithiClass: cls, doshas, rule: DAY_BAND_RULE, refs: [...TITHI_CLASSES.cites, ...DAY_DOSHAS.cites] };
}
