/** The band a total falls in (tables/strength/ayurdaya-bands.ts), and the sentence every result carries. */
import { AYU_BANDS } from '../../tables/strength/ayurdaya-bands.ts';
import type { AyuBand, AyuSystem } from './types.ts';

export const AYU_DISCLAIMER =
  'A proportional band indicator from classical arithmetic, never a prediction of death or of the length of ' +
  "anyone's life.";

export const BAND_RULE = 'Alpayu below 32 years, Madhyayu 32 to below 64, Dirghayu 64 and above (BPHS ch. 43)';

export function bandOf(totalYears: number): { band: AyuBand; bandName: 'Alpayu' | 'Madhyayu' | 'Dirghayu' } {
  let found: (typeof AYU_BANDS.data)[number] = AYU_BANDS.data[0];
  for (const b of AYU_BANDS.data) if (totalYears >= b.from) found = b;
  return { band: found.band, bandName: found.name };
}

const NAMES: Record<AyuSystem, string> = { pindayu: 'Pindayu', nisargayu: 'Nisargayu', amsayu: 'Amsayu' };

export function summaryOf(system: AyuSystem, totalYears: number, bandName: string): string {
  return (
    `${NAMES[system]} adds up to ${totalYears.toFixed(1)} years by the classical arithmetic, in the ${bandName} ` +
    `band. ${AYU_DISCLAIMER}`
  );
}
