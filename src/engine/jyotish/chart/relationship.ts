/**
 * Relationships between grahas (BPHS ch. 3): natural (fixed), temporary (by mutual placement) and the compound
 * (panchadha) of the two, from which a graha's dignity in a friend's or an enemy's sign follows.
 */
import { NATURAL_FRIENDSHIP, TEMPORARY_FRIEND_HOUSES, type NaturalRelation } from '../../tables/chart/friendship.ts';
import type { SevenGraha } from '../../vocabulary/names.ts';
import type { CompoundRelation } from './types.ts';
import { lookup } from '../../errors.ts';

export function naturalRelation(of: SevenGraha, to: SevenGraha): NaturalRelation | 'self' {
  if (of === to) return 'self';
  return (NATURAL_FRIENDSHIP.data[of] as Record<SevenGraha, NaturalRelation>)[to];
}

/** Temporary friend when `to` sits in the 2nd, 3rd, 4th, 10th, 11th or 12th sign from `of`. */
export function temporaryRelation(ofSign: number, toSign: number): 'friend' | 'enemy' {
  const house = ((toSign - ofSign + 12) % 12) + 1;
  return (TEMPORARY_FRIEND_HOUSES.data as readonly number[]).includes(house) ? 'friend' : 'enemy';
}

const SCORE = { friend: 1, neutral: 0, enemy: -1 } as const;
const COMPOUND: Record<number, CompoundRelation> = {
  2: 'great_friend',
  1: 'friend',
  0: 'neutral',
  [-1]: 'enemy',
  [-2]: 'great_enemy',
};

/** Natural and temporary added: friend + friend = great friend, friend + enemy = neutral, neutral + enemy = enemy... */
export function compoundRelation(natural: NaturalRelation, temporary: 'friend' | 'enemy'): CompoundRelation {
  return lookup(COMPOUND, SCORE[natural] + SCORE[temporary], 'compound relation');
}
