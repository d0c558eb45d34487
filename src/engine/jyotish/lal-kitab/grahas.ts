/**
 * The state of each graha in the Lal Kitab chart.
 *
 * - Pakka ghar (full and principal lists), exalted, debilitated: membership of the house in LK_GRAHAS.
 * - Asleep (soya), the rule applied: a graha in its pakka ghar is always awake; otherwise it is asleep when every
 *   house its own house aspects (LK_ASPECTS) holds no graha. A graha in house 7, 9, 10, 11 or 12 casts no aspect
 *   in the base scheme, so the rule cannot decide: asleep is null there.
 * - Kayam (established), the rule applied: no enemy of the graha (LK_GRAHAS friendship table) shares its house or
 *   stands in a house that aspects its house.
 */
import { aspectsFrom, aspectsOn } from '../../tables/lal-kitab/aspects.ts';
import { LK_GRAHAS } from '../../tables/lal-kitab/grahas.ts';
import { GRAHAS, type Graha } from '../../vocabulary/names.ts';
import { lalKitabHouse, occupantsOf, type Occupancy } from './placement.ts';
import type { LalKitabGraha, LalKitabInput } from './types.ts';

function sleepState(
  graha: Graha,
  house: number,
  inPakkaGhar: boolean,
  aspects: LalKitabGraha['aspects'],
): Pick<LalKitabGraha, 'asleep' | 'sleepReason'> {
  if (inPakkaGhar) return { asleep: false, sleepReason: `awake: house ${house} is ${graha}'s pakka ghar` };
  if (aspects.length === 0) {
    return { asleep: null, sleepReason: `not decided: house ${house} casts no aspect in the base Lal Kitab scheme` };
  }
  const seen = aspects.filter((a) => a.grahas.length > 0);
  if (seen.length === 0) {
    return {
      asleep: true,
      sleepReason: `asleep: house ${aspects.map((a) => a.house).join(' and ')} aspected from house ${house} is empty`,
    };
  }
  return {
    asleep: false,
    sleepReason: `awake: it aspects ${seen.map((a) => `${a.grahas.join(', ')} in house ${a.house}`).join('; ')}`,
  };
}

function enemiesBearing(graha: Graha, house: number, occ: Occupancy): Graha[] {
  const enemies: readonly Graha[] = LK_GRAHAS.data[graha].enemies;
  const near = [...occupantsOf(occ, house), ...aspectsOn(house).flatMap((a) => occupantsOf(occ, a.house))];
  return GRAHAS.filter((g) => g !== graha && enemies.includes(g) && near.includes(g));
}

export function grahaStates(input: LalKitabInput, occ: Occupancy): LalKitabGraha[] {
  return GRAHAS.map((graha): LalKitabGraha => {
    const facts = LK_GRAHAS.data[graha];
    const house = lalKitabHouse(input, graha);
    const inPakkaGhar = (facts.pakkaGhar as readonly number[]).includes(house);
    const aspects = aspectsFrom(house).map((a) => ({
      house: a.house,
      strength: a.strength,
      grahas: occupantsOf(occ, a.house),
    }));
    const enemies = enemiesBearing(graha, house, occ);
    return {
      graha,
      house,
      natalSign: input.grahas[graha].sign,
      pakkaGharHouses: facts.pakkaGhar,
      inPakkaGhar,
      principalPakkaGhar: facts.principalPakkaGhar,
      inPrincipalPakkaGhar: (facts.principalPakkaGhar as readonly number[]).includes(house),
      exalted: (facts.exalted as readonly number[]).includes(house),
      debilitated: (facts.debilitated as readonly number[]).includes(house),
      aspects,
      ...sleepState(graha, house, inPakkaGhar, aspects),
      kayam: enemies.length === 0,
      enemiesBearing: enemies,
      significations: facts.significations,
    };
  });
}
