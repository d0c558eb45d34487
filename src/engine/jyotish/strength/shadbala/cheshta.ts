/**
 * Cheshta bala (motional strength) by the cheshta kendra, BPHS ch. 27 as worked in Raman ch. VI:
 *   kendra = seeghrochcha - (madhya + true) / 2, folded to 0-180 degrees; cheshta bala = kendra / 3.
 * For Mars, Jupiter and Saturn the madhya (mean planet) is the heliocentric mean longitude and the seeghrochcha the
 * mean Sun; for Mercury and Venus the madhya is the mean Sun and the seeghrochcha their heliocentric mean longitude.
 * It is 60 at opposition (or inferior conjunction), the middle of retrogression, and 0 at conjunction (superior
 * conjunction). True longitudes are the chart's, made tropical with the chart's ayanamsa so they share the mean
 * equinox of date with the mean longitudes (mean-longitude.ts).
 *
 * The Sun takes its ayana bala (undoubled) and the Moon its paksha bala (undoubled) as cheshta bala, both on 0-60.
 * A speed-based classification (the eight gatis: vakra, anuvakra, ...) exists in later texts; it is not used.
 */
import { norm360, signedDiff } from '../../../vocabulary/angles.ts';
import type { SevenGraha } from '../../../vocabulary/names.ts';
import { meanLongitude, meanSun } from './mean-longitude.ts';
import type { CheshtaFacts } from './types.ts';

export function cheshtaKendra(seeghrochcha: number, madhya: number, trueLongitude: number): number {
  const average = madhya + signedDiff(trueLongitude, madhya) / 2;
  const k = norm360(seeghrochcha - average);
  return k > 180 ? 360 - k : k;
}

/** Cheshta bala of Mars..Saturn from the tropical true longitude; null for the Sun and Moon (see shadbala.ts). */
export function starGrahaCheshta(
  graha: SevenGraha,
  tropicalLongitude: number,
  jdUt: number,
): { virupas: number; facts: CheshtaFacts } | null {
  if (graha === 'Sun' || graha === 'Moon') return null;
  const sun = meanSun(jdUt);
  const own = meanLongitude(graha, jdUt);
  const inner = graha === 'Mercury' || graha === 'Venus';
  const madhya = inner ? sun : own;
  const seeghrochcha = inner ? own : sun;
  const kendra = cheshtaKendra(seeghrochcha, madhya, tropicalLongitude);
  return { virupas: kendra / 3, facts: { rule: 'cheshta_kendra', meanLongitude: madhya, seeghrochcha, kendra } };
}
