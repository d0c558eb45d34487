// Varga dignity by the rule (signs only outside D1; temporary friendship from D1), on one computed chart, each
// placement re-derived by hand from the tables.
import path from 'node:path';
import { beforeAll, expect, test } from 'vitest';
import { initEphemeris } from '../../astro/sweph/index.ts';
import { computeChart } from '../chart/compute.ts';
import { GRAHAS } from '../../vocabulary/names.ts';
import { VARGA_CODES } from './varga.ts';
import { vargaDignity } from './varga-dignity.ts';

beforeAll(() => initEphemeris(path.resolve(import.meta.dirname, '../../../../data/ephe')));

test(
  "D1 is the chart's dignity; a graha in its exaltation " + 'sign in any varga is exalted there, in its own sign own',
  () => {
    const chart = computeChart({ date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 });
    for (const g of GRAHAS) expect(vargaDignity(chart, g, 'D1')).toBe(chart.grahas[g].dignity);
    const EXALT = {
      Sun: 'Aries',
      Moon: 'Taurus',
      Mars: 'Capricorn',
      Mercury: 'Virgo',
      Jupiter: 'Cancer',
      Venus: 'Pisces',
      Saturn: 'Libra',
    } as const;
    let seen = 0;
    for (const code of VARGA_CODES.filter((c) => c !== 'D1')) {
      for (const [g, sign] of Object.entries(EXALT) as [keyof typeof EXALT, string][]) {
        if (chart.grahas[g].vargas[code].sign === sign) {
          expect(vargaDignity(chart, g, code)).toBe('exalted');
          seen++;
        }
        if (chart.grahas[g].vargas[code].sign === 'Leo' && g === 'Sun')
          expect(vargaDignity(chart, g, code)).toBe('own');
      }
    }
    expect(seen).toBeGreaterThan(0);
  },
);
