/**
 * The computed facts every ekadashi rule reads: the tithi boundaries and the first three sunrises after ekadashi
 * begins, and which tithi prevails at each of those sunrises. Kept apart from the ephemeris so the rules can be
 * tested on constructed cases.
 */
import type { EkadashiTithis } from './tithi-chain.ts';

export type Limb = 'ekadashi' | 'dvadashi' | 'trayodashi';

export interface EkadashiFacts {
  tithis: Pick<EkadashiTithis, 'dashamiStart' | 'ekadashiStart' | 'dvadashiStart' | 'dvadashiEnd'>;
  /** R1, R2, R3: the first three sunrises after ekadashi begins (JD UT). */
  sunrises: readonly [number, number, number];
  /** Civil dates of R1, R2, R3. */
  dates: readonly [string, string, string];
  /** Civil date of the day before R1 (the day ekadashi begins in). */
  dateBefore: string;
  /** Arunodaya length, days. */
  arunodayaDays: number;
}

/** Which of the three tithis prevails at an instant at or after ekadashi begins. */
export function limbAt(f: EkadashiFacts, jdUt: number): Limb {
  if (jdUt < f.tithis.dvadashiStart) return 'ekadashi';
  if (jdUt < f.tithis.dvadashiEnd) return 'dvadashi';
  return 'trayodashi';
}

/** Sunrise i (0-2) and the tithi prevailing at it. */
export function sunriseLimb(f: EkadashiFacts, i: 0 | 1 | 2): Limb {
  return limbAt(f, f.sunrises[i]);
}
