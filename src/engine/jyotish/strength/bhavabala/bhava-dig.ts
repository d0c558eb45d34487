/**
 * Bhava dig bala: the kind of the sign holding the bhava madhya (half-signs for Sagittarius and Capricorn) names the
 * angle where it is powerless; the arc from the madhya to that angle's madhya, folded to 0-180, divided by 3.
 */
import { signedDiff } from '../../../vocabulary/angles.ts';
import { SIGN_KIND, SIGN_KIND_POWERLESS_BHAVA, type SignKind } from '../../../tables/strength/bhavabala-signs.ts';
import { signOf } from '../../../vocabulary/names.ts';
import { at } from '../../../errors.ts';

export function signKind(longitude: number): SignKind {
  const s = signOf(longitude);
  return SIGN_KIND.data[s.name][s.degree < 15 ? 0 : 1];
}

export function bhavaDigBala(madhya: number, allMadhyas: readonly number[]): { kind: SignKind; virupas: number } {
  const kind = signKind(madhya);
  const point = at(allMadhyas, SIGN_KIND_POWERLESS_BHAVA.data[kind] - 1, 'bhava madhya');
  return { kind, virupas: Math.abs(signedDiff(madhya, point)) / 3 };
}
