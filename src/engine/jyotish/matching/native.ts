/**
 * What matching reads of one native, computed directly: the Moon (for the kootas) and the lagna with the signs of
 * the grahas (for the mangal-dosha cross-check). No sunrise, vargas or dignities: a full chart would cost several
 * times more and a batch of 50 computes 51 of these.
 */
import { DEFAULT_AYANAMSA, type Ayanamsa } from '../../astro/bodies.ts';
import { houses as houseCusps } from '../../astro/houses.ts';
import { resolveMoment, type Moment, type MomentInput } from '../../astro/moment.ts';
import { siderealPosition } from '../../astro/positions.ts';
import { GRAHAS, signOf, type Graha } from '../../vocabulary/names.ts';
import type { MangalFacts } from '../dosha/mangal-dosha.ts';
import { matchMoon, type MatchMoon } from './moon.ts';

export type NodeType = 'mean' | 'true';

export interface MatchNative {
  moment: Moment;
  ayanamsa: Ayanamsa;
  nodeType: NodeType;
  moon: MatchMoon;
  /** Lagna and graha signs, as the mangal-dosha engine reads them. */
  mangal: MangalFacts;
}

const BODIES = { Sun: 'Sun', Moon: 'Moon', Mars: 'Mars', Mercury: 'Mercury', Jupiter: 'Jupiter', Venus: 'Venus', Saturn: 'Saturn' } as const;

export function matchNative(input: MomentInput, options: { ayanamsa?: Ayanamsa; nodeType?: NodeType } = {}): MatchNative {
  const moment = resolveMoment(input);
  const ayanamsa = options.ayanamsa ?? DEFAULT_AYANAMSA;
  const nodeType = options.nodeType ?? 'mean';
  const jd = moment.jdUt;
  const longitude = {} as Record<Graha, number>;
  for (const g of Object.keys(BODIES) as (keyof typeof BODIES)[]) longitude[g] = siderealPosition(jd, BODIES[g], { ayanamsa }).longitude;
  const rahu = siderealPosition(jd, nodeType === 'mean' ? 'MeanNode' : 'TrueNode', { ayanamsa }).longitude;
  longitude.Rahu = rahu;
  longitude.Ketu = (rahu + 180) % 360;
  const ascendant = houseCusps(jd, input.latitude, input.longitude, 'porphyry', ayanamsa).ascendant;
  const grahas = Object.fromEntries(GRAHAS.map((g) => [g, { signIndex: signOf(longitude[g]).index }])) as Record<Graha, { signIndex: number }>;
  return { moment, ayanamsa, nodeType, moon: matchMoon(longitude.Moon), mangal: { lagna: { signIndex: signOf(ascendant).index }, grahas } };
}
