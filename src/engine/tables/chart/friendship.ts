/**
 * Natural (naisargika) relationships of the seven grahas (BPHS ch. 3): who counts each other graha a friend, a
 * neutral or an enemy. Not symmetric (the Moon has no enemies, yet Mercury counts the Moon an enemy).
 */
import type { SevenGraha } from '../../vocabulary/names.ts';
import { cite, type CitedTable } from '../sources.ts';

export type NaturalRelation = 'friend' | 'neutral' | 'enemy';

export const NATURAL_FRIENDSHIP = {
  id: 'chart.natural_friendship',
  cites: [cite('bphs', { chapter: 3, verses: '55', status: 'pending' })],
  data: {
    Sun: { Moon: 'friend', Mars: 'friend', Mercury: 'neutral', Jupiter: 'friend', Venus: 'enemy', Saturn: 'enemy' },
    Moon: {
      Sun: 'friend',
      Mars: 'neutral',
      Mercury: 'friend',
      Jupiter: 'neutral',
      Venus: 'neutral',
      Saturn: 'neutral',
    },
    Mars: { Sun: 'friend', Moon: 'friend', Mercury: 'enemy', Jupiter: 'friend', Venus: 'neutral', Saturn: 'neutral' },
    Mercury: { Sun: 'friend', Moon: 'enemy', Mars: 'neutral', Jupiter: 'neutral', Venus: 'friend', Saturn: 'neutral' },
    Jupiter: { Sun: 'friend', Moon: 'friend', Mars: 'friend', Mercury: 'enemy', Venus: 'enemy', Saturn: 'neutral' },
    Venus: { Sun: 'enemy', Moon: 'enemy', Mars: 'neutral', Mercury: 'friend', Jupiter: 'neutral', Saturn: 'friend' },
    Saturn: { Sun: 'enemy', Moon: 'enemy', Mars: 'enemy', Mercury: 'friend', Jupiter: 'neutral', Venus: 'friend' },
  },
} as const satisfies CitedTable<{ [G in SevenGraha]: Record<Exclude<SevenGraha, G>, NaturalRelation> }>;

/** Houses counted from a graha whose occupants are its temporary (tatkalika) friends; the rest are enemies. */
export const TEMPORARY_FRIEND_HOUSES = {
  id: 'chart.temporary_friendship',
  cites: [cite('bphs', { chapter: 3, verses: '56', status: 'pending' })],
  data: [2, 3, 4, 10, 11, 12],
} as const satisfies CitedTable<readonly number[]>;
