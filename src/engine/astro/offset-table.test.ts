// The learned offset table answers exactly what its reader answers, at every change to the millisecond, on both
// sides of 1970 and across window edges; a window is learned once.
import { expect, test } from 'vitest';
import { createOffsetTable, SAMPLE_MS } from './offset-table.ts';

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
  return passed === 0 ? 19_270 : [19_800, 23_400, 19_800, 3_600, -7_200, 3_600, 0][passed - 1] as number;
};

test('every change, one millisecond either side, and fractions of a millisecond', () => {
  let reads = 0;
  const table = createOffsetTable((ms) => { reads++; return offsetAt(ms); });
  for (const c of CHANGES) {
    for (const ms of [c - 1, c - 0.5, c, c + 0.25, c + 1, c - SAMPLE_MS, c + SAMPLE_MS]) {
      expect(table.at(ms), new Date(ms).toISOString()).toBe(offsetAt(ms));
    }
  }
  const learned = reads;
  for (const c of CHANGES) table.at(c + 3);
  expect(reads).toBe(learned); // the windows are kept
});

test('instants spread over six centuries read as the reader does', () => {
  const table = createOffsetTable(offsetAt);
  let worst = 0;
  for (let ms = Date.UTC(1800, 0, 1); ms < Date.UTC(2400, 0, 1); ms += 3_600_000 * 37.77) {
    worst = Math.max(worst, Math.abs(table.at(ms) - offsetAt(ms)));
  }
  expect(worst).toBe(0);
});

test('a change on a window edge belongs to the window it starts', () => {
  const edge = 128 * SAMPLE_MS * 100; // a window boundary in 2005
  const table = createOffsetTable((ms) => (ms < edge ? 0 : 3_600));
  expect(table.at(edge - 1)).toBe(0);
  expect(table.at(edge)).toBe(3_600);
});
