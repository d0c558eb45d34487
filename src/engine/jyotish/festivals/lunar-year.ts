/**
 * The lunar months around a civil year: the new moons from some weeks before 1 January to some weeks after
 * 31 December, each month named by the Sun's sidereal sign at the new moon that opens it (adhika and kshaya months
 * as the panchanga names them), and the start of each of its thirty tithis. Every instant is a root of the true
 * elongation found by the shared boundary finder.
 */
import type { Ayanamsa } from '../../astro/bodies.ts';
import { isEphemerisError } from '../../astro/sweph/errors.ts';
import { isEngineError } from '../../errors.ts';
import { siderealPosition } from '../../astro/positions.ts';
import { norm360 } from '../../vocabulary/angles.ts';
import { signOf } from '../../vocabulary/names.ts';
import { angleAt, crossing, type AngleAt } from '../panchanga/boundary.ts';
import { LIMB_ANGLES } from '../panchanga/limb-angle.ts';
import { lunarMonthBetween, type LunarMonthValue, type NewMoon } from '../panchanga/lunar-month.ts';
import { LUNAR_MONTH_NAMES, type LunarMonthName } from '../panchanga/lunar-months.ts';

const TITHI_ARC = 12;
/** Mean synodic month, days: the first guess of a month-long search. */
const SYNODIC_DAYS = 29.530589;

/**
 * One lunar month of the span: its name, and its tithi starts found when first asked. A whole year's calendar asks
 * for nearly all of them and gets them as one chain from the new moon (one root each from a known angle); a single
 * festival asks for two, each found from the new moon with a guess between the two new moons.
 */
export class LunarYearMonth {
  readonly amanta: LunarMonthValue;
  /** The month whose name this one also carries because it holds two sankrantis (kshaya masa); null otherwise. */
  readonly kshayaDropped: LunarMonthName | null;
  private readonly starts: (number | undefined)[];
  private readonly ayanamsa: Ayanamsa;

  constructor(opening: NewMoon, closing: NewMoon, ayanamsa: Ayanamsa) {
    const m = lunarMonthBetween(opening, closing, false);
    this.amanta = m.amanta;
    this.kshayaDropped = m.kshayaDropped;
    this.ayanamsa = ayanamsa;
    this.starts = new Array<number | undefined>(31);
    this.starts[0] = opening.jdUt;
    this.starts[30] = closing.jdUt;
  }

  /** Start of tithi `k` (0-29); 30 is the next new moon. */
  tithiStart(k: number): number {
    const known = this.starts[k];
    if (known !== undefined) return known;
    const opening = this.starts[0] ?? NaN;
    const length = (this.starts[30] ?? NaN) - opening;
    const from: AngleAt = { jdUt: opening, angle: 0, rate: 360 / length };
    const t = crossing(LIMB_ANGLES.tithi, this.ayanamsa, from, k * TITHI_ARC, opening + (k / 30) * length);
    this.starts[k] = t;
    return t;
  }

  /** The month's tithi starts already found as one chain (`chain`), all 31 of them. */
  static chained(chain: number[], ayanamsa: Ayanamsa): LunarYearMonth {
    const month = new LunarYearMonth(
      newMoonAt(chain[0] ?? NaN, ayanamsa),
      newMoonAt(chain[30] ?? NaN, ayanamsa),
      ayanamsa,
    );
    chain.forEach((t, k) => (month.starts[k] = t));
    return month;
  }
}

/** Thirty-one instants from a new moon: each tithi start, then the next new moon, one root each from the last. */
function chainFrom(newMoon: number, ayanamsa: Ayanamsa): number[] {
  const starts = [newMoon];
  let at: AngleAt = { jdUt: newMoon, angle: 0, rate: 360 / SYNODIC_DAYS };
  for (let k = 1; k <= 30; k++) {
    const t = crossing(LIMB_ANGLES.tithi, ayanamsa, at, TITHI_ARC);
    at = { jdUt: t, angle: norm360(k * TITHI_ARC), rate: TITHI_ARC / (t - at.jdUt) };
    starts.push(t);
  }
  return starts;
}

export interface TithiOccurrence {
  month: LunarYearMonth;
  /** 0-29. */
  index: number;
  start: number;
  end: number;
}

function newMoonAt(jdUt: number, ayanamsa: Ayanamsa): NewMoon {
  return { jdUt, sunSign: signOf(siderealPosition(jdUt, 'Sun', { ayanamsa }).longitude).name };
}

/** The purnimanta name of a tithi of an amanta month: a dark fortnight takes the next month's name (adhika stays). */
export function purnimantaName(month: LunarMonthValue, krishna: boolean): LunarMonthName {
  if (!krishna || month.adhika) return month.name;
  return LUNAR_MONTH_NAMES[(month.index + 1) % 12] ?? month.name;
}

/**
 * The new moon opening the month at `first`; at the start of 1800 that one lies before the ephemeris files, and the
 * timeline begins with the next (the weeks before it have no named month).
 */
function openingNewMoon(first: AngleAt, ayanamsa: Ayanamsa): number {
  const limb = LIMB_ANGLES.tithi;
  try {
    return crossing(limb, ayanamsa, first, -first.angle);
  } catch (err) {
    if (!isEphemerisError(err) && !isEngineError(err, 'DATE_OUT_OF_RANGE')) throw err;
    return crossing(limb, ayanamsa, first, 360 - first.angle);
  }
}

export class LunarYear {
  readonly months: LunarYearMonth[] = [];
  /** The last month of the span would end after the ephemeris files (December 2399): it is left out. */
  readonly truncated: boolean = false;

  /**
   * Months covering `fromJdUt` to `toJdUt`: the new moons now, the tithi starts of each month as one chain when
   * `whole` (a year's calendar), else as asked.
   */
  constructor(fromJdUt: number, toJdUt: number, ayanamsa: Ayanamsa, whole: boolean) {
    const limb = LIMB_ANGLES.tithi;
    const first = angleAt(limb, fromJdUt, ayanamsa);
    let opening = newMoonAt(openingNewMoon(first, ayanamsa), ayanamsa);
    while (opening.jdUt < toJdUt) {
      let month: LunarYearMonth;
      try {
        if (whole) month = LunarYearMonth.chained(chainFrom(opening.jdUt, ayanamsa), ayanamsa);
        else {
          const from: AngleAt = { jdUt: opening.jdUt, angle: 0, rate: 360 / SYNODIC_DAYS };
          month = new LunarYearMonth(opening, newMoonAt(crossing(limb, ayanamsa, from, 360), ayanamsa), ayanamsa);
        }
      } catch (err) {
        if (!isEphemerisError(err) && !isEngineError(err, 'DATE_OUT_OF_RANGE')) throw err;
        this.truncated = true;
        break;
      }
      this.months.push(month);
      opening = newMoonAt(month.tithiStart(30), ayanamsa);
    }
  }

  /** Every occurrence in the span of tithi `index` (0-29) of the nija month `name` (or a kshaya month holding it). */
  occurrences(name: LunarMonthName, index: number): TithiOccurrence[] {
    const found: TithiOccurrence[] = [];
    for (const month of this.months) {
      const named = (month.amanta.name === name && !month.amanta.adhika) || month.kshayaDropped === name;
      if (!named) continue;
      found.push({ month, index, start: month.tithiStart(index), end: month.tithiStart(index + 1) });
    }
    return found;
  }

  /** Adhika months in the span, by name, for the trace. */
  adhikaMonths(): LunarYearMonth[] {
    return this.months.filter((m) => m.amanta.adhika);
  }
}
