/**
 * Groups of houses (counted 1-12 from a reference sign) that the yoga rules name: kendras, trikonas, dusthanas,
 * upachayas, panapharas, apoklimas (BPHS ch. 11 names them; chapter as in Santhanam's translation, not checked).
 */
import { cite, type CitedTable } from '../sources.ts';

export const HOUSE_GROUPS = {
  id: 'yoga.house_groups',
  cites: [
    cite('bphs', {
      chapter: 11,
      status: 'pending',
      note: "names of the house groups; chapter numbers as in Santhanam's translation, not checked",
    }),
  ],
  data: {
    kendra: [1, 4, 7, 10],
    trikona: [1, 5, 9],
    dusthana: [6, 8, 12],
    upachaya: [3, 6, 10, 11],
    panaphara: [2, 5, 8, 11],
    apoklima: [3, 6, 9, 12],
  },
} as const satisfies CitedTable<Record<string, readonly number[]>>;

export type HouseGroup = keyof typeof HOUSE_GROUPS.data;

export function inGroup(group: HouseGroup, house: number): boolean {
  return (HOUSE_GROUPS.data[group] as readonly number[]).includes(house);
}
