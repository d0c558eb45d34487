/**
 * Lo Shu grid of a date of birth: each cell of the magic square (4 9 2 / 3 5 7 / 8 1 6) holds the count of its digit
 * among the digits of DD MM YYYY. Zeros have no cell and are not counted. By default nothing else is added; with
 * `addMoolankBhagyank`, the moolank and the bhagyank are counted once more each, as some practitioners do.
 * A plane (row, column or diagonal) is complete when all three of its digits occur, empty when none does.
 */
import { LOSHU_LAYOUT, LOSHU_PLANE_IDS, LOSHU_PLANES, type LoShuPlaneId } from '../tables/numerology/loshu.ts';
import { ROOT_NUMBERS, isRootNumber, type RootNumber } from '../vocabulary/numbers.ts';

export interface LoShuCell {
  num: RootNumber;
  count: number;
}

export interface LoShuPlane {
  id: LoShuPlaneId;
  name: string | null;
  nums: readonly RootNumber[];
  status: 'complete' | 'partial' | 'empty';
}

export interface LoShuAnalysis {
  /** The digits placed, in the order counted: the date's non-zero digits, then any added numbers. */
  digits: RootNumber[];
  /** What was added to the date's digits: nothing by default. */
  added: { moolank: RootNumber; bhagyank: RootNumber } | null;
  missingNumbers: RootNumber[];
  /** The numbers occurring more than once, with their counts. */
  repeated: LoShuCell[];
  planes: LoShuPlane[];
  completePlanes: LoShuPlaneId[];
}

export interface LoShuResult {
  grid: LoShuCell[][];
  analysis: LoShuAnalysis;
}

export interface LoShuInput {
  dateDigits: readonly number[];
  moolank: RootNumber;
  bhagyank: RootNumber;
  addMoolankBhagyank: boolean;
}

export function loShu(input: LoShuInput): LoShuResult {
  const digits: RootNumber[] = input.dateDigits.filter(isRootNumber);
  if (input.addMoolankBhagyank) digits.push(input.moolank, input.bhagyank);
  const counts = new Map<RootNumber, number>(ROOT_NUMBERS.map((n) => [n, 0]));
  for (const d of digits) counts.set(d, (counts.get(d) ?? 0) + 1);
  const countOf = (n: RootNumber) => counts.get(n) ?? 0;

  const grid = LOSHU_LAYOUT.data.map((row) => row.map((num) => ({ num, count: countOf(num) })));
  const planes = LOSHU_PLANE_IDS.map((id): LoShuPlane => {
    const { name, nums } = LOSHU_PLANES.data[id];
    const present = nums.filter((n) => countOf(n) > 0).length;
    return { id, name, nums, status: present === nums.length ? 'complete' : present === 0 ? 'empty' : 'partial' };
  });
  return {
    grid,
    analysis: {
      digits,
      added: input.addMoolankBhagyank ? { moolank: input.moolank, bhagyank: input.bhagyank } : null,
      missingNumbers: ROOT_NUMBERS.filter((n) => countOf(n) === 0),
      repeated: ROOT_NUMBERS.filter((n) => countOf(n) > 1).map((num) => ({ num, count: countOf(num) })),
      planes,
      completePlanes: planes.filter((p) => p.status === 'complete').map((p) => p.id),
    },
  };
}
