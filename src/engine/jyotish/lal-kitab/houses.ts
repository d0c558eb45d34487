/**
 * The twelve houses of the Lal Kitab chart with their fixed meanings, occupants and sleep. A house is asleep (soya
 * ghar) when no graha stands in it and no occupied house aspects it in the base scheme (LK_ASPECTS).
 */
import { aspectsOn } from '../../tables/lal-kitab/aspects.ts';
import { LK_HOUSES } from '../../tables/lal-kitab/houses.ts';
import { signAt } from '../../vocabulary/names.ts';
import { occupantsOf, type Occupancy } from './placement.ts';
import type { LalKitabHouse, LalKitabInput } from './types.ts';

export function houseStates(input: LalKitabInput, occ: Occupancy): LalKitabHouse[] {
  return LK_HOUSES.data.map((meaning): LalKitabHouse => {
    const occupants = occupantsOf(occ, meaning.house);
    const aspectedFrom = aspectsOn(meaning.house).filter((a) => occupantsOf(occ, a.house).length > 0);
    return {
      house: meaning.house,
      fixedSign: meaning.fixedSign,
      natalSign: signAt((input.lagna.signIndex + meaning.house - 1) % 12),
      name: meaning.name,
      significations: meaning.significations,
      karakas: meaning.karakas,
      occupants,
      aspectedFrom,
      asleep: occupants.length === 0 && aspectedFrom.length === 0,
    };
  });
}
