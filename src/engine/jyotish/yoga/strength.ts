/**
 * Strength band of a yoga, read from the grahas that make it. Each graha scores its dignity points (exalted,
 * moolatrikona or own sign +2; great friend's or friend's sign +1; neutral 0; enemy's or great enemy's sign -1;
 * debilitated -2), +1 when in a kendra or trikona from the lagna, -2 when combust. The mean over the grahas gives
 * the band: strong >= 2.5, moderate >= 0.5, else weak; a debilitated or combust graha among them caps the band at
 * moderate. For yogas read from an afflicted graha (Kemadruma, Shakata, arishta) the score is negated: the weaker
 * that graha, the stronger the affliction, and no cap applies. This is the project's rule, in the spirit of BPHS
 * ch. 36-41, which grade yogas by the strength of the grahas making them without giving numbers.
 */
import type { Dignity } from '../chart/types.ts';
import type { Graha } from '../../vocabulary/names.ts';
import type { StrengthBand, YogaChart } from './types.ts';

export const STRENGTH_METHOD =
  'strength band: mean over the grahas making the yoga of dignity points (exalted/moolatrikona/own +2, great ' +
  'friend/friend +1, ' +
  'neutral 0, enemy/great enemy -1, debilitated -2) +1 in a kendra or trikona from the lagna, -2 if combust; ' +
  'strong >= 2.5, ' +
  'moderate >= 0.5, else weak; a debilitated or combust graha caps it at moderate; for yogas of an afflicted graha ' +
  '(Kemadruma, Shakata, arishta) the score is negated (the weaker the graha, the stronger the affliction)';

export const STRONG_AT = 2.5;
export const MODERATE_AT = 0.5;

const DIGNITY_POINTS: Record<Dignity, number> = {
  exalted: 2,
  moolatrikona: 2,
  own: 2,
  great_friend: 1,
  friend: 1,
  neutral: 0,
  enemy: -1,
  great_enemy: -1,
  debilitated: -2,
};

export function grahaPoints(chart: YogaChart, g: Graha): number {
  const p = chart.grahas[g];
  const place = [1, 4, 5, 7, 9, 10].includes(p.house) ? 1 : 0;
  return DIGNITY_POINTS[p.dignity] + place - (p.combustion.combust ? 2 : 0);
}

export function strengthBand(chart: YogaChart, grahas: readonly Graha[], afflicted = false): StrengthBand {
  if (grahas.length === 0) return 'weak';
  const sign = afflicted ? -1 : 1;
  const mean = grahas.reduce((s, g) => s + sign * grahaPoints(chart, g), 0) / grahas.length;
  const band: StrengthBand = mean >= STRONG_AT ? 'strong' : mean >= MODERATE_AT ? 'moderate' : 'weak';
  const capped =
    !afflicted &&
    band === 'strong' &&
    grahas.some((g) => chart.grahas[g].dignity === 'debilitated' || chart.grahas[g].combustion.combust);
  return capped ? 'moderate' : band;
}
