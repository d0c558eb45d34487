/**
 * Dignity of a graha in its sign: exaltation, debilitation, moolatrikona (by degree), own sign, else its compound
 * relationship to the sign's lord. The order follows BPHS ch. 3: where the arcs overlap (Moon in Taurus, Mercury in
 * Virgo) the exaltation arc ends where the moolatrikona arc starts.
 */
import { DIGNITY } from '../../tables/chart/dignity.ts';
import { type Graha, type SevenGraha, SIGN_LORDS, signAt, SIGNS } from '../../vocabulary/names.ts';
import { compoundRelation, naturalRelation, temporaryRelation } from './relationship.ts';
import type { Dignity } from './types.ts';

export function signDignity(
  graha: Graha,
  signIndex: number,
  degree: number,
): 'exalted' | 'debilitated' | 'moolatrikona' | 'own' | null {
  const d = DIGNITY.data[graha];
  const sign = SIGNS[signIndex];
  const mt = d.moolatrikona;
  if (mt !== null && mt.sign === sign && degree >= mt.from && degree < mt.to) return 'moolatrikona';
  // Where the moolatrikona arc lies in the exaltation sign, exaltation ends where it starts (Mercury: 0-15 exalted,
  // 15-20 moolatrikona, 20-30 own; Moon: 0-3 exalted, 3-30 moolatrikona).
  const sharesSign = mt !== null && mt.sign === d.exaltation.sign;
  if (d.exaltation.sign === sign && (!sharesSign || degree < mt.from)) return 'exalted';
  if (d.debilitation.sign === sign) return 'debilitated';
  if ((d.own as readonly string[]).includes(sign ?? '')) return 'own';
  return null;
}

/**
 * Full dignity. `signOf` gives the sign index of any seven graha (for the temporary relationship); the nodes,
 * which have no friendship table, fall back to 'neutral' outside their exaltation, debilitation and own signs.
 */
export function dignityOf(graha: Graha, signIndex: number, degree: number, signOf: (g: SevenGraha) => number): Dignity {
  const fixed = signDignity(graha, signIndex, degree);
  if (fixed !== null) return fixed;
  if (graha === 'Rahu' || graha === 'Ketu') return 'neutral';
  const lord = SIGN_LORDS[signAt(signIndex)];
  const natural = naturalRelation(graha, lord);
  if (natural === 'self') return 'own';
  return compoundRelation(natural, temporaryRelation(signIndex, signOf(lord)));
}
