/**
 * `npm run bench`: every benchmark case, printed as a table and written to bench/results.json (median and p99 per
 * case). Later areas add their module to CASES. Speed is measured here, never asserted in tests.
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BenchRow } from './harness.ts';
import { benchCalendar } from './calendar.ts';
import { benchCharts } from './charts.ts';
import { benchReadings } from './readings.ts';
import { benchHttp } from './http.ts';
import { benchMatching } from './matching.ts';
import { benchMarriage } from './marriage.ts';
import { benchMuhurta } from './muhurta.ts';
import { benchOracle } from './oracle.ts';
import { benchPeople } from './people.ts';
import { benchPlaces } from './places.ts';
import { benchRanges } from './ranges.ts';
import { benchReports } from './reports.ts';
import { benchSignIn } from './sign-in.ts';
import { benchVault } from './vault.ts';
import { benchWorkers } from './workers.ts';

const CASES: { area: string; run: () => Promise<BenchRow[]> }[] = [
  { area: 'places', run: benchPlaces },
  { area: 'calendar', run: benchCalendar },
  { area: 'charts', run: benchCharts },
  { area: 'readings', run: benchReadings },
  { area: 'matching', run: benchMatching },
  { area: 'marriage', run: benchMarriage },
  { area: 'reports', run: benchReports },
  { area: 'muhurta', run: benchMuhurta },
  { area: 'oracle', run: benchOracle },
  { area: 'ranges', run: benchRanges },
  { area: 'vault', run: benchVault },
  { area: 'sign-in', run: benchSignIn },
  { area: 'people', run: benchPeople },
  { area: 'http', run: benchHttp },
  { area: 'scaling', run: benchWorkers },
];

const only = process.argv[2];
const results: (BenchRow & { area: string })[] = [];
for (const c of CASES) {
  if (only !== undefined && c.area !== only) continue;
  process.stderr.write(`bench: ${c.area}...\n`);
  for (const row of await c.run()) results.push({ area: c.area, ...row });
}

const fmt = (v: number) => (Number.isNaN(v) ? '' : v >= 100 ? v.toFixed(0) : v >= 1 ? v.toFixed(2) : v.toFixed(3));
const table = [
  ['area', 'case', 'median', 'p99', 'unit', 'n', 'note'],
  ...results.map((r) => [r.area, r.name, fmt(r.median), fmt(r.p99), r.unit, String(r.n), r.note ?? '']),
];
const widths = table[0]?.map((_, i) => Math.max(...table.map((row) => (row[i] ?? '').length))) ?? [];
for (const row of table)
  console.log(
    row
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd(),
  );

const out = {
  date: new Date().toISOString(),
  node: process.version,
  cpu: os.cpus()[0]?.model ?? 'unknown',
  cores: os.cpus().length,
  results: results.map((r) => ({
    ...r,
    median: Number.isNaN(r.median) ? null : r.median,
    p99: Number.isNaN(r.p99) ? null : r.p99,
  })),
};
writeFileSync(path.join(import.meta.dirname, 'results.json'), `${JSON.stringify(out, null, 2)}\n`);
