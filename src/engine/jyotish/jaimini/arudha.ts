/**
 * Arudha padas of the twelve houses, the upapada (A12) and the graha padas (ARUDHA_RULE). For Scorpio and
 * Aquarius the lord is chosen by lordOfSign (K.N. Rao's rule); when both co-lords sit in the sign the count is 1,
 * so the pada falls in the sign itself and moves to the 10th from it.
 */
import { ARUDHA_RULE } from '../../tables/jaimini/arudha.ts';
import { DIGNITY } from '../../tables/chart/dignity.ts';
import { GRAHAS, signAt, SIGNS } from '../../vocabulary/names.ts';
import { lordOfSign } from './co-lord.ts';
import { houseFrom, signPlus } from './facts.ts';
import type { ArudhaPada, GrahaPada, JaiminiFacts } from './types.ts';

const { forbidden, moveTo, names } = ARUDHA_RULE.data;

/** Count from `from` to `to` and as many again from `to`; then the exception, read from `from`. */
export function padaOf(from: number, to: number): { padaIndex: number; exception: 'same_sign' | 'seventh' | null } {
  const raw = signPlus(to, houseFrom(from, to) - 1);
  const h = houseFrom(from, raw);
  if (!(forbidden as readonly number[]).includes(h)) return { padaIndex: raw, exception: null };
  return { padaIndex: signPlus(raw, moveTo - 1), exception: h === 1 ? 'same_sign' : 'seventh' };
}

export function arudhaPadas(facts: JaiminiFacts): ArudhaPada[] {
  return Array.from({ length: 12 }, (_, i) => {
    const house = i + 1;
    const signIndex = signPlus(facts.lagnaSignIndex, i);
    const lord = lordOfSign(signIndex, facts);
    const lordSignIndex = facts.grahas[lord.lord].signIndex;
    const p = padaOf(signIndex, lordSignIndex);
    return {
      name: `A${house}`,
      label: (names as Record<number, string | undefined>)[house] ?? null,
      house,
      sign: signAt(signIndex),
      lord,
      lordSign: signAt(lordSignIndex),
      pada: signAt(p.padaIndex),
      padaIndex: p.padaIndex,
      padaHouse: houseFrom(facts.lagnaSignIndex, p.padaIndex),
      exception: p.exception,
    };
  });
}

/** One pada per sign a graha owns (two for Mars..Saturn, one for the Sun, Moon, Rahu (Aquarius), Ketu (Scorpio)). */
export function grahaPadas(facts: JaiminiFacts): GrahaPada[] {
  return GRAHAS.flatMap((graha) =>
    DIGNITY.data[graha].own.map((ownSign) => {
      const p = padaOf(facts.grahas[graha].signIndex, SIGNS.indexOf(ownSign));
      return {
        graha,
        ownSign,
        pada: signAt(p.padaIndex),
        padaIndex: p.padaIndex,
        padaHouse: houseFrom(facts.lagnaSignIndex, p.padaIndex),
        exception: p.exception,
      };
    }),
  );
}
