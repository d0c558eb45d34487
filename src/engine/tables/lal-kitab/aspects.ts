/**
 * Lal Kitab's aspects are cast by houses, not by grahas: the grahas in a house look at the grahas in the houses it
 * aspects. Reading applied, the base scheme: 1 on 7 and 4 on 10 full (100%); 3 on 9 and 11, 5 on 9 half (50%);
 * 2 on 6, 6 on 12 and 8 on 12 a quarter (25%). Houses 7, 9, 10, 11 and 12 cast no aspect in it. Left out: the
 * reverse "takkar" of 8 on 2, the deceptive tenth aspect, and the graha-specific extras (Mercury in 8 on 6, Saturn
 * in 6 on 2), which modern writers report but state differently.
 */
import type { CitedTable } from '../sources.ts';
import { LK_REFS } from './refs.ts';

export interface LalKitabAspect {
  house: number;
  /** Share of the aspect, percent. */
  strength: 100 | 50 | 25;
}

export const LK_ASPECTS = {
  id: 'lal_kitab.house_aspects',
  cites: [LK_REFS.aspects],
  data: {
    1: [{ house: 7, strength: 100 }],
    2: [{ house: 6, strength: 25 }],
    3: [
      { house: 9, strength: 50 },
      { house: 11, strength: 50 },
    ],
    4: [{ house: 10, strength: 100 }],
    5: [{ house: 9, strength: 50 }],
    6: [{ house: 12, strength: 25 }],
    7: [],
    8: [{ house: 12, strength: 25 }],
    9: [],
    10: [],
    11: [],
    12: [],
  },
} as const satisfies CitedTable<Record<number, readonly LalKitabAspect[]>>;

/** The houses the given house aspects (empty for 7, 9, 10, 11, 12). */
export function aspectsFrom(house: number): readonly LalKitabAspect[] {
  return (LK_ASPECTS.data as Record<number, readonly LalKitabAspect[]>)[house] ?? [];
}

/** The houses that aspect the given house. */
export function aspectsOn(house: number): LalKitabAspect[] {
  const from: LalKitabAspect[] = [];
  for (let h = 1; h <= 12; h++) {
    for (const a of aspectsFrom(h)) if (a.house === house) from.push({ house: h, strength: a.strength });
  }
  return from;
}
