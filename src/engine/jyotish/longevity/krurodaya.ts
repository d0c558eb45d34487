/**
 * Krurodaya harana (Brihat Jataka ch. 7): with a malefic (Sun, Mars or Saturn) in the lagna's sign, the total is
 * cut by total x n / 108, n being the navamsas the lagna has risen from Aries with twelves removed (so at most a
 * ninth); by half of that when a natural benefic aspects the lagna (full sign aspect, as the chart records it).
 * (Some read n as the navamsas risen within the lagna's sign, 0-9; not applied.)
 */
import { NATURAL_NATURE, OTHER_HARANAS } from '../../tables/strength/ayurdaya-haranas.ts';
import { SEVEN_GRAHAS, type SevenGraha } from '../../vocabulary/names.ts';
import { navamsaCount } from './base-years.ts';
import type { Krurodaya, LongevityInput } from './types.ts';

export function krurodaya(input: LongevityInput, total: number): Krurodaya {
  const malefics = SEVEN_GRAHAS.filter((g) => NATURAL_NATURE.data[g] === 'malefic' && input.grahas[g].house === 1);
  const beneficAspect = (input.houses[0]?.aspectedBy ?? []).some(
    (g) => g in NATURAL_NATURE.data && NATURAL_NATURE.data[g as SevenGraha] === 'benefic',
  );
  if (malefics.length === 0) return { applies: false, malefics, beneficAspect, fraction: 0, yearsRemoved: 0 };
  const k = OTHER_HARANAS.data.krurodaya;
  const fraction = (navamsaCount(input.lagna.longitude) / k.divisor) * (beneficAspect ? k.beneficAspectFactor : 1);
  return { applies: true, malefics, beneficAspect, fraction, yearsRemoved: total * fraction };
}
