/**
 * Vimshottari periods from the Moon's sidereal longitude at birth: the balance of the first mahadasha is the part
 * of the birth nakshatra the Moon has still to cross; each period divides into the nine lords in order, starting
 * from its own lord, in proportion to their years.
 */
import { norm360 } from '../../vocabulary/angles.ts';
import {
  DASHA_LEVELS,
  DEFAULT_DASHA_YEAR_DAYS,
  VIMSHOTTARI,
  VIMSHOTTARI_TOTAL_YEARS,
  type DashaLevel,
} from '../../tables/dasha/vimshottari.ts';
import { NAKSHATRA_ARC, nakshatraOf, type Graha } from '../../vocabulary/names.ts';
import { at } from '../../errors.ts';

export interface DashaPeriod {
  level: DashaLevel;
  lord: Graha;
  startJdUt: number;
  endJdUt: number;
  years: number;
}

export interface DashaBalance {
  lord: Graha;
  /** Years of the first mahadasha left at birth. */
  years: number;
  /** Fraction of the birth nakshatra already crossed by the Moon. */
  elapsedFraction: number;
  /** The same balance as whole years, months (of 12 to the year) and days (of 30 to the month). */
  ymd: { years: number; months: number; days: number };
}

export interface VimshottariOptions {
  yearDays?: number;
}

const ORDER = VIMSHOTTARI.data;
const indexOf = (lord: Graha) => ORDER.findIndex((e) => e.lord === lord);

export function dashaBalance(moonLongitude: number): DashaBalance {
  const lon = norm360(moonLongitude);
  const n = nakshatraOf(lon);
  const elapsedFraction = (lon - n.index * NAKSHATRA_ARC) / NAKSHATRA_ARC;
  const entry = at(ORDER, indexOf(n.lord), 'vimshottari lord');
  const years = entry.years * (1 - elapsedFraction);
  return { lord: entry.lord, years, elapsedFraction, ymd: toYmd(years) };
}

/** Whole years, then months as twelfths of the rest, then days as thirtieths of a month (the textbook reckoning). */
export function toYmd(years: number): { years: number; months: number; days: number } {
  const y = Math.floor(years);
  const monthsF = (years - y) * 12;
  const m = Math.floor(monthsF);
  const d = Math.floor((monthsF - m) * 30 + 1e-9);
  return { years: y, months: m, days: d };
}

/** The nine periods into which `parent` divides (its own lord first), or the mahadashas when parent is null. */
export function subPeriods(
  parent: DashaPeriod | { lord: Graha; startJdUt: number; years: number; level: null },
  yearDays: number,
): DashaPeriod[] {
  const level = DASHA_LEVELS[parent.level === null ? 0 : DASHA_LEVELS.indexOf(parent.level) + 1];
  if (level === undefined) return [];
  const start = indexOf(parent.lord);
  const out: DashaPeriod[] = [];
  let t = parent.startJdUt;
  for (let k = 0; k < ORDER.length; k++) {
    const e = at(ORDER, (start + k) % ORDER.length, 'vimshottari lord');
    const years = parent.level === null ? e.years : (parent.years * e.years) / VIMSHOTTARI_TOTAL_YEARS;
    const end = t + years * yearDays;
    out.push({ level, lord: e.lord, startJdUt: t, endJdUt: end, years });
    t = end;
  }
  return out;
}

export interface Vimshottari {
  balance: DashaBalance;
  yearDays: number;
  /** The nine mahadashas from the one running at birth (its start lies before birth). */
  mahadashas: DashaPeriod[];
}

export function vimshottari(moonLongitude: number, birthJdUt: number, options: VimshottariOptions = {}): Vimshottari {
  const yearDays = options.yearDays ?? DEFAULT_DASHA_YEAR_DAYS;
  const balance = dashaBalance(moonLongitude);
  const first = at(ORDER, indexOf(balance.lord), 'vimshottari lord');
  const startJdUt = birthJdUt - (first.years - balance.years) * yearDays;
  const mahadashas = subPeriods(
    { lord: balance.lord, startJdUt, years: VIMSHOTTARI_TOTAL_YEARS, level: null },
    yearDays,
  );
  return { balance, yearDays, mahadashas };
}

/**
 * The running period at each level down to `depth` (1-5) at an instant; empty when the instant lies outside the
 * 120 years from the start of the birth mahadasha.
 */
export function currentDasha(v: Vimshottari, jdUt: number, depth: number = DASHA_LEVELS.length): DashaPeriod[] {
  const path: DashaPeriod[] = [];
  let periods = v.mahadashas;
  for (let level = 0; level < depth; level++) {
    const running = periods.find((p) => jdUt >= p.startJdUt && jdUt < p.endJdUt);
    if (running === undefined) break;
    path.push(running);
    periods = subPeriods(running, v.yearDays);
  }
  return path;
}
