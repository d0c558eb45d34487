/**
 * Birth-chart engine costs, in process, each beside the raw ephemeris cost it stands on.
 */
import path from 'node:path';
import { houses } from '../src/engine/astro/houses.ts';
import { siderealPosition } from '../src/engine/astro/positions.ts';
import { initEphemeris } from '../src/engine/astro/sweph/index.ts';
import { computeChart } from '../src/engine/jyotish/chart/compute.ts';
import { currentDasha, vimshottari } from '../src/engine/jyotish/dasha/vimshottari.ts';
import { jaimini } from '../src/engine/jyotish/jaimini/index.ts';
import { kpChart } from '../src/engine/jyotish/kp/index.ts';
import { ayurdaya } from '../src/engine/jyotish/longevity/index.ts';
import { ashtakavarga } from '../src/engine/jyotish/strength/ashtakavarga/index.ts';
import { bhavabala } from '../src/engine/jyotish/strength/bhavabala/index.ts';
import { shadbala } from '../src/engine/jyotish/strength/shadbala/index.ts';
import { varshaphal } from '../src/engine/jyotish/tajika/varshaphal.ts';
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
  const chart = timeCalls(
    'chart: grahas, lagna, dignity, 16 vargas, birth panchanga (with sunrise/sunset)',
    2_000,
    (i) => computeChart(birthOf(i)),
  );
  chart.note = `= ${(chart.median / raw.median).toFixed(1)} x the raw D1 cost`;
  rows.push(chart);
  const kundli = timeCalls(
    'full v2 kundli compute: chart + Vimshottari + current 5 levels (target <= 1 ms)',
    2_000,
    (i) => {
      const c = computeChart(birthOf(i));
      const v = vimshottari(c.grahas.Moon.longitude, c.moment.jdUt);
      return currentDasha(v, c.moment.jdUt + 12_000);
    },
  );
  kundli.note = `= ${(kundli.median / raw.median).toFixed(1)} x the raw D1 cost`;
  rows.push(kundli);
  rows.push(timeCalls('sixteen vargas of one longitude', 20_000, (i) => allVargas((i * 13.37) % 360)));
  rows.push(
    timeCalls('divisional charts: 16 vargas of lagna + 9 grahas (from computed longitudes)', 5_000, (i) =>
      Array.from({ length: 10 }, (_, k) => allVargas((i * 13.37 + k * 41.3) % 360)),
    ),
  );

  // Systems read from one computed chart: the chart is built once outside the timed call, as a route does.
  const charts = Array.from({ length: 64 }, (_, i) => computeChart(birthOf(i)));
  const chartAt = (i: number) => charts[i % charts.length]!;
  const sb = timeCalls('shadbala: six components of 7 grahas (1 houses call + 0-2 rise/set searches)', 2_000, (i) =>
    shadbala(chartAt(i)),
  );
  sb.note = `= ${(sb.median / raw.median).toFixed(1)} x the raw D1 cost`;
  rows.push(sb);
  const balas = charts.map((c) => shadbala(c));
  rows.push(
    timeCalls('bhavabala (given shadbala): Sripati madhyas, dig, drishti', 2_000, (i) =>
      bhavabala(chartAt(i), balas[i % balas.length]!),
    ),
  );
  rows.push(
    timeCalls('ashtakavarga: 8 BAVs, SAV, shodhana, pindas (no ephemeris)', 5_000, (i) => ashtakavarga(chartAt(i))),
  );
  rows.push(timeCalls('ayurdaya: pindayu, nisargayu, amsayu (no ephemeris)', 5_000, (i) => ayurdaya(chartAt(i))));
  const kp = timeCalls('KP: Placidus cusps + lords + significators', 2_000, (i) => {
    const c = chartAt(i);
    return kpChart(c, houses(c.moment.jdUt, c.latitude, c.longitude, 'placidus', c.ayanamsa));
  });
  const placidus = timeCalls('raw: Placidus cusps (one houses call)', 5_000, (i) =>
    houses(jd(i), 26.85, 80.95, 'placidus'),
  );
  rows.push(placidus);
  kp.note = `= ${(kp.median / placidus.median).toFixed(1)} x the raw Placidus call`;
  rows.push(kp);
  rows.push(timeCalls('jaimini: karakas, arudhas, chara dasha (no ephemeris)', 5_000, (i) => jaimini(chartAt(i))));
  const annual = timeCalls('varshaphal: solar return + annual chart + yogas + sahams + mudda', 300, (i) =>
    varshaphal(chartAt(i), Number(chartAt(i).moment.utcIso.slice(0, 4)) + 1 + (i % 30)),
  );
  annual.note = `= ${(annual.median / chart.median).toFixed(1)} x a natal chart`;
  rows.push(annual);
  return rows;
}
