/**
 * The festival calendar of a civil year at a place: every record of the region's list placed by its rule, the
 * monthly vratas, and the named ekadashis from the ekadashi engine, in date order. One lunar timeline (new moons and
 * tithi starts), one list of sankrantis and one cache of sunrises serve every festival: nothing steps by the minute.
 */
import { DEFAULT_AYANAMSA } from '../../astro/bodies.ts';
import { localDay } from '../../astro/local-day.ts';
import { END_JD_UT, MIN_JD_UT } from '../../astro/range.ts';
import { EngineError, isEngineError } from '../../errors.ts';
import {
  FESTIVALS,
  festivalsOf,
  KAALA_SPANS,
  MONTHLY,
  type EkadashiFestival,
  type FestivalRecord,
  type Region,
} from '../../tables/festivals/index.ts';
import { localClock } from '../panchanga/local-clock.ts';
import { ekadashiVrata } from '../vrata/index.ts';
import { addDays, PlaceDays } from './days.ts';
import { placeEkadashi } from './ekadashi-festival.ts';
import { placeLunar, placeMonthly } from './lunar-festival.ts';
import { LunarYear } from './lunar-year.ts';
import { placeSolar, placeStar, sankrantisBetween } from './solar-festival.ts';
import type { FestivalInput, FestivalYear, PlacedFestival } from './types.ts';

export const MIN_YEAR = 1800;
export const MAX_YEAR = 2399;
/** Days around the year searched, so a festival of early January or late December finds its month. */
const MARGIN_DAYS = 45;

export function checkYear(year: number, field = 'year'): void {
  if (!Number.isInteger(year) || year < MIN_YEAR || year > MAX_YEAR) {
    throw new EngineError('VALUE_OUT_OF_RANGE', field, { range: `${MIN_YEAR}..${MAX_YEAR}`, got: year });
  }
}

/**
 * The first civil day of the year at the place, with its zone. At places east of Greenwich the local midnight of
 * 1 January 1800 lies before the ephemeris files begin: the year then starts on the 2nd, and says so.
 */
function firstDay(
  from: string,
  place: { latitude: number; longitude: number },
  zone: { timezone?: string | undefined; utcOffset?: string | number | undefined },
): { date: string; timezone: string; warnings: string[] } {
  try {
    const d = localDay({ date: from, ...place, ...zone });
    return { date: from, timezone: d.timezone, warnings: d.warnings };
  } catch (err) {
    if (!isEngineError(err, 'DATE_OUT_OF_RANGE') || !from.startsWith(`${MIN_YEAR}-`)) throw err;
    const next = addDays(from, 1);
    const d = localDay({ date: next, ...place, ...zone });
    const note = `the calendar starts on ${next}: the local midnight of ${from} lies before the ephemeris files begin`;
    return { date: next, timezone: d.timezone, warnings: [...d.warnings, note] };
  }
}

export function festivalYear(input: FestivalInput): FestivalYear {
  checkYear(input.year);
  const region: Region = input.region ?? 'pan_indian';
  const tradition = input.tradition ?? 'smarta';
  const ayanamsa = DEFAULT_AYANAMSA;
  const yearText = String(input.year).padStart(4, '0');
  // The whole year, or the part of it the caller asks (one day for the panchanga page).
  const from = input.window?.from ?? `${yearText}-01-01`;
  const to = input.window?.to ?? `${yearText}-12-31`;
  if (from.slice(0, 4) !== yearText || to.slice(0, 4) !== yearText || to < from) {
    throw new EngineError('FIELDS_DISAGREE', 'date', {
      value: `${from}..${to}`,
      relation: 'is not within',
      other: `year ${yearText}`,
    });
  }
  const place = { latitude: input.latitude, longitude: input.longitude };
  const zone = { timezone: input.timezone, utcOffset: input.utcOffset };
  const first = firstDay(from, place, zone);
  const days = new PlaceDays(input.latitude, input.longitude, first.timezone, localClock(first.timezone));
  const start = first.date;
  const inYear = (date: string) => date >= start && date <= to;
  const warnings = [...first.warnings];
  /** A festival whose days reach past the ephemeris files (the first days of 1800) is left out and said so. */
  const safely = (id: string, place: () => PlacedFestival[]): PlacedFestival[] => {
    try {
      return place();
    } catch (err) {
      if (!isEngineError(err, 'DATE_OUT_OF_RANGE')) throw err;
      warnings.push(`${id}: one occurrence is not placed, its days reach outside the ephemeris files`);
      return [];
    }
  };
  // The ephemeris files end in January 2400 and start in 1800: the margin is clipped there, never past them.
  const spanFrom = Math.max(days.midnight(addDays(from, -MARGIN_DAYS)), MIN_JD_UT + 1);
  const spanTo = Math.min(days.midnight(addDays(to, MARGIN_DAYS)), END_JD_UT - 2);
  // A whole list reads nearly every tithi of every month: one chain each. A few festivals or a few days read few.
  const lunar = new LunarYear(spanFrom, spanTo, ayanamsa, input.ids === undefined && input.window === undefined);
  const sankrantis = sankrantisBetween(spanFrom, spanTo, ayanamsa);
  if (lunar.truncated) {
    warnings.push(
      'the lunar month that opens in December 2399 ends after the ephemeris files: its festivals are not placed',
    );
  }
  const wanted = (id: string) => input.ids === undefined || input.ids.includes(id);
  const records = (input.ids === undefined ? festivalsOf(region) : FESTIVALS).filter((f) => wanted(f.id));

  const placed: PlacedFestival[] = [];
  const ekadashis: EkadashiFestival[] = [];
  /** A lunar, solar or star record's occurrences whose date `keep` accepts. */
  const placeRecord = (f: FestivalRecord, keep: (date: string) => boolean): PlacedFestival[] =>
    safely(f.id, () => {
      if (f.kind === 'lunar') return placeLunar(f, lunar, days, { tradition, region }, ayanamsa, keep);
      if (f.kind === 'solar') return placeSolar(f, sankrantis, days, region, keep);
      if (f.kind === 'nakshatra') return placeStar(f, sankrantis, days, ayanamsa, keep);
      return [];
    });
  for (const f of records) {
    if (f.kind === 'ekadashi') ekadashis.push(f);
    else placed.push(...placeRecord(f, inYear));
  }
  if (ekadashis.length > 0) {
    const scan = ekadashiVrata({
      date: start,
      endDate: to,
      ...place,
      ...zone,
      tradition: 'both',
    });
    warnings.push(...scan.warnings.filter((w) => !warnings.includes(w)));
    for (const e of scan.ekadashis) {
      const p = placeEkadashi(e, ekadashis, tradition);
      if (p !== null && inYear(p.date)) placed.push(p);
    }
  }
  for (const f of records) {
    if (f.kind !== 'relative') continue;
    // The base is placed here when the list does not hold it (a single festival asked, or a regional base).
    const base = FESTIVALS.find((g) => g.id === f.of);
    const bases = placed.some((p) => p.id === f.of) || base === undefined ? placed : placeRecord(base, () => true);
    for (const b of bases.filter((p) => p.id === f.of)) {
      const date = addDays(b.date, f.days);
      if (!inYear(date)) continue;
      const { id, name, hi, sa, kind, category, regions, cites } = f;
      const which = f.days < 0 ? `${-f.days} day(s) before` : `${f.days} day(s) after`;
      placed.push({
        ...{ id, name, hi, sa, kind, category, regions, cites },
        date,
        observance: null,
        lunar: null,
        sankranti: null,
        parana: null,
        whyThisDate: {
          rule: `${which} ${b.name}`,
          kaala: null,
          decidedBy: 'relative',
          statement: `${b.name} falls on ${b.date} (${b.whyThisDate.statement})`,
          span: null,
          days: [],
          steps: [],
          notes: [],
        },
        alternatives: b.alternatives.map((a) => ({ ...a, date: addDays(a.date, f.days) })),
      });
    }
  }
  for (const v of MONTHLY) {
    const asked = input.ids === undefined ? (input.monthly ?? true) : input.ids.includes(v.id);
    if (asked) placed.push(...safely(v.id, () => placeMonthly(v, lunar, days, ayanamsa, inYear)));
  }
  placed.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const kaalaLess = placed.filter((p) => p.whyThisDate.days.length > 0 && p.whyThisDate.days.every((d) => !d.kaala));
  if (kaalaLess.length > 0) {
    warnings.push(
      `${kaalaLess.length} festival(s) fall in polar day or night here: with no sunrise or sunset their part of the ` +
        'day does not exist, and each is dated by its rule for a tithi that holds no kaala (its why_this_date says so)',
    );
  }
  return {
    year: input.year,
    timezone: first.timezone,
    region,
    tradition,
    festivals: placed,
    adhikaMonths: lunar
      .adhikaMonths()
      .map((m) => ({ name: m.amanta.name, start: m.tithiStart(0), end: m.tithiStart(30) }))
      .filter((m) => inYear(days.dateOf(m.start)) || inYear(days.dateOf(m.end))),
    warnings,
    cites: KAALA_SPANS.cites,
  };
}
