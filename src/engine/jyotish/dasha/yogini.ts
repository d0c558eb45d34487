/**
 * Yogini periods from the Moon's sidereal longitude at birth: the first yogini from the janma nakshatra, its
 * balance the part of the nakshatra still to cross, then the eight in order; each divides into the eight starting
 * from itself, in proportion to their years.
 */
import { norm360 } from '../../vocabulary/angles.ts';
import { YOGINI_CYCLE_YEARS, YOGINI_NAKSHATRA_OFFSET, YOGINIS } from '../../tables/dasha/yogini.ts';
import { DEFAULT_DASHA_YEAR_DAYS } from '../../tables/dasha/vimshottari.ts';
import { NAKSHATRA_ARC, nakshatraOf, type Graha } from '../../vocabulary/names.ts';
import { at } from '../../errors.ts';

export interface YoginiPeriod {
  yogini: string;
  lord: Graha;
  years: number;
  startJdUt: number;
  endJdUt: number;
}

/** A yogini dasha of the cycle, with its eight antardashas. */
export interface YoginiMahadasha extends YoginiPeriod {
  antardashas: YoginiPeriod[];
}

export interface YoginiDasha {
  firstYogini: string;
  /** Years of the first yogini left at birth. */
  balanceYears: number;
  yearDays: number;
  cycles: number;
  periods: YoginiMahadasha[];
}

const ORDER = YOGINIS.data;

/** Index (0-7) of the first yogini for a nakshatra index (0 = Ashwini). */
export function firstYoginiIndex(nakshatraIndex: number): number {
  const r = (nakshatraIndex + 1 + YOGINI_NAKSHATRA_OFFSET) % ORDER.length;
  return (r + ORDER.length - 1) % ORDER.length; // remainder 1 = Mangala (index 0), remainder 0 = Sankata (index 7)
}

function antardashas(parent: { index: number; years: number; startJdUt: number }, yearDays: number): YoginiPeriod[] {
  const out: YoginiPeriod[] = [];
  let t = parent.startJdUt;
  for (let k = 0; k < ORDER.length; k++) {
    const e = at(ORDER, (parent.index + k) % ORDER.length, 'yogini');
    const years = (parent.years * e.years) / YOGINI_CYCLE_YEARS;
    out.push({ yogini: e.yogini, lord: e.lord, years, startJdUt: t, endJdUt: t + years * yearDays });
    t += years * yearDays;
  }
  return out;
}

export function yoginiDasha(
  moonLongitude: number,
  birthJdUt: number,
  options: { yearDays?: number; cycles?: number } = {},
): YoginiDasha {
  const yearDays = options.yearDays ?? DEFAULT_DASHA_YEAR_DAYS;
  const cycles = options.cycles ?? 3;
  const lon = norm360(moonLongitude);
  const n = nakshatraOf(lon);
  const elapsed = (lon - n.index * NAKSHATRA_ARC) / NAKSHATRA_ARC;
  const first = firstYoginiIndex(n.index);
  const firstYears = at(ORDER, first, 'yogini').years;
  const balanceYears = firstYears * (1 - elapsed);
  // The first period is the whole yogini, started before birth, so its antardashas fall where they belong.
  let t = birthJdUt - (firstYears - balanceYears) * yearDays;
  const periods: YoginiMahadasha[] = [];
  for (let k = 0; k < cycles * ORDER.length; k++) {
    const index = (first + k) % ORDER.length;
    const e = at(ORDER, index, 'yogini');
    const startJdUt = t;
    t += e.years * yearDays;
    periods.push({
      yogini: e.yogini,
      lord: e.lord,
      years: e.years,
      startJdUt,
      endJdUt: t,
      antardashas: antardashas({ index, years: e.years, startJdUt }, yearDays),
    });
  }
  return { firstYogini: at(ORDER, first, 'yogini').yogini, balanceYears, yearDays, cycles, periods };
}
