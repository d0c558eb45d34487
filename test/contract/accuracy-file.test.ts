// The published accuracy's plumbing: the shared report helper detects a stale data/accuracy.json (a
// changed number, a changed case count, a missing record), rounds as published, refuses to publish nothing, and does
// not call a filtered run that counted fewer cases stale; the committed file is in the form `npm run accuracy`
// writes, and its records and the reporting test files match.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { ACCURACY_FILE, readAccuracy, roundError } from '../../src/http/accuracy-data.ts';
import { renderAccuracy, reportingTests } from '../../scripts/accuracy.ts';
import type { RunnerTask } from 'vitest';
import { PROJECT_ROOT } from '../../src/config.ts';
import {
  ACCURACY_ENV,
  STALE_HINT,
  ranWhole,
  record,
  staleness,
  toRecord,
  worst,
  type Measure,
} from '../support/accuracy.ts';

const MEASURE: Measure = {
  id: 'test.quantity.swetest',
  quantity: 'a quantity',
  reference: 'swetest',
  unit: 'arcsec',
  tolerance: 1,
};
function measured(errors: number[]) {
  const w = worst();
  errors.forEach((e, i) => record(w, e, `case ${i}`));
  return toRecord(MEASURE, w, 'test/x.test.ts');
}

describe('the staleness check of the shared report helper', () => {
  const committed = measured([0.00012, 0.00018, 0.0001]);

  test('the same measurement is current', () => {
    expect(staleness(measured([0.00012, 0.00018, 0.0001]), committed)).toBeNull();
  });

  test('a changed largest error is detected, and says to run npm run accuracy', () => {
    const problem = staleness(measured([0.00012, 0.00025, 0.0001]), committed);
    expect(problem).toContain('max_error 0.00018 -> 0.00025');
    expect(problem).toContain(STALE_HINT);
  });

  test('a changed number of cases is detected', () => {
    expect(staleness(measured([0.00012, 0.00018]), committed)).toContain('cases 3 -> 2');
  });

  test('a quantity missing from the file is detected', () => {
    expect(staleness(committed, undefined)).toContain(`not in data/accuracy.json: ${STALE_HINT}`);
  });

  test('a run that did not run the whole file is compared only when it counted at least the committed cases', () => {
    expect(staleness(measured([0.00012]), committed, false)).toBeNull();
    expect(staleness(measured([0.00012, 0.00025, 0.0001]), committed, false)).toContain('max_error 0.00018 -> 0.00025');
    expect(staleness(measured([0.00012, 0.00018, 0.0001, 0.0002]), committed, false)).toContain('cases 3 -> 4');
    expect(staleness(measured([0.00012]), undefined, false)).toContain('not in data/accuracy.json');
  });

  test('a change below the published rounding is not a change; where the worst case lies is not compared', () => {
    expect(staleness(measured([0.00012, 0.000181, 0.0001]), committed)).toBeNull();
    expect(staleness(measured([0.00018, 0.00012, 0.0001]), committed)).toBeNull();
  });
});

describe('whether a file ran whole', () => {
  const t = (mode: string) => ({ type: 'test', mode }) as RunnerTask;
  const suite = (...tasks: RunnerTask[]) => ({ type: 'suite', mode: 'run', tasks }) as unknown as RunnerTask;

  test('every test run (or only): whole; one filtered out by -t, skipped or todo anywhere in the tree: not whole', () => {
    expect(ranWhole(suite(t('run'), suite(t('run'), t('only'))))).toBe(true);
    for (const mode of ['skip', 'todo']) expect(ranWhole(suite(t('run'), suite(t('run'), t(mode))))).toBe(false);
  });

  test('a filtered run of a file that reports in afterAll (sade-sati, 18 cases whole) passes without npm run accuracy', () => {
    // Before the check knew about filters this failed with "cases 18 -> 4 ... stale".
    const env = { ...process.env };
    delete env[ACCURACY_ENV];
    const run = spawnSync(
      path.join(PROJECT_ROOT, 'node_modules/.bin/vitest'),
      ['run', 'src/engine/jyotish/dosha/sadesati.test.ts', '-t', 'Moon in Taurus on 2023'],
      { cwd: PROJECT_ROOT, env, encoding: 'utf8' },
    );
    expect(run.stdout + run.stderr).toMatch(/1 passed/);
    expect(run.status, run.stdout + run.stderr).toBe(0);
  });
});

describe('records', () => {
  test('largest errors are rounded to two significant digits', () => {
    expect([0.000176, 10.2, 37.4, 0.0965, 5.04e-10, 0].map(roundError)).toEqual([0.00018, 10, 37, 0.097, 5e-10, 0]);
    expect(measured([0.02, 0.0965]).max_error).toBe(0.097);
  });

  test('nothing compared, or a NaN error, is refused', () => {
    expect(() => measured([])).toThrow(/no value was compared/);
    expect(() => measured([0.1, Number.NaN])).toThrow(/largest error is NaN/);
  });
});

describe('data/accuracy.json', () => {
  const file = readAccuracy();

  test('is in the form npm run accuracy writes (sorted by id, one record a line)', () => {
    expect(readFileSync(ACCURACY_FILE, 'utf8')).toBe(renderAccuracy(file.quantities));
    const ids = file.quantities.map((q) => q.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('every record comes from a test that reports through the helper, and every such test has records', () => {
    const reporting = reportingTests();
    const sources = new Set(file.quantities.map((q) => q.test));
    expect([...sources].filter((t) => !reporting.includes(t))).toEqual([]);
    expect(reporting.filter((t) => !sources.has(t))).toEqual([]);
  });
});
