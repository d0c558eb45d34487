/**
 * The lunar months around a civil year: the new moons from some weeks before 1 January to some weeks after
 * 31 December, each month named by the Sun's sidereal sign at the new moon that opens it (adhika and kshaya months
 * as the panchanga names them), and the start of each of its thirty tithis. Every instant is a root of the true
 * elongation found by the shared boundary finder, chained from the one before (whose angle is known exactly).
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

export interface LunarYearMonth {
  amanta: LunarMonthValue;
  /** The month whose name this one also carries because it holds two sankrantis (kshaya masa); null otherwise. */
  kshayaDropped: LunarMonthName | null;
  /** Thirty-one instants: the start of each tithi 0-29, then the next new moon. */
  tithiStarts: number[];
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

  /** Months covering `fromJdUt` to `toJdUt`. */
  constructor(fromJdUt: number, toJdUt: number, ayanamsa: Ayanamsa) {
    const limb = LIMB_ANGLES.tithi;
    const first = angleAt(limb, fromJdUt, ayanamsa);
    let start = openingNewMoon(first, ayanamsa);
    let opening = newMoonAt(start, ayanamsa);
    let rate = first.rate;
    while (start < toJdUt) {
      const starts = [start];
      let at: AngleAt = { jdUt: start, angle: 0, rate };
      try {
        for (let k = 1; k <= 30; k++) {
          const t = crossing(limb, ayanamsa, at, TITHI_ARC);
          at = { jdUt: t, angle: norm360(k * TITHI_ARC), rate: TITHI_ARC / (t - at.jdUt) };
          starts.push(t);
        }
      } catch (err) {
        if (!isEphemerisError(err) && !isEngineError(err, 'DATE_OUT_OF_RANGE')) throw err;
        this.truncated = true;
        break;
      }
      const end = starts[30] ?? NaN;
      const closing = newMoonAt(end, ayanamsa);
      const m = lunarMonthBetween(opening, closing, false);
      this.months.push({ amanta: m.amanta, kshayaDropped: m.kshayaDropped, tithiStarts: starts });
      start = end;
      opening = closing;
      rate = at.rate;
    }
  }

  /** Every occurrence in the span of tithi `index` (0-29) of the nija month `name` (or a kshaya month holding it). */
  occurrences(name: LunarMonthName, index: number): TithiOccurrence[] {
    const found: TithiOccurrence[] = [];
    for (const month of this.months) {
      const named = (month.amanta.name === name && !month.amanta.adhika) || month.kshayaDropped === name;
      if (!named) continue;
      found.push({
        month,
        index,
        start: month.tithiStarts[index] ?? NaN,
        end: month.tithiStarts[index + 1] ?? NaN,
      });
    }
    return found;
  }

  /** Adhika months in the span, by name, for the trace. */
  adhikaMonths(): LunarYearMonth[] {
    return this.months.filter((m) => m.amanta.adhika);
  }
}
