/**
 * The one "largest error seen" helper of the reference tests. A test keeps a `Worst` per quantity (`worst()`,
 * `record()`), then `report()`s it once with the quantity's id, its reference and its tolerance:
 *
 * - it prints the line (`console.info`), as every reference test always did;
 * - with ACCURACY_OUT=<file> (set by `npm run accuracy`, scripts/accuracy.ts) it appends the record to that file,
 *   from which the script writes data/accuracy.json;
 * - otherwise it compares the record with the committed one and throws when they differ, so CI fails while
 *   data/accuracy.json is stale ("run npm run accuracy"). Rounding is the published one (src/http/accuracy-data.ts).
 *
 * The place of the largest error (`worst_case`) is published but not compared: two cases whose errors tie to the
 * last bit may swap on another machine without any number changing.
 *
 * A run that did not run the whole file (`vitest -t`, `.only`, a skipped test) may count fewer cases, mostly where a
 * report sums several tests in `afterAll`. Such a report is compared only when it counted at least the committed
 * cases; a whole file's report is always compared. vitest marks a test filtered out and a `test.skip` alike, so a
 * file with a test skipped in its source (eclipse/published.test.ts, dasha/vimshottari.test.ts) is held to that
 * weaker check too: a drop in its case count shows only in the diff `npm run accuracy` makes.
 */
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, type RunnerTask, type RunnerTestFile } from 'vitest';
import { PROJECT_ROOT } from '../../src/config.ts';
import { readAccuracy, roundError } from '../../src/http/accuracy-data.ts';
import type { AccuracyRecord } from '../../src/schemas/accuracy.ts';
import { REFERENCES, type ReferenceId } from '../reference/references.ts';

export interface Worst {
  max: number;
  at: string;
  count: number;
}

export function worst(): Worst {
  return { max: 0, at: '', count: 0 };
}

/** Counts one compared value; keeps the first of the largest errors (NaN counts as largest: it must fail). */
export function record(w: Worst, error: number, at: string): void {
  w.count += 1;
  if (!(error <= w.max)) {
    w.max = error;
    w.at = at;
  }
}

/** What one report measures. `id` is stable (the key in data/accuracy.json): area.quantity.reference. */
export interface Measure {
  id: string;
  quantity: string;
  reference: ReferenceId;
  unit: string;
  tolerance: number;
}

export const ACCURACY_ENV = 'ACCURACY_OUT';
export const STALE_HINT = 'run npm run accuracy';

/** The published record of a measurement (rounded as published). */
export function toRecord(m: Measure, w: Worst, testFile: string): AccuracyRecord {
  if (w.count === 0) throw new Error(`accuracy ${m.id}: no value was compared`);
  if (!Number.isFinite(w.max)) throw new Error(`accuracy ${m.id}: the largest error is ${w.max} at ${w.at}`);
  const ref = REFERENCES[m.reference];
  return {
    id: m.id,
    quantity: m.quantity,
    reference: ref.name,
    independent: ref.independent,
    cases: w.count,
    max_error: roundError(w.max),
    unit: m.unit,
    tolerance: m.tolerance,
    worst_case: w.at === '' ? null : w.at,
    test: testFile,
  };
}

const COMPARED = ['quantity', 'reference', 'independent', 'cases', 'max_error', 'unit', 'tolerance', 'test'] as const;

/**
 * Why a measured record differs from the committed one, or null when it does not. `ranWhole` false (some test of the
 * file was filtered out or skipped) with fewer cases than committed: a partial measurement, not compared.
 */
export function staleness(
  measured: AccuracyRecord,
  committed: AccuracyRecord | undefined,
  ranWhole = true,
): string | null {
  if (committed === undefined) return `accuracy ${measured.id} is not in data/accuracy.json: ${STALE_HINT}`;
  if (!ranWhole && measured.cases < committed.cases) return null;
  const changed = COMPARED.filter((k) => measured[k] !== committed[k]);
  if (changed.length === 0) return null;
  const was = changed.map((k) => `${k} ${JSON.stringify(committed[k])} -> ${JSON.stringify(measured[k])}`).join(', ');
  return `accuracy ${measured.id} changed (${was}); data/accuracy.json is stale: ${STALE_HINT}`;
}

let committed: Map<string, AccuracyRecord> | undefined;
function committedRecord(id: string): AccuracyRecord | undefined {
  committed ??= new Map(readAccuracy().quantities.map((r) => [r.id, r]));
  return committed.get(id);
}

/** Whether every test of the file runs: none filtered out by name or line, none skipped, none todo. */
export function ranWhole(task: RunnerTask): boolean {
  if (task.type === 'test') return task.mode === 'run' || task.mode === 'only';
  return task.tasks.every(ranWhole);
}

/**
 * The file tasks of this worker by path, known from the first hook of each file: this module is evaluated once per
 * test file (vitest isolates files), so its hook is registered on every file that reports.
 */
const files = new Map<string, RunnerTestFile>();
beforeAll(({}, suite) => {
  files.set(suite.file.filepath, suite.file);
});

/** The test file running now, relative to the repository (vitest's state; set inside tests and hooks). */
function currentTestPath(): string {
  const file = expect.getState().testPath;
  if (file === undefined) throw new Error('report() must run inside a test or a hook');
  return file;
}

export function report(m: Measure, w: Worst): string {
  const line =
    `${m.quantity} vs ${m.reference}: max error ${w.max.toPrecision(3)} ${m.unit} (tolerance ${m.tolerance} ` +
    `${m.unit}) over ${w.count} values` +
    (w.at ? `, worst at ${w.at}` : '');
  console.info(line);
  const testPath = currentTestPath();
  const rec = toRecord(m, w, path.relative(PROJECT_ROOT, testPath).split(path.sep).join('/'));
  const out = process.env[ACCURACY_ENV];
  if (out !== undefined && out !== '') {
    appendFileSync(out, `${JSON.stringify(rec)}\n`);
  } else {
    // A file this module saw no hook of counts as run whole: compared, as before.
    const file = files.get(testPath);
    const problem = staleness(rec, committedRecord(m.id), file === undefined || ranWhole(file));
    if (problem !== null) throw new Error(problem);
  }
  return line;
}
