/**
 * Kshaya and vriddhi tithis of a day. A tithi that begins and ends between two sunrises is never the tithi of any
 * sunrise (kshaya); a tithi that prevails at two successive sunrises is vriddhi, and the two days share it.
 */
import type { LimbTrack } from './limb-track.ts';
import { tithiValue, type TithiValue } from './limbs.ts';

export interface KshayaTithi {
  tithi: TithiValue;
  startJdUt: number;
  endJdUt: number;
}

export interface TithiFlagFacts {
  kshaya: KshayaTithi[];
  /** The sunrise tithi still prevails at the next sunrise: the next day repeats it. */
  vriddhiWithNext: boolean;
  /** The sunrise tithi already prevailed at the previous sunrise: this day repeats it. */
  vriddhiWithPrevious: boolean;
}

/** A tithi lasts under 27 h: one that began less than half a day before this sunrise cannot have seen the last. */
const PREVIOUS_SUNRISE_POSSIBLE = 0.5;

/** `previousDayStart` is asked only when the tithi began more than half a day before this one. */
/** `previousDayStart` returns null when there is no previous sunrise (polar) or it lies outside the ephemeris range. */
export function tithiFlags(
  tithi: LimbTrack,
  dayStartJdUt: number,
  previousDayStart: () => number | null,
): TithiFlagFacts {
  const kshaya: KshayaTithi[] = [];
  for (let i = 0; i + 1 < tithi.changes.length; i++) {
    const c = tithi.changes[i];
    const next = tithi.changes[i + 1];
    if (c !== undefined && next !== undefined)
      kshaya.push({ tithi: tithiValue(c.index), startJdUt: c.jdUt, endJdUt: next.jdUt });
  }
  let vriddhiWithPrevious = false;
  if (tithi.startJdUt < dayStartJdUt - PREVIOUS_SUNRISE_POSSIBLE) {
    const previous = previousDayStart();
    vriddhiWithPrevious = previous !== null && tithi.startJdUt <= previous;
  }
  return { kshaya, vriddhiWithNext: tithi.changes.length === 0, vriddhiWithPrevious };
}
