/**
 * The body (kalapurusha) laid over the houses according to the rising drekkana (Brihat Jataka ch. 5): the lagna is
 * the head, the neck or the pelvis when the first, second or third drekkana of its sign rises; the other houses
 * take the next parts in pairs (2nd and 12th, 3rd and 11th, ... 6th and 8th) with the 7th alone. Houses 2-6 are
 * the right side, 8-12 the left. A graha in a house marks that part: a malefic a scar or wound, a benefic a mole
 * or mark; from birth when the graha is in its own sign or a fixed sign, acquired later otherwise.
 */
import { cite, type CitedTable } from '../sources.ts';

const BJ_CH5 = (verses: string, topic: string) =>
  cite('brihat_jataka_iyer', {
    chapter: 5,
    verses,
    status: 'pending',
    note: `${topic}; verse numbers as commonly quoted, not checked (the 1885 text is public domain but not bundled)`,
  });

export const BODY_REGION_REFS = BJ_CH5(
  '25',
  'the parts of the body over the houses by the rising drekkana; the visible half the left side',
);
export const BODY_MARK_REFS = BJ_CH5(
  '26',
  'a malefic in a house marks its part with a wound or scar, a benefic with a mole or mark; own or fixed sign: ' +
    'from birth',
);

/**
 * A part named by the body it is read on: the text names the scrotum (vrishana) beside the genitals; a woman's chart
 * reads that part as the groin, and so does a chart whose gender is not given.
 */
export interface SexedPart {
  male: string;
  female: string;
}
export type BodyPartName = string | SexedPart;

/** The seven parts, in house order 1, 2/12, 3/11, 4/10, 5/9, 6/8, 7, for each rising drekkana. */
export const DREKKANA_BODY = {
  id: 'readings.drekkana_body',
  cites: [BODY_REGION_REFS],
  data: {
    1: ['head', 'eye', 'ear', 'nostril', 'cheek', 'jaw', 'mouth'],
    2: ['neck', 'shoulder', 'arm', 'side of the trunk', 'chest (heart)', 'belly', 'navel'],
    3: ['pelvis (basti)', 'genitals', { male: 'groin (scrotum)', female: 'groin' }, 'thigh', 'knee', 'calf', 'foot'],
  },
} as const satisfies CitedTable<
  Record<1 | 2 | 3, readonly [string, BodyPartName, BodyPartName, string, string, string, string]>
>;

/** The part's name for a body of this gender (male, female, or not given: read as the neutral name). */
export const partName = (part: BodyPartName, gender: 'male' | 'female' | undefined): string =>
  typeof part === 'string' ? part : gender === 'male' ? part.male : part.female;

/** Houses sharing a part: 1 alone, 2 and 12, 3 and 11, 4 and 10, 5 and 9, 6 and 8, 7 alone. */
export const PART_INDEX_OF_HOUSE = [0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1] as const;

/** Side of the body of a house: 2-6 right, 8-12 left, 1 and 7 the middle. */
export function sideOfHouse(house: number): 'middle' | 'right' | 'left' {
  if (house === 1 || house === 7) return 'middle';
  return house < 7 ? 'right' : 'left';
}
