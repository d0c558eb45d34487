/** Direction checks of a journey at one moment: disha shool, nakshatra shool and where the Moon stands. */
import type { Citation } from '../../tables/sources.ts';
import {
  DIRECTIONS,
  DISHA_SHOOL,
  MOON_DIRECTION,
  NAKSHATRA_SHOOL,
  SHOOL_REMEDY,
  type Direction,
} from '../../tables/muhurta/travel.ts';
import type { SegmentFacts } from './facts.ts';

export type MoonRelation = 'ahead' | 'right' | 'behind' | 'left';

export interface TravelCheck {
  direction: Direction;
  dishaShool: { direction: Direction; applies: boolean; refs: readonly Citation[] };
  nakshatraShool: { nakshatra: string | null; applies: boolean; refs: readonly Citation[] };
  moon: { sign: string; direction: Direction; relation: MoonRelation; favourable: boolean; refs: readonly Citation[] };
  /** Advisory remedy when the weekday's shool is the direction of travel. */
  remedy: { text: string; advisory: true; refs: readonly Citation[] } | null;
}

/** Facing `travel`, where `moon` lies: the next direction clockwise (N, E, S, W) is on the right. */
export function moonRelation(travel: Direction, moon: Direction): MoonRelation {
  const d = (DIRECTIONS.indexOf(moon) - DIRECTIONS.indexOf(travel) + 4) % 4;
  return (['ahead', 'right', 'behind', 'left'] as const)[d]!;
}

export function travelCheck(f: SegmentFacts, direction: Direction): TravelCheck {
  const shool = DISHA_SHOOL.data[f.weekday];
  const starShool = NAKSHATRA_SHOOL.data[direction];
  const moonDir = MOON_DIRECTION.data[f.moonSign];
  const relation = moonRelation(direction, moonDir);
  return {
    direction,
    dishaShool: { direction: shool, applies: shool === direction, refs: DISHA_SHOOL.cites },
    nakshatraShool: { nakshatra: starShool, applies: starShool === f.nakshatra, refs: NAKSHATRA_SHOOL.cites },
    moon: {
      sign: f.moonSign,
      direction: moonDir,
      relation,
      favourable: relation === 'ahead' || relation === 'right',
      refs: MOON_DIRECTION.cites,
    },
    remedy:
      shool === direction
        ? {
            text: `before leaving on ${f.weekday}, take ${SHOOL_REMEDY.data[f.weekday]}`,
            advisory: true,
            refs: SHOOL_REMEDY.cites,
          }
        : null,
  };
}
