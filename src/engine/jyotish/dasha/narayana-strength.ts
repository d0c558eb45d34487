/**
 * The comparison of two signs that picks the Narayana dasha seed (lagna or 7th). The Jaimini module exports no
 * sign-strength helper (only K.N. Rao's co-lord choice, reused in narayana.ts), so this is a small local one, in the
 * order of Jaimini's sources of strength as listed by Sanjay Rath and P.V.R. Narasimha Rao (reading chosen; their
 * lists have more steps): more grahas in the sign; more of Jupiter, Mercury and the sign's lord joining or
 * aspecting it (sign aspect); more exalted grahas in it; dual over fixed over movable; a lord in a sign of the
 * other parity (odd/even) than its own; the lord further on in its sign. A full tie goes to the first sign.
 */
import { lordOfSign } from '../jaimini/co-lord.ts';
import type { JaiminiFacts } from '../jaimini/types.ts';
import { GRAHAS, type Graha } from '../../vocabulary/names.ts';

/** 0 movable, 1 fixed, 2 dual. */
export const signNature = (s: number): 0 | 1 | 2 => (s % 3) as 0 | 1 | 2;

/**
 * Jaimini sign aspect: a movable sign aspects the fixed signs but the one after it; a fixed sign the movable signs
 * but the one before it; a dual sign the other three duals.
 */
export function signAspects(from: number, to: number): boolean {
  const a = signNature(from);
  const b = signNature(to);
  if (a === 0) return b === 1 && to !== (from + 1) % 12;
  if (a === 1) return b === 0 && to !== (from + 11) % 12;
  return b === 2 && to !== from;
}

export type SignStrengthRule =
  | 'more_grahas'
  | 'jupiter_mercury_lord'
  | 'more_exalted'
  | 'sign_nature'
  | 'lord_other_parity'
  | 'lord_degrees'
  | 'tie';

const grahasIn = (s: number, f: JaiminiFacts): Graha[] => GRAHAS.filter((g) => f.grahas[g].signIndex === s);

function jupiterMercuryLord(s: number, f: JaiminiFacts): number {
  const lord = lordOfSign(s, f).lord;
  const who = new Set<Graha>(['Jupiter', 'Mercury', lord]);
  return [...who].filter((g) => f.grahas[g].signIndex === s || signAspects(f.grahas[g].signIndex, s)).length;
}

const lordOtherParity = (s: number, f: JaiminiFacts): number =>
  f.grahas[lordOfSign(s, f).lord].signIndex % 2 !== s % 2 ? 1 : 0;
const lordDegree = (s: number, f: JaiminiFacts): number => f.grahas[lordOfSign(s, f).lord].degree;

const STEPS: readonly [SignStrengthRule, (s: number, f: JaiminiFacts) => number][] = [
  ['more_grahas', (s, f) => grahasIn(s, f).length],
  ['jupiter_mercury_lord', jupiterMercuryLord],
  ['more_exalted', (s, f) => grahasIn(s, f).filter((g) => f.grahas[g].exalted).length],
  ['sign_nature', (s) => signNature(s)],
  ['lord_other_parity', lordOtherParity],
  ['lord_degrees', lordDegree],
];

/** The stronger of signs a and b (indices 0-11) and the first rule that told them apart. */
export function strongerSign(a: number, b: number, facts: JaiminiFacts): { signIndex: number; rule: SignStrengthRule } {
  for (const [rule, score] of STEPS) {
    const sa = score(a, facts);
    const sb = score(b, facts);
    if (sa !== sb) return { signIndex: sa > sb ? a : b, rule };
  }
  return { signIndex: a, rule: 'tie' };
}
