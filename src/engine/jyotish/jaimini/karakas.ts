/**
 * Chara karakas (CHARA_KARAKAS): grahas ranked by degrees advanced in their signs, highest first; Rahu, which
 * moves backwards, counts 30 - degree. Karakamsa: the navamsa sign of the Atmakaraka, and its house from the lagna.
 */
import { CHARA_KARAKAS } from '../../tables/jaimini/chara-karakas.ts';
import { signAt } from '../../vocabulary/names.ts';
import { houseFrom } from './facts.ts';
import type { CharaKarakas, JaiminiFacts, Karakamsa, KarakaScheme } from './types.ts';
import { at } from '../../errors.ts';

/** Neighbours closer than one arc-minute are reported as ties (a few minutes of birth time move the Moon that far). */
export const DEFAULT_TIE_ARCSEC = 60;

export function charaKarakas(
  facts: JaiminiFacts,
  scheme: KarakaScheme = 8,
  tieThresholdArcsec = DEFAULT_TIE_ARCSEC,
): CharaKarakas {
  const def = CHARA_KARAKAS.data[scheme];
  const ranked = def.grahas
    .map((graha) => {
      const d = facts.grahas[graha].degree;
      return { graha, karakaDegree: graha === 'Rahu' ? 30 - d : d };
    })
    .sort((a, b) => b.karakaDegree - a.karakaDegree);
  const karakas = ranked.map((r, i) => {
    const next = ranked[i + 1];
    return {
      karaka: at(def.names, i, 'chara karaka'),
      graha: r.graha,
      karakaDegree: r.karakaDegree,
      marginArcsec: next ? (r.karakaDegree - next.karakaDegree) * 3600 : null,
    };
  });
  const ties = karakas.flatMap((k, i) => {
    const next = karakas[i + 1];
    return next && k.marginArcsec !== null && k.marginArcsec < tieThresholdArcsec
      ? [{ grahas: [k.graha, next.graha] as [typeof k.graha, typeof k.graha], differenceArcsec: k.marginArcsec }]
      : [];
  });
  return { scheme, karakas, ties, tieThresholdArcsec };
}

export function karakamsa(facts: JaiminiFacts, karakas: CharaKarakas): Karakamsa {
  const atmakaraka = at(karakas.karakas, 0, 'chara karaka').graha;
  const signIndex = facts.grahas[atmakaraka].navamsaSignIndex;
  return { atmakaraka, sign: signAt(signIndex), signIndex, houseFromLagna: houseFrom(facts.lagnaSignIndex, signIndex) };
}
