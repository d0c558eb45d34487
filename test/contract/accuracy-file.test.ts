// The published accuracy's plumbing (issue 19): the shared report helper detects a stale data/accuracy.json (a
// changed number, a changed case count, a missing record), rounds as published, refuses to publish nothing; the
// committed file is in the form `npm run accuracy` writes, and its records and the reporting test files match.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { ACCURACY_FILE, readAccuracy, roundError } from '../../src/http/accuracy-data.ts';
import { renderAccuracy, reportingTests } from '../../scripts/accuracy.ts';
import { STALE_HINT, record, staleness, toRecord, worst, type Measure } from '../support/accuracy.ts';

const MEASURE: Measure = { id: 'test.quantity.swetest', quantity: 'a quantity', reference: 'swetest', unit: 'arcsec', tolerance: 1 };
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

  test('a change below the published rounding is not a change; where the worst case lies is not compared', () => {
    expect(staleness(measured([0.00012, 0.000181, 0.0001]), committed)).toBeNull();
    expect(staleness(measured([0.00018, 0.00012, 0.0001]), committed)).toBeNull();
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
