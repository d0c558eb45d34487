/**
 * Reductions of a graha's years, applied in this order (Brihat Jataka ch. 7, as B.V. Raman applies them, one
 * after another on what remains):
 *   1. Of astangata (combust: half, not Venus or Saturn), shatrukshetra (compound enemy or great enemy of the sign's
 *      lord: a third, not Mars) and, in amsayu only, nicha (debilitated: half), only the largest that qualifies:
 *      Varahamihira lets a graha suffer one of these, not several.
 *   2. Chakrapata: in the 12th..7th whole-sign house from the lagna a malefic loses 1, 1/2, 1/3, 1/4, 1/5, 1/6 of
 *      what remains, a benefic half of that. Where several grahas share such a house only the strongest suffers
 *      it (strongest = best dignity, then the one further advanced in the sign).
 * Krurodaya, on the total, is in krurodaya.ts. Rahu and Ketu take no part.
 */
import { CHAKRAPATA, NATURAL_NATURE, OTHER_HARANAS } from '../../tables/strength/ayurdaya-haranas.ts';
import { SEVEN_GRAHAS, type SevenGraha } from '../../vocabulary/names.ts';
import { DIGNITY_RANK } from './dignity-rank.ts';
import type { Harana, LongevityInput } from './types.ts';

const degreeInSign = (lon: number): number => lon - Math.floor(lon / 30) * 30;

/** The grahas that suffer chakrapata: in each of houses 7-12, the strongest occupant. */
export function chakrapataSufferers(input: LongevityInput): Set<SevenGraha> {
  const out = new Set<SevenGraha>();
  for (let house = 7; house <= 12; house++) {
    const there = SEVEN_GRAHAS.filter((g) => input.grahas[g].house === house);
    const strongest = there.sort((a, b) => {
      const fa = input.grahas[a];
      const fb = input.grahas[b];
      return (
        DIGNITY_RANK[fb.dignity] - DIGNITY_RANK[fa.dignity] || degreeInSign(fb.longitude) - degreeInSign(fa.longitude)
      );
    })[0];
    if (strongest !== undefined) out.add(strongest);
  }
  return out;
}

export function applyHaranas(
  graha: SevenGraha,
  input: LongevityInput,
  years: number,
  opts: { nicha: boolean; sufferers: ReadonlySet<SevenGraha> },
): { years: number; haranas: Harana[] } {
  const f = input.grahas[graha];
  const h = OTHER_HARANAS.data;
  const exempt = (list: readonly SevenGraha[]) => list.includes(graha);
  const candidates: { kind: Harana['kind']; fraction: number; reason: string }[] = [];
  if (f.combustion.combust && !exempt(h.astangata.exempt))
    candidates.push({ kind: 'astangata', fraction: h.astangata.fraction, reason: 'combust' });
  if ((f.dignity === 'enemy' || f.dignity === 'great_enemy') && !exempt(h.shatrukshetra.exempt)) {
    candidates.push({
      kind: 'shatrukshetra',
      fraction: h.shatrukshetra.fraction,
      reason: `in the sign of an ${f.dignity.replace('_', ' ')}`,
    });
  }
  if (opts.nicha && f.dignity === 'debilitated')
    candidates.push({ kind: 'nicha', fraction: h.nicha.fraction, reason: 'debilitated' });

  const haranas: Harana[] = [];
  let left = years;
  const largest = candidates.sort((a, b) => b.fraction - a.fraction)[0];
  if (largest !== undefined) {
    const removed = left * largest.fraction;
    haranas.push({ ...largest, yearsRemoved: removed });
    left -= removed;
  }
  if (opts.sufferers.has(graha) && f.house >= 7 && f.house <= 12) {
    const base = CHAKRAPATA.data.malefic[f.house as 7 | 8 | 9 | 10 | 11 | 12];
    const benefic = NATURAL_NATURE.data[graha] === 'benefic';
    const fraction = benefic ? base * CHAKRAPATA.data.beneficFactor : base;
    const removed = left * fraction;
    haranas.push({
      kind: 'chakrapata',
      fraction,
      yearsRemoved: removed,
      reason: `${benefic ? 'benefic' : 'malefic'} in house ${f.house}`,
    });
    left -= removed;
  }
  return { years: left, haranas };
}
