/**
 * Kalachakra dasha (BPHS) from the Moon's sidereal longitude. The Moon's nakshatra pada gives the group, the nine
 * dasha signs and the paramayus (KALACHAKRA). Balance: the fraction of the pada the Moon has crossed, times the
 * paramayus, is the time already run; the sign running at birth is the one that time falls in, and its balance is
 * the rest of it. After the nine signs of the birth pada the dashas of the following padas (zodiacal order) come
 * next, until `spanYears` after birth are covered. Antardashas: the nine signs of the same pada from the
 * mahadasha's own place, each mahadasha years x sign years / paramayus (Phaladeepika's rule); deeper levels alike.
 */
import { norm360 } from '../../vocabulary/angles.ts';
import { KALACHAKRA, type KalachakraGroup } from '../../tables/dasha/kalachakra.ts';
import { DEFAULT_DASHA_YEAR_DAYS } from '../../tables/dasha/vimshottari.ts';
import { type Nakshatra, nakshatraAt, PADA_ARC, type Sign } from '../../vocabulary/names.ts';
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

export interface KalachakraPada {
  nakshatra: Nakshatra;
  nakshatraIndex: number;
  /** 1-4. */
  pada: number;
  group: KalachakraGroup;
  direction: 'savya' | 'apasavya';
  sequence: readonly Sign[];
  paramayus: number;
  deha: Sign;
  jeeva: Sign;
}

export interface KalachakraBalance {
  pada: KalachakraPada;
  /** Fraction of the pada crossed by the Moon. */
  elapsedFraction: number;
  /** Years of the pada's paramayus run before birth. */
  elapsedYears: number;
  /** The sign running at birth and its place (0-8) in the pada's sequence. */
  sign: Sign;
  position: number;
  /** Years of that sign's dasha left at birth. */
  years: number;
  ymd: { years: number; months: number; days: number };
}

export interface KalachakraOptions extends DashaSystemOptions {
  /** Years after birth the mahadashas must cover; default 120. */
  spanYears?: number;
}

export type KalachakraMahadasha = SystemPeriod<Sign> & { nakshatra: Nakshatra; pada: number };
export type Kalachakra = Omit<DashaSystemResult<Sign, KalachakraBalance>, 'periods'> & {
  periods: KalachakraMahadasha[];
};

const T = KALACHAKRA.data;
const yearsOf = (s: Sign): number => T.signYears[s];

/** Group, sequence, paramayus, deha and jeeva of a pada (nakshatra index 0-26, pada 1-4). */
export function kalachakraPada(nakshatraIndex: number, pada: number): KalachakraPada {
  const nakshatra = nakshatraAt(nakshatraIndex);
  const group = T.groupOf[nakshatra];
  const sequence: readonly Sign[] = at<readonly Sign[]>(T.sequences[group], pada - 1, 'kalachakra pada');
  const savya = group.startsWith('savya');
  const first = at(sequence, 0, 'kalachakra sign');
  const last = at(sequence, sequence.length - 1, 'kalachakra sign');
  return {
    nakshatra,
    nakshatraIndex,
    pada,
    group,
    direction: savya ? 'savya' : 'apasavya',
    sequence,
    paramayus: sequence.reduce((s, x) => s + yearsOf(x), 0),
    deha: savya ? first : last,
    jeeva: savya ? last : first,
  };
}

export function kalachakraBalance(moonLongitude: number): KalachakraBalance {
  const lon = norm360(moonLongitude);
  const quarter = Math.min(107, Math.floor((lon * 108) / 360));
  const pada = kalachakraPada(Math.floor(quarter / 4), (quarter % 4) + 1);
  const elapsedFraction = Math.min(1, Math.max(0, (lon - quarter * PADA_ARC) / PADA_ARC));
  const elapsedYears = elapsedFraction * pada.paramayus;
  let cum = 0;
  let position = 0;
  while (position < 8 && cum + yearsOf(at(pada.sequence, position, 'kalachakra sign')) <= elapsedYears) {
    cum += yearsOf(at(pada.sequence, position, 'kalachakra sign'));
    position++;
  }
  const sign = at(pada.sequence, position, 'kalachakra sign');
  const years = cum + yearsOf(sign) - elapsedYears;
  return { pada, elapsedFraction, elapsedYears, sign, position, years, ymd: toYmd(years) };
}

/** The nine sub-periods of a period at `position` in `pada`'s sequence, from that place round. */
export function kalachakraSubPeriods(
  parent: SystemPeriod<Sign>,
  pada: KalachakraPada,
  position: number,
  depth: number,
  yearDays: number,
): SystemPeriod<Sign>[] {
  const seq = pada.sequence;
  const parts = seq
    .map((_, k) => at(seq, (position + k) % seq.length, 'kalachakra sign'))
    .map((s) => ({ lord: s, weight: yearsOf(s) }));
  return splitProportional(parent, parts, levelName(depth), yearDays);
}

function expand(
  p: SystemPeriod<Sign>,
  pada: KalachakraPada,
  position: number,
  depth: number,
  levels: number,
  yearDays: number,
): SystemPeriod<Sign> {
  if (depth >= levels) return p;
  const children = kalachakraSubPeriods(p, pada, position, depth, yearDays);
  return {
    ...p,
    antardashas: children.map((c, k) =>
      expand(c, pada, (position + k) % pada.sequence.length, depth + 1, levels, yearDays),
    ),
  };
}

export const KALACHAKRA_METHOD =
  'Kalachakra (BPHS): savya/apasavya groups by nakshatra and foot (Ashwini, Bharani, Rohini, Mrigashira tables); ' +
  'nine ' +
  'sign dashas per pada, sign years Ar 7, Ta 16, Ge 9, Cn 21, Le 5, Vi 9, Li 16, Sc 7, Sg 10, Cp 4, Aq 4, Pi 10; ' +
  'balance: fraction of the pada crossed x paramayus = time run, located in the nine; then the following padas in ' +
  "zodiacal order; deha/jeeva = first/last sign (savya), last/first (apasavya); antardashas: the pada's nine from " +
  'the mahadasha sign, mahadasha years x sign years / paramayus.';

export function kalachakra(moonLongitude: number, birthJdUt: number, options: KalachakraOptions = {}): Kalachakra {
  const yearDays = options.yearDays ?? DEFAULT_DASHA_YEAR_DAYS;
  const levels = clampLevels(options.levels, 5);
  const spanEnd = birthJdUt + (options.spanYears ?? 120) * yearDays;
  const balance = kalachakraBalance(moonLongitude);
  const periods: KalachakraMahadasha[] = [];
  let pada = balance.pada;
  let position = balance.position;
  let t = birthJdUt - (yearsOf(balance.sign) - balance.years) * yearDays;
  let quarter = pada.nakshatraIndex * 4 + pada.pada - 1;
  while (t < spanEnd) {
    for (; position < pada.sequence.length; position++) {
      const sign = at(pada.sequence, position, 'kalachakra sign');
      const years = yearsOf(sign);
      const p: SystemPeriod<Sign> = {
        level: 'Mahadasha',
        lord: sign,
        startJdUt: t,
        endJdUt: t + years * yearDays,
        years,
      };
      periods.push({ ...expand(p, pada, position, 1, levels, yearDays), nakshatra: pada.nakshatra, pada: pada.pada });
      t = p.endJdUt;
    }
    quarter = (quarter + 1) % 108;
    pada = kalachakraPada(Math.floor(quarter / 4), (quarter % 4) + 1);
    position = 0;
  }
  return {
    system: 'kalachakra',
    method: KALACHAKRA_METHOD,
    yearDays,
    levels,
    periods,
    balance,
    refs: KALACHAKRA.cites,
  };
}
