// The learned offset tables answer exactly what their reader answers, at every change to the millisecond, on both
// sides of 1970 and across window edges; a window is learned once; zones are kept apart and the memory is bounded.
import { expect, test } from 'vitest';
import { createOffsetTables, SAMPLE_MS } from './offset-table.ts';

/** A made-up zone: its offset changes at these instants (ms), odd ones included, each span longer than a day. */
const CHANGES = [
  Date.UTC(1890, 5, 30, 18, 38, 50) + 1,
  Date.UTC(1942, 8, 1),
  Date.UTC(1945, 9, 15, 0, 0, 0) - 1,
  Date.UTC(1969, 11, 31, 23, 59, 59, 999),
  Date.UTC(1970, 0, 2, 0, 0, 0, 1),
  Date.UTC(2030, 2, 31, 1),
  Date.UTC(2030, 9, 27, 1),
];
const offsetAt = (ms: number): number => {
  const t = Math.trunc(ms);
  const passed = CHANGES.filter((c) => c <= t).length;
  return passed === 0 ? 19_270 : ([19_800, 23_400, 19_800, 3_600, -7_200, 3_600, 0][passed - 1] as number);
};

test('every change, one millisecond either side, and fractions of a millisecond', () => {
  let reads = 0;
  const tables = createOffsetTables((_zone, ms) => {
    reads++;
    return offsetAt(ms);
  });
  for (const c of CHANGES) {
    for (const ms of [c - 1, c - 0.5, c, c + 0.25, c + 1, c - SAMPLE_MS, c + SAMPLE_MS]) {
      expect(tables.at('Made/Up', ms), new Date(ms).toISOString()).toBe(offsetAt(ms));
    }
  }
  const learned = reads;
  for (const c of CHANGES) tables.at('Made/Up', c + 3);
  expect(reads).toBe(learned); // the windows are kept
});

test('instants spread over six centuries read as the reader does', () => {
  const tables = createOffsetTables((_zone, ms) => offsetAt(ms));
  let worst = 0;
  for (let ms = Date.UTC(1800, 0, 1); ms < Date.UTC(2400, 0, 1); ms += 3_600_000 * 37.77) {
    worst = Math.max(worst, Math.abs(tables.at('Made/Up', ms) - offsetAt(ms)));
  }
  expect(worst).toBe(0);
});

test('zones are kept apart; past the budget the tables start again and still answer right', () => {
  const tables = createOffsetTables((zone, ms) => (zone === 'East' ? 3_600 : -3_600) + (ms < 0 ? 60 : 0), 3);
  const at = [Date.UTC(1900, 0, 1), Date.UTC(1960, 0, 1), Date.UTC(2000, 0, 1), Date.UTC(2100, 0, 1)];
  for (const ms of at) {
    expect(tables.at('East', ms)).toBe(ms < 0 ? 3_660 : 3_600);
    expect(tables.at('West', ms)).toBe(ms < 0 ? -3_540 : -3_600);
  }
});

test('a zone the reader refuses keeps nothing and is refused again', () => {
  let reads = 0;
  const tables = createOffsetTables((zone) => {
    reads++;
    if (zone === 'No/Such') throw new RangeError('Invalid time zone specified: No/Such');
    return 0;
  });
  expect(() => tables.at('No/Such', 0)).toThrow(RangeError);
  expect(() => tables.at('No/Such', 0)).toThrow(RangeError);
  expect(reads).toBe(2);
});

test('a change on a window edge belongs to the window it starts', () => {
  const edge = 128 * SAMPLE_MS * 100; // a window boundary in 2005
  const tables = createOffsetTables((_zone, ms) => (ms < edge ? 0 : 3_600));
  expect(tables.at('Made/Up', edge - 1)).toBe(0);
  expect(tables.at('Made/Up', edge)).toBe(3_600);
});
