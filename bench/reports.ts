/**
 * Life-area reports in process: one full marriage report as the compute thread runs it (chart, shadbala, bhavabala,
 * ashtakavarga, yogas, karakas, doshas, Vimshottari, Jupiter and Saturn crossings over ten years, the Tajika year,
 * twelve levels, windows, presentation), then its parts. Saturn's and Jupiter's crossings come from their ten-year
 * block memos after the first call near a date (the cold cost is one row of its own).
 */
import path from 'node:path';
import { initEphemeris } from '../src/engine/astro/sweph/index.ts';
import { julianDayUT } from '../src/engine/astro/time.ts';
import { computeChart } from '../src/engine/jyotish/chart/compute.ts';
import { tropicalPosition } from '../src/engine/astro/positions.ts';
import { clearSaturnCrossingCache } from '../src/engine/jyotish/dosha/saturn-crossing-cache.ts';
import { activationInputs, lifeAreaReport } from '../src/engine/reports/activation/index.ts';
import { reportTasks } from '../src/compute/tasks/reports.ts';
import { birthOf } from './charts.ts';
import { timeCalls, type BenchRow } from './harness.ts';

/** The bench's births, moved 60 years back when they fall after the report's date (births run 1930-2029). */
function pastBirth(i: number) {
  const b = birthOf(i);
  const year = Number(b.date.slice(0, 4));
  return year < 2026 ? b : { ...b, date: `${year - 60}${b.date.slice(4)}` };
}

/** Mean process CPU time per call (user + system, all threads: the collector's too), after a warm-up. */
function cpuPerCall(name: string, n: number, fn: (i: number) => unknown): BenchRow {
  for (let i = 0; i < 100; i++) fn(i);
  const start = process.cpuUsage();
  for (let i = 0; i < n; i++) fn(i);
  const used = process.cpuUsage(start);
  const mean = (used.user + used.system) / n;
  return { name, unit: 'us', median: mean, p99: Number.NaN, n, note: 'mean CPU, not wall time' };
}

export async function benchReports(): Promise<BenchRow[]> {
  initEphemeris(path.resolve(import.meta.dirname, '..', 'data', 'ephe'));
  const now = Date.UTC(2026, 10, 25);
  const asOf = julianDayUT(now);
  const rows: BenchRow[] = [];
  // Anchors in the same run, so the figures read as ratios on a shared, loaded machine.
  const calc = timeCalls('raw: one tropical position (calc_ut)', 20_000, (i) =>
    tropicalPosition(2451545 + i, 'Saturn'),
  );
  const chart = timeCalls('chart compute (the D1 chart every report starts from)', 1_000, (i) =>
    computeChart(pastBirth(i)),
  );
  rows.push(calc, chart);
  const ratio = (r: BenchRow) =>
    `= ${(r.median / chart.median).toFixed(1)} charts = ${(r.median / calc.median).toFixed(0)} calc_ut`;
  const body = (i: number) => ({ native: pastBirth(i), horizon_years: 10 });
  const full = timeCalls(
    'marriage report, full task (chart + every engine + 12 levels + windows + JSON shape; target <= 5 ms)',
    500,
    (i) => reportTasks.marriageReport.run({ body: body(i), now }),
  );
  full.note = ratio(full);
  rows.push(full);
  rows.push(
    cpuPerCall(
      'marriage report, full task: process CPU time per call (less sensitive to other processes on the cores)',
      300,
      (i) => reportTasks.marriageReport.run({ body: body(i), now }),
    ),
  );
  rows.push(
    timeCalls('career report, full task (10th, D10, raja yogas)', 500, (i) =>
      reportTasks.careerReport.run({ body: { ...pastBirth(i), horizon_years: 10 }, now }),
    ),
  );
  const charts = Array.from({ length: 64 }, (_, i) => computeChart(pastBirth(i)));
  const chartAt = (i: number) => charts[i % charts.length]!;
  rows.push(
    timeCalls(
      'activation inputs of a computed chart (shadbala, bhavabala, AV, yogas, doshas, dasha, transits, varshaphal)',
      500,
      (i) => activationInputs(chartAt(i), { asOfJdUt: asOf, horizonYears: 10 }),
    ),
  );
  const inputs = charts.map((c) => activationInputs(c, { asOfJdUt: asOf, horizonYears: 10 }));
  rows.push(
    timeCalls('twelve levels + windows from the inputs (no ephemeris)', 5_000, (i) =>
      lifeAreaReport('marriage', inputs[i % inputs.length]!),
    ),
  );
  const cold = timeCalls(
    'marriage report, cold: Saturn and Jupiter crossing memos emptied before each call',
    30,
    (i) => {
      clearSaturnCrossingCache();
      return reportTasks.marriageReport.run({ body: body(i), now });
    },
  );
  rows.push(cold);
  return rows;
}
