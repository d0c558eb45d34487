/**
 * Successive ekadashis as tithi boundaries: dashami start, ekadashi start, dvadashi start, dvadashi end. Each
 * boundary is a root of the elongation by the shared panchanga finder; each search starts from the boundary before
 * it (whose angle is known exactly), so the chain costs one root per boundary and no extra evaluations.
 */
import { norm360 } from '../../vocabulary/angles.ts';
import type { Ayanamsa } from '../../astro/bodies.ts';
import type { Paksha } from '../../astro/tithi.ts';
import { angleAt, crossing, type AngleAt } from '../panchanga/boundary.ts';
import { LIMB_ANGLES } from '../panchanga/limb-angle.ts';

const TITHI_ARC = 12;
/** Elongation at which Shukla and Krishna ekadashi begin. */
const EKADASHI_STARTS = [120, 300] as const;

export interface EkadashiTithis {
  paksha: Paksha;
  /** 10 (Shukla) or 25 (Krishna). */
  ekadashiIndex: number;
  dashamiStart: number;
  ekadashiStart: number;
  dvadashiStart: number;
  dvadashiEnd: number;
  /** The elongation at ekadashi's start (120 or 300), for the lunar month. */
  atEkadashiStart: AngleAt;
}

/** A boundary just found: its angle is the target, its rate estimated from the tithi that ended there. */
function known(jdUt: number, angle: number, rate: number): AngleAt {
  return { jdUt, angle: norm360(angle), rate };
}

export class EkadashiChain {
  private readonly limb = LIMB_ANGLES.tithi;
  private readonly ayanamsa: Ayanamsa;
  private from: AngleAt;
  /** Degrees from `from` to the next dashami start (negative when it began before the first instant). */
  private delta: number;

  /** The first ekadashi of the chain is the first to begin after `fromJdUt`. */
  constructor(fromJdUt: number, ayanamsa: Ayanamsa) {
    this.ayanamsa = ayanamsa;
    this.from = angleAt(this.limb, fromJdUt, ayanamsa);
    const toEkadashi = (((EKADASHI_STARTS[0] - this.from.angle) % 180) + 180) % 180;
    this.delta = toEkadashi - TITHI_ARC;
  }

  next(): EkadashiTithis {
    const { limb, ayanamsa } = this;
    const dashamiAngle = norm360(this.from.angle + this.delta);
    const dashamiStart = crossing(limb, ayanamsa, this.from, this.delta);
    const steps = [dashamiStart];
    let at = known(dashamiStart, dashamiAngle, this.from.rate);
    for (let i = 0; i < 3; i++) {
      const t = crossing(limb, ayanamsa, at, TITHI_ARC);
      at = known(t, at.angle + TITHI_ARC, TITHI_ARC / (t - at.jdUt));
      steps.push(t);
    }
    const [, ekadashiStart = NaN, dvadashiStart = NaN, dvadashiEnd = NaN] = steps;
    const ekadashiAngle = norm360(dashamiAngle + TITHI_ARC);
    const krishna = Math.round(ekadashiAngle) === EKADASHI_STARTS[1];
    // The next dashami begins 180 degrees after this one: 144 beyond the end of dvadashi.
    this.from = at;
    this.delta = 180 - 3 * TITHI_ARC;
    return {
      paksha: krishna ? 'Krishna' : 'Shukla',
      ekadashiIndex: krishna ? 25 : 10,
      dashamiStart,
      ekadashiStart,
      dvadashiStart,
      dvadashiEnd,
      atEkadashiStart: known(ekadashiStart, ekadashiAngle, TITHI_ARC / (dvadashiStart - ekadashiStart)),
    };
  }
}
