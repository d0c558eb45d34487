/**
 * The parts for people: drawing a chart as SVG from a computed chart (North, South and East Indian, the Sudarshana
 * chakra), the whole chart-svg task (chart + drawing, what one GET/POST /api/v2/chart-svg computes), a labels block,
 * and the kundli report as an HTML document from the routes' answers (printing it to PDF is Chromium's work).
 */
import path from 'node:path';
import { initEphemeris } from '../src/engine/astro/sweph/index.ts';
import { computeChart } from '../src/engine/jyotish/chart/compute.ts';
import { pictureOf } from '../src/compute/chart-svg/picture.ts';
import { renderChartSvg } from '../src/compute/chart-svg/render.ts';
import { labelsBlock, PANCHANGA_LABEL_KINDS } from '../src/compute/labels.ts';
import { chartImageTasks } from '../src/compute/tasks/chart-image.ts';
import { birthOf } from './charts.ts';
import { timeCalls, type BenchRow } from './harness.ts';

export async function benchPeople(): Promise<BenchRow[]> {
  initEphemeris(path.resolve(import.meta.dirname, '..', 'data', 'ephe'));
  const charts = Array.from({ length: 64 }, (_, i) => computeChart(birthOf(i)));
  const chartAt = (i: number) => charts[i % charts.length]!;
  const rows: BenchRow[] = [];
  const chart = timeCalls('chart (for comparison): computeChart', 2_000, (i) => computeChart(birthOf(i)));
  rows.push(chart);
  const north = timeCalls('chart SVG, North Indian D1, hi labels (drawing only)', 10_000, (i) =>
    renderChartSvg(pictureOf(chartAt(i), 'D1'), 'north', 'hi'),
  );
  north.note = `= ${((north.median / chart.median) * 100).toFixed(1)} % of the chart`;
  rows.push(north);
  rows.push(
    timeCalls('chart SVG, South Indian D9, en labels (drawing only)', 10_000, (i) =>
      renderChartSvg(pictureOf(chartAt(i), 'D9'), 'south', 'en'),
    ),
  );
  rows.push(
    timeCalls('chart SVG, East Indian D1, ta labels (drawing only)', 10_000, (i) =>
      renderChartSvg(pictureOf(chartAt(i), 'D1'), 'east', 'ta'),
    ),
  );
  rows.push(
    timeCalls('chart SVG, Sudarshana chakra, en labels (drawing only)', 5_000, (i) =>
      renderChartSvg(pictureOf(chartAt(i), 'D1'), 'sudarshana', 'en'),
    ),
  );
  const task = timeCalls('chart-svg task: chart + North D1 drawing + conventions', 2_000, (i) =>
    chartImageTasks.chartSvg.run({ input: { ...birthOf(i), style: 'north', varga: 'D1' }, from: 'body' }),
  );
  task.note = `= ${(task.median / chart.median).toFixed(2)} x the chart`;
  rows.push(task);
  rows.push(
    timeCalls('labels block for the panchanga (ta, 10 kinds)', 20_000, () => labelsBlock('ta', PANCHANGA_LABEL_KINDS)),
  );
  return rows;
}
