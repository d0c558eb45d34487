/**
 * The marriage factors of one birth chart, read once: the 7th house (sign, occupants, who aspects it), its lord,
 * Venus, the darakaraka (the chara karaka of lowest degree, 8-karaka scheme) and the upapada (arudha of the 12th).
 * Conjunction is by sign and aspect is graha drishti by sign, as everywhere in the chart engine.
 */
import { aspects } from '../chart/aspects.ts';
import type { Chart, Dignity } from '../chart/types.ts';
import { arudhaPadas } from '../jaimini/arudha.ts';
import { jaiminiFacts } from '../jaimini/facts.ts';
import { charaKarakas } from '../jaimini/karakas.ts';
import { at } from '../../errors.ts';
import type { Graha, SevenGraha, Sign } from '../../vocabulary/names.ts';

export interface PointInfluence {
  /** Saturn in the same sign or aspecting it. */
  saturn: boolean;
  /** Jupiter in the same sign or aspecting it. */
  jupiter: boolean;
}

export interface MarriageFactors {
  seventh: { signIndex: number; sign: Sign; occupants: Graha[]; aspectedBy: Graha[] };
  seventhLord: { graha: SevenGraha; house: number; signIndex: number; combust: boolean; debilitated: boolean };
  venus: { house: number; signIndex: number; combust: boolean; dignity: Dignity };
  darakaraka: { graha: Graha; house: number; signIndex: number };
  upapada: { signIndex: number; sign: Sign; house: number };
  /** Saturn's and Jupiter's reach over each point. */
  influence: Record<'seventhHouse' | 'seventhLord' | 'venus' | 'darakaraka' | 'upapada', PointInfluence>;
}

/** Does `by` (placed as in the chart) join or aspect the sign at house `house`? */
function reaches(chart: Chart, by: Graha, house: number): boolean {
  const from = chart.grahas[by].house;
  return from === house || aspects(by, from, house);
}

const influenceOn = (chart: Chart, house: number): PointInfluence => ({
  saturn: reaches(chart, 'Saturn', house),
  jupiter: reaches(chart, 'Jupiter', house),
});

export function marriageFactors(chart: Chart): MarriageFactors {
  const seventhHouse = at(chart.houses, 6, 'house');
  const lord = chart.grahas[seventhHouse.lord];
  const venus = chart.grahas.Venus;
  const karakas = charaKarakas(jaiminiFacts(chart), 8).karakas;
  const dk = at(karakas, karakas.length - 1, 'darakaraka');
  const ul = at(arudhaPadas(jaiminiFacts(chart)), 11, 'upapada');
  const dkFacts = chart.grahas[dk.graha];
  return {
    seventh: {
      signIndex: seventhHouse.signIndex,
      sign: seventhHouse.sign,
      occupants: seventhHouse.occupants,
      aspectedBy: seventhHouse.aspectedBy,
    },
    seventhLord: {
      graha: seventhHouse.lord,
      house: lord.house,
      signIndex: lord.signIndex,
      combust: lord.combustion.combust,
      debilitated: lord.dignity === 'debilitated',
    },
    venus: {
      house: venus.house,
      signIndex: venus.signIndex,
      combust: venus.combustion.combust,
      dignity: venus.dignity,
    },
    darakaraka: { graha: dk.graha, house: dkFacts.house, signIndex: dkFacts.signIndex },
    upapada: { signIndex: ul.padaIndex, sign: ul.pada, house: ul.padaHouse },
    influence: {
      seventhHouse: influenceOn(chart, 7),
      seventhLord: influenceOn(chart, lord.house),
      venus: influenceOn(chart, venus.house),
      darakaraka: influenceOn(chart, dkFacts.house),
      upapada: influenceOn(chart, ul.padaHouse),
    },
  };
}
