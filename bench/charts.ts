/**
 * Birth-chart engine costs, in process, each beside the raw ephemeris cost it stands on (DESIGN section 10: full
 * v2 kundli compute <= 1 ms; a D1 chart of 9 grahas + houses ~100 us).
 */
import path from 'node:path';
import { houses } from '../src/engine/astro/houses.ts';
import { siderealPosition } from '../src/engine/astro/positions.ts';
import { initEphemeris } from '../src/engine/astro/sweph/index.ts';
import { computeChart } from '../src/engine/jyotish/chart/compute.ts';
import { currentDasha, vimshottari } from '../src/engine/jyotish/dasha/vimshottari.ts';
import { allVargas } from '../src/engine/jyotish/varga/varga.ts';
import { timeCalls, type BenchRow } from './harness.ts';

const PLACES = [
  { latitude: 26.85, longitude: 80.95 },
  { latitude: 12.9716, longitude: 77.5946 },
  { latitude: 51.5074, longitude: -0.1278 },
  { latitude: -33.8688, longitude: 151.2093 },
];
/** Births spread over a century, so no cache or branch pattern flatters a figure. */
export const birthOf = (i: number) => ({
  date: new Date(Date.UTC(1930, 0, 1) + ((i * 7919) % 36_500) * 86_400_000).toISOString().slice(0, 10),
  time: `${String((i * 7) % 24).padStart(2, '0')}:${String((i * 13) % 60).padStart(2, '0')}`,
  ...(PLACES[i % PLACES.length] ?? PLACES[0]!),
});

export async function benchCharts(): Promise<BenchRow[]> {
  initEphemeris(path.resolve(import.meta.dirname, '..', 'data', 'ephe'));
  const rows: BenchRow[] = [];
  const jd = (i: number) => 2433282.5 + ((i * 7919) % 36_500);
  const grahas = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'MeanNode'] as const;
  const raw = timeCalls('raw: D1 positions + ascendant (8 calc_ut + 1 houses)', 5_000, (i) => {
    grahas.map((g) => siderealPosition(jd(i), g));
    return houses(jd(i), 26.85, 80.95, 'porphyry');
  });
  rows.push(raw);
  const chart = timeCalls('chart: grahas, lagna, dignity, 16 vargas, birth panchanga (with sunrise/sunset)', 2_000, (i) => computeChart(birthOf(i)));
  chart.note = `= ${(chart.median / raw.median).toFixed(1)} x the raw D1 cost`;
  rows.push(chart);
  const kundli = timeCalls('full v2 kundli compute: chart + Vimshottari + current 5 levels (target <= 1 ms)', 2_000, (i) => {
    const c = computeChart(birthOf(i));
    const v = vimshottari(c.grahas.Moon.longitude, c.moment.jdUt);
    return currentDasha(v, c.moment.jdUt + 12_000);
  });
  kundli.note = `= ${(kundli.median / raw.median).toFixed(1)} x the raw D1 cost`;
  rows.push(kundli);
  rows.push(timeCalls('sixteen vargas of one longitude', 20_000, (i) => allVargas((i * 13.37) % 360)));
  return rows;
}
