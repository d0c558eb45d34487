/**
 * Graha yuddha (planetary war) as kala bala applies it: two of Mars, Mercury, Jupiter, Venus and Saturn within one
 * degree of longitude are at war. The victor is the one with the greater strength from sthana bala through hora bala
 * (sthana + dig + nathonnata, paksha, tribhaga, abda, masa, vara, hora: the order of BPHS ch. 27, stopping before
 * ayana); the difference of those strengths divided by the difference of their disc diameters is added to the
 * victor's kala bala and taken from the vanquished's. A graha in several wars takes the sum.
 */
import { signedDiff } from '../../../vocabulary/angles.ts';
import { YUDDHA } from '../../../tables/strength/shadbala-kala.ts';
import type { SevenGraha } from '../../../vocabulary/names.ts';
import type { YuddhaFact } from './types.ts';

type Warrior = keyof typeof YUDDHA.data.discDiameter;
const WARRIORS: readonly Warrior[] = ['Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];

export function findWars(
  longitude: Record<SevenGraha, number>,
  strengthToHora: Record<SevenGraha, number>,
): YuddhaFact[] {
  const out: YuddhaFact[] = [];
  for (let i = 0; i < WARRIORS.length; i++) {
    for (let j = i + 1; j < WARRIORS.length; j++) {
      const a = WARRIORS[i];
      const b = WARRIORS[j];
      if (a === undefined || b === undefined) continue;
      const separation = Math.abs(signedDiff(longitude[a], longitude[b]));
      if (separation > YUDDHA.data.maxSeparation) continue;
      const aWins = strengthToHora[a] >= strengthToHora[b];
      const discs = Math.abs(YUDDHA.data.discDiameter[a] - YUDDHA.data.discDiameter[b]);
      const virupas = Math.abs(strengthToHora[a] - strengthToHora[b]) / discs;
      out.push({ grahas: [a, b], separation, victor: aWins ? a : b, vanquished: aWins ? b : a, virupas });
    }
  }
  return out;
}

export function yuddhaBala(graha: SevenGraha, wars: readonly YuddhaFact[]): number {
  return wars.reduce((s, w) => s + (w.victor === graha ? w.virupas : w.vanquished === graha ? -w.virupas : 0), 0);
}
