/**
 * Dutthottha-Davira, the thirteenth of Neelakanthi's sixteen Tajika yogas: two weak grahas, one of which is in
 * Ithasala with a third graha that is strong (exalted or in its own sign). The weak pair's matter is carried by the
 * strong graha's help (a rescue). The seven only, as in the other yogas.
 *
 * The rule as two published English renderings of Neelakanthi state it, read second-hand here (status pending):
 * - B.V. Raman, Varshaphal (Hindu Progressed Horoscope), Tajika yogas: "any two planets are weak but one of them has
 *   Ithasala with another planet in exaltation, own house etc." (as summarised at varahamihira.blogspot.com, 2008);
 * - K.S. Charak, A Textbook of Varshaphala, Table X-3: both significators weak, and one in Ithasala with another
 *   planet that is strong, exalted or in its own house (as transcribed in the teistro-sdk research notes).
 * P.V.R. Narasimha Rao's chapter on Tajaka yogas could not be read here; PyJHora, which follows it, has no rule for
 * this yoga. Neither rendering says how weak "weak" is, nor asks the weak pair to be in Ithasala with each other,
 * so neither is asked here. Weak and strong are the Parashari dignities (yoga-types.ts), as for Duhphali-Kuttha.
 * Other readings: S. Adawal counts retrograde, combust, trika houses and malefic company as weakness; teistro-sdk
 * grades Charak's weak and strong by pancha-vargeeya (Vishwa) bala (under 5 weak, 10 and over strong).
 * The sources judge the lagna lord and the lord of the matter; with no matter asked, every weak pair is judged.
 */
import { SEVEN_GRAHAS, type SevenGraha } from '../../vocabulary/names.ts';
import { isFaster, relationOf } from './relation.ts';
import { positionsOf, STRONG, WEAK, type TajikaYoga, type YogaChart } from './yoga-types.ts';

export function dutthotthaDavira(chart: YogaChart): TajikaYoga[] {
  const pos = positionsOf(chart);
  const dignity = (g: SevenGraha): string => chart.grahas[g].dignity.replace('_', ' ');
  const weak = SEVEN_GRAHAS.filter((g) => WEAK.has(chart.grahas[g].dignity));
  const strong = SEVEN_GRAHAS.filter((g) => STRONG.has(chart.grahas[g].dignity));
  const out: TajikaYoga[] = [];
  weak.forEach((a, i) => {
    for (const b of weak.slice(i + 1)) {
      const pair: [SevenGraha, SevenGraha] = isFaster(a, b) ? [a, b] : [b, a];
      for (const c of strong) {
        const helped = pair.filter((w) => relationOf(w, c, pos).ithasala !== null);
        if (helped.length === 0) continue;
        out.push({
          name: 'Dutthottha-Davira',
          grahas: pair,
          via: c,
          detail:
            `${pair[0]} (${dignity(pair[0])}) and ${pair[1]} (${dignity(pair[1])}) are weak; ${helped.join(' and ')} ` +
            `in Ithasala with ${c} (${dignity(c)})`,
        });
      }
    }
  });
  return out;
}
