/**
 * The lord of a sign for Jaimini counting, with K.N. Rao's rule for the two lords of Scorpio and Aquarius (CO_LORDS).
 */
import { CO_LORDS } from '../../tables/jaimini/co-lords.ts';
import { type Graha, GRAHAS, SIGN_LORDS, signAt } from '../../vocabulary/names.ts';
import type { JaiminiFacts, LordChoice } from './types.ts';

export function lordOfSign(signIndex: number, facts: JaiminiFacts): LordChoice {
  const sign = signAt(signIndex);
  const pair = sign === 'Scorpio' || sign === 'Aquarius' ? CO_LORDS.data[sign] : null;
  if (pair === null) return { lord: SIGN_LORDS[sign], rule: 'single_lord', otherLord: null };
  const a = pair.primary;
  const b = pair.secondary;
  const pa = facts.grahas[a];
  const pb = facts.grahas[b];
  const choose = (lord: Graha, rule: LordChoice['rule']): LordChoice => ({ lord, rule, otherLord: lord === a ? b : a });
  const aIn = pa.signIndex === signIndex;
  const bIn = pb.signIndex === signIndex;
  if (aIn && bIn) return choose(a, 'both_in_sign');
  if (aIn) return choose(b, 'other_outside');
  if (bIn) return choose(a, 'other_outside');
  const company = (g: Graha) =>
    GRAHAS.filter((x) => x !== g && facts.grahas[x].signIndex === facts.grahas[g].signIndex).length;
  const ca = company(a);
  const cb = company(b);
  if (ca !== cb) return choose(ca > cb ? a : b, 'more_grahas_with_it');
  // Degrees actually advanced in the sign, for the nodes too (K.N. Rao compares "higher degrees").
  if (pa.degree !== pb.degree) return choose(pa.degree > pb.degree ? a : b, 'more_degrees');
  return choose(a, 'exact_tie');
}
