/**
 * The transit layers: Jupiter reaching the 7th house sign, the 7th lord's natal sign or natal Venus's sign (the
 * trigger), and Jupiter with Saturn both reaching the 7th house or the 7th lord (the double transit). "Reaching" is
 * standing in the sign or casting a full aspect on it (graha drishti by sign: Jupiter 5, 7, 9; Saturn 3, 7, 10).
 * The spans come from the two grahas' sign ingresses, each found by root finding (transit/sign-crossings.ts).
 */
import type { Ayanamsa } from '../../astro/bodies.ts';
import { FULL_ASPECTS } from '../../tables/chart/aspects.ts';
import { DOUBLE_TRANSIT, JUPITER_TRIGGER, type TransitTarget } from '../../tables/marriage/timing-layers.ts';
import { signAt, type Sign } from '../../vocabulary/names.ts';
import { signStaysCached as signStays } from '../transit/crossing-cache.ts';
import type { SignStay, SlowGraha } from '../transit/sign-crossings.ts';
import type { MarriageFactors } from './factors.ts';
import { intersect, merge, type Interval } from './intervals.ts';

export type Reach = 'transit' | 'aspect';

export interface TargetHit {
  target: TransitTarget;
  sign: Sign;
  by: Reach;
}

export interface JupiterSpan {
  startJdUt: number;
  endJdUt: number;
  jupiterSign: Sign;
  hits: TargetHit[];
}

export interface DoubleTransitSpan {
  startJdUt: number;
  endJdUt: number;
  target: TransitTarget;
  sign: Sign;
  jupiterSign: Sign;
  saturnSign: Sign;
}

export interface TransitLayers {
  jupiter: JupiterSpan[];
  doubleTransit: DoubleTransitSpan[];
}

/** Signs 1-based from one to another, zodiacally (1 = the same sign). */
const houseFrom = (from: number, to: number): number => ((to - from + 12) % 12) + 1;

/** How a graha in `from` reaches sign `to`, or null. */
export function reach(graha: SlowGraha, from: number, to: number): Reach | null {
  const h = houseFrom(from, to);
  if (h === 1) return 'transit';
  return (FULL_ASPECTS.data[graha] as readonly number[]).includes(h) ? 'aspect' : null;
}

export function targetSigns(f: MarriageFactors): Record<TransitTarget, number> {
  return { seventh_house: f.seventh.signIndex, seventh_lord: f.seventhLord.signIndex, venus: f.venus.signIndex };
}

function hitsOf(
  graha: SlowGraha,
  stay: SignStay,
  targets: Record<TransitTarget, number>,
  which: readonly TransitTarget[],
): TargetHit[] {
  return which.flatMap((target) => {
    const by = reach(graha, stay.signIndex, targets[target]);
    return by === null ? [] : [{ target, sign: signAt(targets[target]), by }];
  });
}

export function transitLayers(f: MarriageFactors, fromJdUt: number, toJdUt: number, ayanamsa: Ayanamsa): TransitLayers {
  const targets = targetSigns(f);
  const jupiterStays = signStays('Jupiter', fromJdUt, toJdUt, ayanamsa);
  const saturnStays = signStays('Saturn', fromJdUt, toJdUt, ayanamsa);

  const jupiter = jupiterStays.flatMap((s): JupiterSpan[] => {
    const hits = hitsOf('Jupiter', s, targets, JUPITER_TRIGGER.data.targets);
    return hits.length === 0
      ? []
      : [{ startJdUt: s.startJdUt, endJdUt: s.endJdUt, jupiterSign: signAt(s.signIndex), hits }];
  });

  const doubleTransit: DoubleTransitSpan[] = [];
  for (const target of DOUBLE_TRANSIT.data.targets) {
    const t = targets[target];
    for (const j of jupiterStays) {
      if (reach('Jupiter', j.signIndex, t) === null) continue;
      for (const s of saturnStays) {
        if (reach('Saturn', s.signIndex, t) === null) continue;
        for (const piece of intersect([j], [s])) {
          doubleTransit.push({
            ...piece,
            target,
            sign: signAt(t),
            jupiterSign: signAt(j.signIndex),
            saturnSign: signAt(s.signIndex),
          });
        }
      }
    }
  }
  doubleTransit.sort((a, b) => a.startJdUt - b.startJdUt || a.target.localeCompare(b.target));
  return { jupiter, doubleTransit };
}

/** The merged time Jupiter's trigger holds. */
export const jupiterTime = (l: TransitLayers): Interval[] => merge(l.jupiter);
/** The merged time a double transit holds on either target. */
export const doubleTransitTime = (l: TransitLayers): Interval[] => merge(l.doubleTransit);
