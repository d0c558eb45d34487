/**
 * A partner read by the matching engine: the Ashtakoota, Dashakoot and manglik cross-check of the two Moons and
 * charts, the native's Moon and mangal facts taken from the native's computed chart. Nothing is recomputed here.
 */
import type { Chart } from '../../jyotish/chart/types.ts';
import { ashtakoota } from '../../jyotish/matching/ashtakoota.ts';
import { dashakoot } from '../../jyotish/matching/dashakoot.ts';
import { manglikCrossCheck } from '../../jyotish/matching/manglik.ts';
import { matchMoon } from '../../jyotish/matching/moon.ts';
import type { MatchNative } from '../../jyotish/matching/native.ts';
import type { PartnerMatch } from './types.ts';

/** `nativeSex` decides who is the bride: the kootas count from the bride's star (matching's defaults). */
export function partnerMatch(native: Chart, nativeSex: 'male' | 'female', partner: MatchNative): PartnerMatch {
  if (partner.mangal === undefined) throw new Error('partner read without the lagna and grahas mangal dosha needs');
  const self = { moon: matchMoon(native.grahas.Moon.longitude), mangal: native };
  const other = { moon: partner.moon, mangal: partner.mangal };
  const [bride, groom] = nativeSex === 'female' ? [self, other] : [other, self];
  return {
    ashtakoota: ashtakoota(bride.moon, groom.moon),
    dashakoot: dashakoot(bride.moon, groom.moon),
    manglik: manglikCrossCheck(bride.mangal, groom.mangal),
  };
}
