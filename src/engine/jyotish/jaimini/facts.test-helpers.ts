// Builds JaiminiFacts for constructed charts in the tests: signs by name, degrees in the sign; Ketu opposite Rahu.
import { DIGNITY } from '../../tables/chart/dignity.ts';
import { type Graha, GRAHAS, type Sign, signAt, SIGNS } from '../../vocabulary/names.ts';
import { vargaOf } from '../varga/varga.ts';
import type { JaiminiFacts, JaiminiGraha } from './types.ts';

export type Placement = [Sign, number];

export function buildFacts(lagna: Sign, place: Record<Exclude<Graha, 'Ketu'>, Placement>): JaiminiFacts {
  const rahu = place.Rahu;
  const all: Record<Graha, Placement> = { ...place, Ketu: [signAt((SIGNS.indexOf(rahu[0]) + 6) % 12), rahu[1]] };
  const grahas = Object.fromEntries(
    GRAHAS.map((g): [Graha, JaiminiGraha] => {
      const [sign, degree] = all[g];
      const signIndex = SIGNS.indexOf(sign);
      return [
        g,
        {
          signIndex,
          degree,
          navamsaSignIndex: vargaOf(signIndex * 30 + degree, 'D9').signIndex,
          exalted: DIGNITY.data[g].exaltation.sign === sign,
          debilitated: DIGNITY.data[g].debilitation.sign === sign,
        },
      ];
    }),
  ) as Record<Graha, JaiminiGraha>;
  return { lagnaSignIndex: SIGNS.indexOf(lagna), grahas };
}

export const dm = (d: number, m: number): number => d + m / 60;

// K.N. Rao, "Predicting education by Jaimini", chart 4 (astrojyoti.com): lagna Gemini 29deg13', Mars 9deg13'
// (Taurus), Venus 11deg48' (Virgo, debilitated), Sun 20deg41', Mercury 22deg21' (Virgo, exalted), Saturn 27deg23'
// (Scorpio), Moon 11deg34', Jupiter 12deg42' (Libra), Rahu 29deg17' (Virgo). The article prints degrees only; signs
// are those its dasha years imply; the Sun must be in Virgo (Mercury can be no further than 28deg from it); the
// Moon's sign is not given (Aries here, used by nothing tested).
export const KN_RAO_CHART_4 = buildFacts('Gemini', {
  Sun: ['Virgo', dm(20, 41)],
  Moon: ['Aries', dm(11, 34)],
  Mars: ['Taurus', dm(9, 13)],
  Mercury: ['Virgo', dm(22, 21)],
  Jupiter: ['Libra', dm(12, 42)],
  Venus: ['Virgo', dm(11, 48)],
  Saturn: ['Scorpio', dm(27, 23)],
  Rahu: ['Virgo', dm(29, 17)],
});
