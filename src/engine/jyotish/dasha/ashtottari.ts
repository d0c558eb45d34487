/**
 * Ashtottari periods (108 years) from the Moon's sidereal longitude at birth. The birth lord is the one whose group
 * of nakshatras holds the Moon; the balance is the part of that group still to cross, each nakshatra of the group
 * (Abhijit counted, ASHTOTTARI) carrying an equal share of the lord's years ('nakshatra_shares', the default), or,
 * as option, the lord's years spread evenly over the group's arc ('group_arc'). The two differ only in Saturn's
 * group, where Abhijit is shorter than a nakshatra. Sub-periods run from the parent's own lord in the order Sun,
 * Moon, Mars, Mercury, Saturn, Jupiter, Rahu, Venus, each in proportion to its years.
 */
import { norm360 } from '../../vocabulary/angles.ts';
import {
  ABHIJIT_ARC,
  ASHTOTTARI,
  ASHTOTTARI_TOTAL_YEARS,
  type AshtottariNakshatra,
} from '../../tables/dasha/ashtottari.ts';
import { DEFAULT_DASHA_YEAR_DAYS } from '../../tables/dasha/vimshottari.ts';
import { NAKSHATRA_ARC, NAKSHATRAS, type Graha } from '../../vocabulary/names.ts';
import {
  clampLevels,
  levelName,
  splitProportional,
  type DashaSystemOptions,
  type DashaSystemResult,
  type SystemPeriod,
} from './system-period.ts';
import { toYmd } from './vimshottari.ts';
import { at } from '../../errors.ts';

export type AshtottariBalanceMethod = 'nakshatra_shares' | 'group_arc';

export interface AshtottariOptions extends DashaSystemOptions {
  balanceMethod?: AshtottariBalanceMethod;
}

export interface AshtottariBalance {
  lord: Graha;
  /** Years of the first mahadasha left at birth. */
  years: number;
  /** The Moon's nakshatra in the 28-nakshatra reckoning (may be Abhijit). */
  nakshatra: AshtottariNakshatra;
  /** Fraction of the lord's years already run at birth. */
  elapsedFraction: number;
  ymd: { years: number; months: number; days: number };
}

export type Ashtottari = DashaSystemResult<Graha, AshtottariBalance>;

const ORDER = ASHTOTTARI.data;

/** Arc of a nakshatra in the 28-nakshatra reckoning: Uttara Ashadha ends and Shravana begins at Abhijit's edges. */
export function ashtottariArc(n: AshtottariNakshatra): { from: number; to: number } {
  if (n === 'Abhijit') return { from: ABHIJIT_ARC.from, to: ABHIJIT_ARC.to };
  const from = NAKSHATRAS.indexOf(n) * NAKSHATRA_ARC;
  if (n === 'Uttara Ashadha') return { from, to: ABHIJIT_ARC.from };
  if (n === 'Shravana') return { from: ABHIJIT_ARC.to, to: from + NAKSHATRA_ARC };
  return { from, to: from + NAKSHATRA_ARC };
}

export function ashtottariBalance(
  moonLongitude: number,
  method: AshtottariBalanceMethod = 'nakshatra_shares',
): AshtottariBalance {
  const lon = norm360(moonLongitude);
  for (const group of ORDER) {
    const arcs = group.nakshatras.map((n) => ({ n, ...ashtottariArc(n) }));
    const at = arcs.findIndex((a) => lon >= a.from && lon < a.to);
    const here = arcs[at];
    if (here === undefined) continue;
    const weight = (a: { from: number; to: number }) => (method === 'group_arc' ? a.to - a.from : 1);
    const total = arcs.reduce((s, a) => s + weight(a), 0);
    const crossed = (lon - here.from) / (here.to - here.from);
    const ahead = arcs.slice(at + 1).reduce((s, a) => s + weight(a), 0);
    const remaining = (weight(here) * (1 - crossed) + ahead) / total;
    const years = group.years * remaining;
    return { lord: group.lord, years, nakshatra: here.n, elapsedFraction: 1 - remaining, ymd: toYmd(years) };
  }
  throw new Error(`no Ashtottari group holds longitude ${lon}`); // unreachable: the groups tile the circle
}

const indexOf = (lord: Graha) => ORDER.findIndex((e) => e.lord === lord);

/** The eight sub-periods of a period, its own lord first. */
export function ashtottariSubPeriods(
  parent: SystemPeriod<Graha>,
  depth: number,
  yearDays: number,
): SystemPeriod<Graha>[] {
  const start = indexOf(parent.lord);
  const parts = ORDER.map((_, k) => at(ORDER, (start + k) % ORDER.length, 'ashtottari lord')).map((e) => ({
    lord: e.lord,
    weight: e.years,
  }));
  return splitProportional(parent, parts, levelName(depth), yearDays);
}

function expand(p: SystemPeriod<Graha>, depth: number, levels: number, yearDays: number): SystemPeriod<Graha> {
  if (depth >= levels) return p;
  return {
    ...p,
    antardashas: ashtottariSubPeriods(p, depth, yearDays).map((c) => expand(c, depth + 1, levels, yearDays)),
  };
}

export const ASHTOTTARI_METHOD =
  'Ashtottari (BPHS): 108 years; Sun 6 (Ardra-Ashlesha), Moon 15 (Magha-Uttara Phalguni), Mars 8 (Hasta-Vishakha), ' +
  'Mercury 17 (Anuradha-Mula), Saturn 10 (Purva Ashadha, Uttara Ashadha, Abhijit, Shravana), Jupiter 19 ' +
  '(Dhanishta-Purva Bhadrapada), Rahu 12 (Uttara Bhadrapada-Bharani), Venus 21 (Krittika-Mrigashira). Abhijit = ' +
  "276deg40'-280deg53'20\". Balance: ";

const BALANCE_TEXT: Record<AshtottariBalanceMethod, string> = {
  nakshatra_shares:
    "each nakshatra of the group carries an equal share of the lord's years; the balance is the " +
    "untraversed part of the Moon's nakshatra plus the nakshatras after it in the group.",
  group_arc: "the lord's years spread evenly over the group's arc; the balance is the part of the arc still to cross.",
};

export function ashtottari(moonLongitude: number, birthJdUt: number, options: AshtottariOptions = {}): Ashtottari {
  const yearDays = options.yearDays ?? DEFAULT_DASHA_YEAR_DAYS;
  const levels = clampLevels(options.levels, 5);
  const method = options.balanceMethod ?? 'nakshatra_shares';
  const balance = ashtottariBalance(moonLongitude, method);
  const first = at(ORDER, indexOf(balance.lord), 'ashtottari lord');
  const startJdUt = birthJdUt - (first.years - balance.years) * yearDays;
  const whole = { startJdUt, endJdUt: startJdUt + ASHTOTTARI_TOTAL_YEARS * yearDays, years: ASHTOTTARI_TOTAL_YEARS };
  const start = indexOf(balance.lord);
  const parts = ORDER.map((_, k) => at(ORDER, (start + k) % ORDER.length, 'ashtottari lord')).map((e) => ({
    lord: e.lord,
    weight: e.years,
  }));
  const periods = splitProportional(whole, parts, 'Mahadasha', yearDays).map((p) => expand(p, 1, levels, yearDays));
  return {
    system: 'ashtottari',
    method: ASHTOTTARI_METHOD + BALANCE_TEXT[method],
    yearDays,
    levels,
    periods,
    balance,
    refs: ASHTOTTARI.cites,
  };
}
