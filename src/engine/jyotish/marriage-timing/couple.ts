/**
 * A couple's timing: where both partners' windows overlap, and where both dasha gates are open at once. Each
 * partner's own layers stay as computed; nothing is averaged.
 */
import { intersect, merge, totalDays, type Interval } from './intervals.ts';
import { ageAt, type MarriageTiming } from './timing.ts';

export interface CoupleWindow {
  startJdUt: number;
  endJdUt: number;
  brideAge: number;
  groomAge: number;
  /** Layers agreeing in the bride's and the groom's windows that make this overlap (2-4 each). */
  brideLayers: number;
  groomLayers: number;
}

export interface CoupleTiming {
  windows: CoupleWindow[];
  gateOverlap: Interval[];
  /** Days the partners' windows overlap, and days either has a window (over the time both scans cover). */
  sharedDays: number;
  eitherDays: number;
}

/** The span both scans cover. */
export function commonScan(bride: MarriageTiming, groom: MarriageTiming): Interval[] {
  return intersect([bride.scan], [groom.scan]);
}

export function coupleTiming(bride: MarriageTiming, groom: MarriageTiming): CoupleTiming {
  const windows: CoupleWindow[] = [];
  for (const b of bride.windows) {
    for (const g of groom.windows) {
      for (const piece of intersect([b], [g])) {
        windows.push({
          ...piece,
          brideAge: ageAt(bride.birthJdUt, piece.startJdUt),
          groomAge: ageAt(groom.birthJdUt, piece.startJdUt),
          brideLayers: b.layers,
          groomLayers: g.layers,
        });
      }
    }
  }
  windows.sort((a, b) => a.startJdUt - b.startJdUt);
  const scan = commonScan(bride, groom);
  const bw = intersect(bride.windows, scan);
  const gw = intersect(groom.windows, scan);
  return {
    windows,
    gateOverlap: intersect(bride.dashaGate, groom.dashaGate),
    sharedDays: totalDays(intersect(bw, gw)),
    eitherDays: totalDays(merge([...bw, ...gw])),
  };
}
