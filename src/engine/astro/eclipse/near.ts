/**
 * Whether an eclipse of one kind has its global maximum near an instant (a syzygy), and whether the place sees it:
 * the same global search and local circumstances as nextEclipses, without the parts a yes/no does not need
 * (magnitudes, saros, the eclipsed body's place), and with the local circumstances computed only for an
 * eclipse that is near (the next one after a syzygy without an eclipse is months away).
 */
import { nextGlobal } from './global-search.ts';
import { lunarLocal } from './lunar-local.ts';
import { solarLocal } from './solar-local.ts';
import { lunarSutak, solarSutak, type Sutak } from './sutak.ts';
import type { LunarGlobal, SolarGlobal } from '../sweph/eclipse.ts';
import type { EclipseKind, Place } from './types.ts';

export interface EclipseNear {
  kind: EclipseKind;
  maximumJdUt: number;
  locallyVisible: boolean;
  /** The sutak at the place (JD UT), null where it does not apply (not visible, or penumbral). */
  sutak: { start: number; end: number } | null;
}

function solar(global: SolarGlobal, place: Place): [boolean, Sutak] {
  const local = solarLocal(global, place);
  return [local.visible !== null, solarSutak(local)];
}

function lunar(global: LunarGlobal, place: Place): [boolean, Sutak] {
  const local = lunarLocal(global, place);
  return [local.visible !== null, lunarSutak(local)];
}

/**
 * The eclipse whose global maximum lies less than `withinDays` from `jdUt`, or null (searched from jdUt - withinDays).
 */
export function eclipseNear(kind: EclipseKind, jdUt: number, withinDays: number, place: Place): EclipseNear | null {
  const hit = nextGlobal(kind, jdUt - withinDays, false);
  if (!(Math.abs(hit.maximum - jdUt) < withinDays)) return null;
  const [visible, s] = hit.kind === 'solar' ? solar(hit.global, place) : lunar(hit.global, place);
  return {
    kind,
    maximumJdUt: hit.maximum,
    locallyVisible: visible,
    sutak: s.start === null || s.end === null ? null : { start: s.start.jdUt, end: s.end.jdUt },
  };
}
