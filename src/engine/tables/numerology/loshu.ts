/**
 * The Lo Shu magic square (every row, column and diagonal sums to 15) and the names Indian practice gives its
 * lines ("planes"). Rows read top to bottom, cells left to right, as the square is usually printed (4 9 2 on top).
 */
import type { RootNumber } from '../../vocabulary/numbers.ts';
import { cite, type CitedTable } from '../sources.ts';

const LOSHU_CITE = cite('almanac_practice', {
  status: 'pending',
  note:
    'Lo Shu square as used in Indian numerology practice; plane names as commonly printed (rows Mental, ' +
    'Emotional, Practical; columns Thought, Will, Action). Practitioners name the diagonals differently, so no name ' +
    'is given for them. Not checked against a printed source.',
});

export const LOSHU_LAYOUT = {
  id: 'numerology.loshu_layout',
  cites: [LOSHU_CITE],
  data: [
    [4, 9, 2],
    [3, 5, 7],
    [8, 1, 6],
  ],
} as const satisfies CitedTable<readonly (readonly [RootNumber, RootNumber, RootNumber])[]>;

export const LOSHU_PLANE_IDS = [
  'row_top',
  'row_middle',
  'row_bottom',
  'column_left',
  'column_middle',
  'column_right',
  'diagonal_4_5_6',
  'diagonal_2_5_8',
] as const;
export type LoShuPlaneId = (typeof LOSHU_PLANE_IDS)[number];

export interface LoShuPlaneDef {
  /** Practice's name, or null where practitioners disagree (the diagonals). */
  name: string | null;
  nums: readonly [RootNumber, RootNumber, RootNumber];
}

export const LOSHU_PLANES = {
  id: 'numerology.loshu_planes',
  cites: [LOSHU_CITE],
  data: {
    row_top: { name: 'Mental plane', nums: [4, 9, 2] },
    row_middle: { name: 'Emotional plane', nums: [3, 5, 7] },
    row_bottom: { name: 'Practical plane', nums: [8, 1, 6] },
    column_left: { name: 'Thought plane', nums: [4, 3, 8] },
    column_middle: { name: 'Will plane', nums: [9, 5, 1] },
    column_right: { name: 'Action plane', nums: [2, 7, 6] },
    diagonal_4_5_6: { name: null, nums: [4, 5, 6] },
    diagonal_2_5_8: { name: null, nums: [2, 5, 8] },
  },
} as const satisfies CitedTable<Record<LoShuPlaneId, LoShuPlaneDef>>;
