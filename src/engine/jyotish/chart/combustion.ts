/** Combustion: distance from the Sun in longitude against the graha's orb (tables/chart/combustion.ts). */
import { signedDiff } from '../../vocabulary/angles.ts';
import { COMBUSTION_ORBS } from '../../tables/chart/combustion.ts';
import type { Graha } from '../../vocabulary/names.ts';
import type { Combustion } from './types.ts';

export function combustionOf(graha: Graha, longitude: number, sunLongitude: number, retrograde: boolean): Combustion {
  const distanceFromSun = Math.abs(signedDiff(longitude, sunLongitude));
  if (graha === 'Sun' || graha === 'Rahu' || graha === 'Ketu') return { combust: false, distanceFromSun, orb: null };
  const orbs = COMBUSTION_ORBS.data[graha];
  const orb = retrograde ? orbs.retrograde : orbs.direct;
  return { combust: distanceFromSun <= orb, distanceFromSun, orb };
}
