/** Sidereal (Lahiri) place of the eclipsed body at the global maximum, with its sign and nakshatra. */
import { nakshatraOf, signOf } from '../../vocabulary/names.ts';
import { siderealPosition } from '../positions.ts';
import type { EclipsedBody } from './types.ts';

export function eclipsedBody(jdUt: number, body: 'Sun' | 'Moon'): EclipsedBody {
  const longitude = siderealPosition(jdUt, body, { ayanamsa: 'lahiri' }).longitude;
  const sign = signOf(longitude);
  const nakshatra = nakshatraOf(longitude);
  return {
    body,
    siderealLongitude: longitude,
    ayanamsa: 'lahiri',
    sign: sign.name,
    signDegree: sign.degree,
    nakshatra: nakshatra.name,
    pada: nakshatra.pada,
  };
}
