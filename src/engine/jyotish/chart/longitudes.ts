/** The nine grahas' sidereal longitudes at an instant (transits, horoscope samples): seven positions and a node. */
import { DEFAULT_AYANAMSA, type Ayanamsa } from '../../astro/bodies.ts';
import { siderealPosition } from '../../astro/positions.ts';
import { norm360 } from '../../vocabulary/angles.ts';
import { SEVEN_GRAHAS, type Graha } from '../../vocabulary/names.ts';
import type { NodeType } from './types.ts';

export interface SkyOptions {
  ayanamsa?: Ayanamsa;
  /** Default mean, as a chart's. */
  nodeType?: NodeType;
}

export function grahaLongitudesAt(jdUt: number, options: SkyOptions = {}): Record<Graha, number> {
  const opts = { ayanamsa: options.ayanamsa ?? DEFAULT_AYANAMSA };
  const out = Object.fromEntries(SEVEN_GRAHAS.map((g) => [g, siderealPosition(jdUt, g, opts).longitude])) as Record<
    Graha,
    number
  >;
  out.Rahu = siderealPosition(jdUt, options.nodeType === 'true' ? 'TrueNode' : 'MeanNode', opts).longitude;
  out.Ketu = norm360(out.Rahu + 180);
  return out;
}
