/**
 * Ascendant (lagna), midheaven and house cusps, sidereal. Placidus is the KP default; whole-sign houses for the D1
 * chart need only the ascendant's sign. Placidus is undefined inside the polar circles: sweph
 * then returns Porphyry cusps, which `system` reports.
 */
import { DEFAULT_AYANAMSA, type Ayanamsa } from './bodies.ts';
import { assertJdInRange } from './range.ts';
import { housesSidereal } from './sweph/houses.ts';
import { SIDEREAL_MODE } from './sweph/ids.ts';
import { useSiderealMode } from './sweph/sidereal.ts';

export const HOUSE_SYSTEMS = {
  placidus: 'P',
  porphyry: 'O',
  equal: 'E',
  sripati: 'S',
  whole_sign: 'W',
  koch: 'K',
} as const;
export type HouseSystem = keyof typeof HOUSE_SYSTEMS;

export interface Houses {
  ascendant: number;
  midheaven: number;
  /** Cusps of houses 1-12, sidereal longitude in degrees. */
  cusps: number[];
  system: HouseSystem;
  /** Set when the asked system cannot be drawn at this latitude and another was used. */
  substituted: string | null;
}

/** Latitude beyond which quadrant systems based on semi-arcs (Placidus, Koch) fail: the polar circles. */
const POLAR = 66.56;

export function houses(
  jdUt: number,
  latitude: number,
  longitude: number,
  system: HouseSystem = 'placidus',
  ayanamsa: Ayanamsa = DEFAULT_AYANAMSA,
): Houses {
  assertJdInRange(jdUt);
  useSiderealMode(SIDEREAL_MODE[ayanamsa]);
  const semiArc = system === 'placidus' || system === 'koch';
  const used: HouseSystem = semiArc && Math.abs(latitude) >= POLAR ? 'porphyry' : system;
  const r = housesSidereal(jdUt, latitude, longitude, HOUSE_SYSTEMS[used]);
  return {
    ascendant: r.ascendant,
    midheaven: r.midheaven,
    cusps: [...r.cusps],
    system: used,
    substituted:
      used === system
        ? null
        : `${system} is undefined at latitude ${latitude} (inside a polar circle); porphyry cusps were used`,
  };
}

export function ascendant(
  jdUt: number,
  latitude: number,
  longitude: number,
  ayanamsa: Ayanamsa = DEFAULT_AYANAMSA,
): number {
  return houses(jdUt, latitude, longitude, 'porphyry', ayanamsa).ascendant;
}
