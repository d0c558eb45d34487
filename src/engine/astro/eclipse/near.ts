/**
 * Whether an eclipse of one kind has its global maximum near an instant (a syzygy), and whether the place sees it:
 * the same global search and local circumstances as nextEclipses, without the parts a yes/no does not need
 * (magnitudes, saros, the eclipsed body's place, sutak), and with the local circumstances computed only for an
 * eclipse that is near (the next one after a syzygy without an eclipse is months away).
 */
import { nextGlobal } from './global-search.ts';
import { lunarLocal } from './lunar-local.ts';
import { solarLocal } from './solar-local.ts';
import type { EclipseKind, Place } from './types.ts';

export interface EclipseNear {
  kind: EclipseKind;
  maximumJdUt: number;
  locallyVisible: boolean;
}

/**
 * The eclipse whose global maximum lies less than `withinDays` from `jdUt`, or null (searched from jdUt - withinDays).
 */
export function eclipseNear(kind: EclipseKind, jdUt: number, withinDays: number, place: Place): EclipseNear | null {
  const hit = nextGlobal(kind, jdUt - withinDays, false);
  if (!(Math.abs(hit.maximum - jdUt) < withinDays)) return null;
  const visible = hit.kind === 'solar' ? solarLocal(hit.global, place).visible : lunarLocal(hit.global, place).visible;
  return { kind, maximumJdUt: hit.maximum, locallyVisible: visible !== null };
}
