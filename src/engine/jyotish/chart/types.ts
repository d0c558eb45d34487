/**
 * The facts of one birth chart, computed once per request (compute.ts) and read by every rule, strength and
 * system: nothing downstream computes a position again except where a method needs another instant.
 */
import type { Ayanamsa } from '../../astro/bodies.ts';
import type { Moment } from '../../astro/moment.ts';
import type { SunriseRule } from '../../astro/riseset.ts';
import type { LimbsAt } from '../panchanga/limbs.ts';
import type { VaraValue } from '../panchanga/vara.ts';
import type { Graha, Nakshatra, SevenGraha, Sign } from '../../vocabulary/names.ts';
import type { VargaCode, VargaPlacement } from '../varga/varga.ts';

export type NodeType = 'mean' | 'true';

export interface ChartOptions {
  ayanamsa?: Ayanamsa;
  nodeType?: NodeType;
  sunriseRule?: SunriseRule;
}

import type { Dignity } from '../../vocabulary/dignity.ts';

export type { CompoundRelation, Dignity } from '../../vocabulary/dignity.ts';

export interface PointFacts {
  /** Sidereal longitude, degrees [0, 360). */
  longitude: number;
  signIndex: number;
  sign: Sign;
  /** Degrees within the sign. */
  degree: number;
  nakshatra: Nakshatra;
  nakshatraIndex: number;
  pada: number;
  nakshatraLord: Graha;
  /** Arc-seconds to the nearest sign boundary. */
  signMarginArcsec: number;
  vargas: Record<VargaCode, VargaPlacement>;
  vargottama: boolean;
}

export interface Combustion {
  combust: boolean;
  /** Distance from the Sun in longitude, degrees. */
  distanceFromSun: number;
  /** The orb applied (null for the Sun and the nodes, which are never combust). */
  orb: number | null;
}

export interface GrahaFacts extends PointFacts {
  graha: Graha;
  latitude: number;
  /** Degrees per day; negative when retrograde. */
  speed: number;
  /** Whole-sign house from the lagna, 1-12. */
  house: number;
  /** Rahu and Ketu are retrograde by convention. */
  retrograde: boolean;
  combustion: Combustion;
  dignity: Dignity;
  signLord: SevenGraha;
}

export interface LagnaFacts extends PointFacts {
  lord: SevenGraha;
}

export interface HouseFacts {
  house: number;
  signIndex: number;
  sign: Sign;
  lord: SevenGraha;
  occupants: Graha[];
  /** Grahas casting a full aspect (graha drishti) on this house. */
  aspectedBy: Graha[];
}

export interface BirthPanchanga {
  limbs: LimbsAt;
  vara: VaraValue;
  /** Sunrise of the birth's local date (JD UT); null in polar day or night. */
  sunriseJdUt: number | null;
  sunsetJdUt: number | null;
  /** Born between sunrise and sunset. */
  dayBirth: boolean | null;
}

export interface Chart {
  moment: Moment;
  latitude: number;
  longitude: number;
  ayanamsa: Ayanamsa;
  ayanamsaDegrees: number;
  nodeType: NodeType;
  sunriseRule: SunriseRule;
  lagna: LagnaFacts;
  grahas: Record<Graha, GrahaFacts>;
  houses: HouseFacts[];
  panchanga: BirthPanchanga;
  warnings: string[];
}
