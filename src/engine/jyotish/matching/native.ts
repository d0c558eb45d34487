/**
 * What matching reads of one native, computed directly: the Moon (for the kootas) and the lagna with the signs of
 * the grahas mangal dosha reads (for the cross-check). No sunrise, vargas or dignities: a full chart would cost several
 * times more and a batch of 50 computes 51 of these.
 */
import { DEFAULT_AYANAMSA, type Ayanamsa } from '../../astro/bodies.ts';
import { houses as houseCusps } from '../../astro/houses.ts';
import { resolveMoment, type Moment, type MomentInput } from '../../astro/moment.ts';
import { siderealPosition } from '../../astro/positions.ts';
import { MANGAL_DOSHA_CANCELLATIONS } from '../../tables/dosha/mangal-dosha.ts';
import { signOf, type Graha } from '../../vocabulary/names.ts';
import type { MangalFacts } from '../dosha/mangal-dosha.ts';
import { matchMoon, type MatchMoon } from './moon.ts';

export type NodeType = 'mean' | 'true';

export interface MatchNative {
  moment: Moment;
  ayanamsa: Ayanamsa;
  nodeType: NodeType;
  moon: MatchMoon;
  /** Lagna and graha signs, as the mangal-dosha engine reads them; absent when not asked for (kootas only). */
  mangal?: MangalFacts;
}

export interface NativeOptions {
  ayanamsa?: Ayanamsa;
  nodeType?: NodeType;
  /** Also compute the lagna and the grahas mangal dosha reads (four more ephemeris calls and the houses). */
  mangal?: boolean;
}

/**
 * The grahas matching reads: the Moon, and for mangal dosha Mars, the Moon, Venus and every graha a cancellation
 * names (Jupiter today). Read from the table, so a new cancellation brings its graha with it.
 */
const MANGAL_GRAHAS: readonly Graha[] = [
  ...new Set<Graha>([
    'Mars',
    'Moon',
    'Venus',
    ...MANGAL_DOSHA_CANCELLATIONS.data.flatMap((c): Graha[] => {
      const r = c.rule;
      return r.kind === 'conjoined_with' || r.kind === 'aspected_by'
        ? [r.graha]
        : r.kind === 'in_lagna'
          ? [...r.grahas]
          : [];
    }),
  ]),
];
const BODY = {
  Sun: 'Sun',
  Moon: 'Moon',
  Mars: 'Mars',
  Mercury: 'Mercury',
  Jupiter: 'Jupiter',
  Venus: 'Venus',
  Saturn: 'Saturn',
  Rahu: null,
  Ketu: null,
} as const;

export function matchNative(input: MomentInput, options: NativeOptions = {}): MatchNative {
  const moment = resolveMoment(input);
  const ayanamsa = options.ayanamsa ?? DEFAULT_AYANAMSA;
  const nodeType = options.nodeType ?? 'mean';
  const jd = moment.jdUt;
  const longitude = (g: Graha): number => {
    const body = BODY[g];
    if (body !== null) return siderealPosition(jd, body, { ayanamsa }).longitude;
    const rahu = siderealPosition(jd, nodeType === 'mean' ? 'MeanNode' : 'TrueNode', { ayanamsa }).longitude;
    return g === 'Rahu' ? rahu : (rahu + 180) % 360;
  };
  if (options.mangal !== true) return { moment, ayanamsa, nodeType, moon: matchMoon(longitude('Moon')) };
  const ascendant = houseCusps(jd, input.latitude, input.longitude, 'porphyry', ayanamsa).ascendant;
  const lon = new Map(MANGAL_GRAHAS.map((g) => [g, longitude(g)]));
  // Only the grahas mangal dosha reads are present: MangalFacts is read through the same cancellation table.
  const grahas = Object.fromEntries([...lon].map(([g, l]) => [g, { signIndex: signOf(l).index }])) as Record<
    Graha,
    { signIndex: number }
  >;
  return {
    moment,
    ayanamsa,
    nodeType,
    moon: matchMoon(lon.get('Moon') ?? longitude('Moon')),
    mangal: { lagna: { signIndex: signOf(ascendant).index }, grahas },
  };
}
