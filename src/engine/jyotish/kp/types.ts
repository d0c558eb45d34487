/** Shapes of the KP (Krishnamurti Paddhati) results; the HTTP layer turns field names to snake_case. */
import type { Ayanamsa } from '../../astro/bodies.ts';
import type { HouseSystem } from '../../astro/houses.ts';
import type { Citation } from '../../tables/sources.ts';
import type { Graha, SevenGraha, Sign } from '../../vocabulary/names.ts';
import type { KpLords } from './subs.ts';

export type LunarNode = 'Rahu' | 'Ketu';

export interface KpPlanet extends KpLords {
  planet: Graha;
  /** Placidus bhava (1-12) whose cusp-to-cusp span holds the graha. */
  house: number;
  retrograde: boolean;
}

export interface KpCusp extends KpLords {
  cusp: number;
}

/** A node standing in for a graha it represents (KP_NODE_AGENCY). */
export interface NodeAgent {
  node: LunarNode;
  principal: Graha;
  level: 2 | 4;
}

export interface HouseSignificators {
  house: number;
  /** Lord of the sign on the cusp. */
  owner: SevenGraha;
  /** Grahas in the star of an occupant (level 2 list), strongest. */
  level1: Graha[];
  /** Occupants, and nodes standing in for an occupant. */
  level2: Graha[];
  /** Grahas in the star of the owner (level 4 list). */
  level3: Graha[];
  /** The owner, and nodes standing in for it. */
  level4: Graha[];
  agents: NodeAgent[];
}

export interface GrahaSignification {
  planet: Graha;
  starLord: Graha;
  /** Every house the graha signifies at any level, ascending. */
  signifies: number[];
  byLevel: { level1: number[]; level2: number[]; level3: number[]; level4: number[] };
}

export interface NodeAgency {
  node: LunarNode;
  sign: Sign;
  /** Sign lord and grahas conjoined (same sign): the node acts for them. */
  principals: Graha[];
  /** Grahas aspecting the node's sign (graha drishti): reported, adding no houses. */
  aspectedBy: Graha[];
}

export interface KpResult {
  method: string;
  ayanamsa: Ayanamsa;
  ayanamsaDegrees: number;
  houseSystem: HouseSystem;
  planets: KpPlanet[];
  cusps: KpCusp[];
  significators: GrahaSignification[];
  houseSignificators: HouseSignificators[];
  nodeAgency: NodeAgency[];
  /** E.g. Placidus undefined inside a polar circle, porphyry used. */
  notes: string[];
  refs: readonly Citation[];
}
