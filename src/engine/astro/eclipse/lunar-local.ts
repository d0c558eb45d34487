/**
 * A lunar eclipse seen from one place. The contacts are geocentric, the same instants everywhere; the place only
 * decides whether the Moon is above the horizon. The phase that counts is the umbral one (sparsha to moksha) for a
 * partial or total eclipse, as the almanacs time an eclipse; a penumbral eclipse has only its penumbral phase.
 */
import { SE } from '../sweph/binding.ts';
import type { LunarGlobal } from '../sweph/eclipse.ts';
import { instantOrNull } from './instant.ts';
import type { LunarLocal, Place } from './types.ts';
import { aboveHorizon, visibleSpan } from './visibility.ts';

export function lunarLocal(global: LunarGlobal, place: Place): LunarLocal {
  const umbral = global.partialStart !== null && global.partialEnd !== null;
  const from = umbral ? global.partialStart : global.penumbralStart;
  const to = umbral ? global.partialEnd : global.penumbralEnd;
  const atMax = aboveHorizon(global.maximum, SE.SE_MOON, place);
  return {
    contacts: {
      penumbralStart: instantOrNull(global.penumbralStart),
      partialStart: instantOrNull(global.partialStart),
      totalStart: instantOrNull(global.totalStart),
      totalEnd: instantOrNull(global.totalEnd),
      partialEnd: instantOrNull(global.partialEnd),
      penumbralEnd: instantOrNull(global.penumbralEnd),
    },
    observedPhase: umbral ? 'umbral' : 'penumbral',
    moonAboveHorizonAtMaximum: atMax.above,
    moonAltitudeAtMaximum: atMax.altitude,
    visible: from === null || to === null ? null : visibleSpan(from, to, SE.SE_MOON, place),
  };
}
