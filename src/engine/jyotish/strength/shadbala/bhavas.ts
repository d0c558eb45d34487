/**
 * Sripati bhavas: the lagna and the MC are the madhyas of the 1st and 10th bhavas, their
 * opposites those of the 7th and 4th, and each quadrant's ecliptic arc is trisected for the madhyas between, which
 * is the Porphyry division; each bhava begins (sandhi) midway between its madhya and the one before, which is what
 * sweph's 'S' system returns as cusps. One houses call.
 */
import { norm360, signedDiff } from '../../../vocabulary/angles.ts';
import { houses } from '../../../astro/houses.ts';
import type { Chart } from '../../chart/types.ts';
import type { SripatiBhavas } from './types.ts';
import { at } from '../../../errors.ts';

export function sripatiBhavas(chart: Chart): SripatiBhavas {
  const h = houses(chart.moment.jdUt, chart.latitude, chart.longitude, 'porphyry', chart.ayanamsa);
  const madhya = h.cusps.map(norm360);
  const sandhi = madhya.map((m, i) => {
    const prev = at(madhya, (i + 11) % 12, 'bhava madhya');
    return norm360(prev + signedDiff(m, prev) / 2);
  });
  return { madhya, sandhi };
}
