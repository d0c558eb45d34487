import { describe, expect, test } from 'vitest';
import { LOSHU_LAYOUT, LOSHU_PLANE_IDS, LOSHU_PLANES } from './loshu.ts';

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

describe('Lo Shu square', () => {
  const rows = LOSHU_LAYOUT.data;
  const cols = [0, 1, 2].map((c) => rows.map((r) => r[c] ?? 0));

  test('holds 1-9 once each, and every row, column and diagonal sums to 15 (a magic square)', () => {
    expect(rows.flat().sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const lines = [
      ...rows,
      ...cols,
      [rows[0]?.[0], rows[1]?.[1], rows[2]?.[2]],
      [rows[0]?.[2], rows[1]?.[1], rows[2]?.[0]],
    ];
    for (const line of lines) expect(sum(line.map((x) => x ?? 0))).toBe(15);
  });

  test('the eight planes are the three rows, three columns and two diagonals of the layout', () => {
    expect(Object.keys(LOSHU_PLANES.data).sort()).toEqual([...LOSHU_PLANE_IDS].sort());
    const d = LOSHU_PLANES.data;
    expect([d.row_top.nums, d.row_middle.nums, d.row_bottom.nums]).toEqual(rows);
    expect([d.column_left.nums, d.column_middle.nums, d.column_right.nums]).toEqual(cols);
    expect(d.diagonal_4_5_6.nums).toEqual([rows[0]?.[0], rows[1]?.[1], rows[2]?.[2]]);
    expect(d.diagonal_2_5_8.nums).toEqual([rows[0]?.[2], rows[1]?.[1], rows[2]?.[0]]);
  });
});
