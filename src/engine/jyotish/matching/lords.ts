/** The Moon-sign lords of two natives and how each views the other (natural friendship, BPHS ch. 3). */
import { NATURAL_FRIENDSHIP, type NaturalRelation } from '../../tables/chart/friendship.ts';
import { SIGN_LORDS, type SevenGraha } from '../../vocabulary/names.ts';
import type { MoonPlace } from './moon.ts';

export interface LordPair {
  bride: SevenGraha;
  groom: SevenGraha;
  same: boolean;
  /** How the bride's lord views the groom's, and the reverse; 'friend' both ways when it is one graha. */
  brideView: NaturalRelation;
  groomView: NaturalRelation;
}

export function relation(from: SevenGraha, to: SevenGraha): NaturalRelation {
  if (from === to) return 'friend';
  const row: Partial<Record<SevenGraha, NaturalRelation>> = NATURAL_FRIENDSHIP.data[from];
  return row[to] ?? 'neutral';
}

export function lordPair(bride: MoonPlace, groom: MoonPlace): LordPair {
  const b = SIGN_LORDS[bride.sign];
  const g = SIGN_LORDS[groom.sign];
  return { bride: b, groom: g, same: b === g, brideView: relation(b, g), groomView: relation(g, b) };
}

/** One lord for both signs, or each lord a natural friend of the other. */
export const friendlyLords = (p: LordPair): boolean => p.same || (p.brideView === 'friend' && p.groomView === 'friend');
