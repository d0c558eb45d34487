/**
 * Ekadashi vrata over a span of civil dates at a place: for each Shukla and Krishna ekadashi, the Smarta and
 * Vaishnava fast days with their rule traces, the tithi spans, lunar month, mahadvadashi cases and parana windows.
 * Cost: four tithi roots per ekadashi (chained), three sunrises, and the new moons once per lunar month.
 */
import { DEFAULT_AYANAMSA } from '../../astro/bodies.ts';
import { localDay } from '../../astro/local-day.ts';
import type { MomentInput } from '../../astro/moment.ts';
import { EngineError, isEngineError, withField } from '../../errors.ts';
import { MIN_JD_UT, outOfRange } from '../../astro/range.ts';
import { isEphemerisError } from '../../astro/sweph/errors.ts';
import { DEFAULT_SUNRISE_RULE, sunrise, type SunriseRule } from '../../astro/riseset.ts';
import { epochMsFromJulianDay, MS_PER_DAY, SECONDS_PER_DAY } from '../../astro/time.ts';
import { tithiName } from '../../vocabulary/names.ts';
import { ARUNODAYA, EKADASHI_RULES } from '../../tables/vrata/ekadashi-rules.ts';
import { crossing } from '../panchanga/boundary.ts';
import { LIMB_ANGLES } from '../panchanga/limb-angle.ts';
import { localClock, type Clock } from '../panchanga/local-clock.ts';
import { lunarMonthFromElongation, type LunarMonthValue } from '../panchanga/lunar-month.ts';
import { decideSmarta, decideVaishnava, type Decision } from './decide.ts';
import { sunriseLimb, type EkadashiFacts } from './facts.ts';
import { checkSpan } from './input.ts';
import { findMahadvadashi } from './mahadvadashi.ts';
import { paranaWindow } from './parana.ts';
import { EkadashiChain, type EkadashiTithis } from './tithi-chain.ts';
import type {
  EkadashiInput,
  EkadashiObservance,
  EkadashiResult,
  Instant,
  Observance,
  SkippedEkadashi,
  TithiSpan,
  Tradition,
} from './types.ts';

const ONE_MINUTE = 60 / SECONDS_PER_DAY;
const LUNAR_MONTH_OUTSIDE =
  'lunar month not named for some ekadashis: a new moon bounding their month lies outside ' +
  'the ephemeris files (1800-01-01 to 2400-01-10)';
/** A sunrise follows any instant within this many days, except in polar day or night. */
const SUNRISE_WITHIN_DAYS = 1.5;
/** More ekadashis than a 366-day span can hold: a guard on the loop, never reached. */
const MAX_EKADASHIS = 28;

type LunarMonth = { amanta: LunarMonthValue; purnimanta: LunarMonthValue };

function instant(jdUt: number): Instant {
  return { jdUt, epochMs: Math.round(epochMsFromJulianDay(jdUt)) };
}

function addDays(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * MS_PER_DAY).toISOString().slice(0, 10);
}

function nextSunrise(afterJdUt: number, lat: number, lon: number, rule: SunriseRule): number | null {
  return sunrise(afterJdUt, lat, lon, rule, { endJdUt: afterJdUt + SUNRISE_WITHIN_DAYS }).jdUt;
}

/** R1, R2, R3 after ekadashi begins, or null when one is missing (polar day or night). */
function threeSunrises(
  t: EkadashiTithis,
  lat: number,
  lon: number,
  rule: SunriseRule,
): [number, number, number] | null {
  const r1 = nextSunrise(t.ekadashiStart, lat, lon, rule);
  const r2 = r1 === null ? null : nextSunrise(r1 + ONE_MINUTE, lat, lon, rule);
  const r3 = r2 === null ? null : nextSunrise(r2 + ONE_MINUTE, lat, lon, rule);
  return r1 === null || r2 === null || r3 === null ? null : [r1, r2, r3];
}

/**
 * The three sunrises, or 'beyond_files' when a range scan reaches an ekadashi at the very end of 2399 whose sunrises
 * the files do not cover (the ekadashis before it are still answered). A single lookup refuses such a date (422).
 */
function sunrisesWithinFiles(
  t: EkadashiTithis,
  lat: number,
  lon: number,
  rule: SunriseRule,
  singleFrom: string | null,
): [number, number, number] | null | 'beyond_files' {
  try {
    return threeSunrises(t, lat, lon, rule);
  } catch (err) {
    if (!isEngineError(err, 'DATE_OUT_OF_RANGE') || t.ekadashiStart < MIN_JD_UT + 1) throw err;
    if (singleFrom === null) return 'beyond_files';
    throw outOfRange(`the first ekadashi from ${singleFrom}`, 'its sunrises lie after the ephemeris files end');
  }
}

function tithiSpan(index: number, start: number, end: number): TithiSpan {
  return { index, name: tithiName(index), start: instant(start), end: instant(end) };
}

const LIMB_OFFSET = { ekadashi: 0, dvadashi: 1, trayodashi: 2 } as const;

function observance(
  tradition: Tradition,
  d: Decision,
  f: EkadashiFacts,
  ekadashiIndex: number,
  clock: Clock,
): Observance {
  const p = paranaWindow(f, f.sunrises[d.day + 1] ?? NaN);
  const limb = sunriseLimb(f, d.day);
  return {
    tradition,
    date: f.dates[d.day],
    sunrise: instant(f.sunrises[d.day]),
    tithiAtSunrise: tithiName(ekadashiIndex + LIMB_OFFSET[limb]),
    whyThisDate: d.trace,
    parana: {
      date: clock(p.sunrise).iso.slice(0, 10),
      start: instant(p.start),
      end: p.end === null ? null : instant(p.end),
      startsAt: p.startsAt,
      sunrise: instant(p.sunrise),
      hariVasaraEnd: instant(p.hariVasaraEnd),
      note: p.note,
    },
  };
}

/** The end date is checked like the first; a bad calendar date there is an end_date error. */
function endDay(to: string, place: Omit<MomentInput, 'date' | 'time'>): void {
  try {
    localDay({ date: to, ...place });
  } catch (err) {
    if (isEngineError(err) && err.field === 'date') throw withField(err, 'end_date');
    throw err;
  }
}

function traditionsOf(t: EkadashiInput['tradition']): Tradition[] {
  if (t === undefined || t === 'both') return ['smarta', 'vaishnava'];
  if (t === 'smarta' || t === 'vaishnava') return [t];
  throw new EngineError('UNKNOWN_NAME', 'tradition', { value: String(t), known: 'one of smarta, vaishnava, both' });
}

export function ekadashiVrata(input: EkadashiInput): EkadashiResult {
  const { latitude, longitude } = input;
  const rule = input.sunriseRule ?? DEFAULT_SUNRISE_RULE;
  const ayanamsa = input.ayanamsa ?? DEFAULT_AYANAMSA;
  const traditions = traditionsOf(input.tradition);
  const place = { latitude, longitude, timezone: input.timezone, utcOffset: input.utcOffset };
  const first = localDay({ date: input.date, ...place });
  const to = input.endDate ?? null;
  if (to !== null) {
    checkSpan(input.date, to);
    endDay(to, place);
  }
  const clock = localClock(first.timezone);
  const dateOf = (jd: number): string => clock(jd).iso.slice(0, 10);
  const time = (jd: number): string => clock(jd).iso;
  const arunodayaDays = ARUNODAYA.data.minutes / (24 * 60);

  // Any ekadashi whose first sunrise is on the first date began after the previous day's sunrise.
  // Never before the files start: an ekadashi of the first days of 1800 is searched from their first instant.
  const chain = new EkadashiChain(Math.max(first.startJdUt - 1, MIN_JD_UT), ayanamsa);
  const warnings = [...first.warnings];
  const ekadashis: EkadashiObservance[] = [];
  const skipped: SkippedEkadashi[] = [];
  let month: { before: number; after: number } | null = null;
  for (let n = 0; n < MAX_EKADASHIS; n++) {
    const t = chain.next();
    // A range ends before an ekadashi that begins after its last date (whose sunrises may lie past the files).
    if (to !== null && dateOf(t.ekadashiStart) > to) break;
    const sunrises = sunrisesWithinFiles(t, latitude, longitude, rule, to === null ? input.date : null);
    if (sunrises === 'beyond_files') {
      skipped.push({
        ekadashiStart: instant(t.ekadashiStart),
        reason: 'its sunrises lie after the ephemeris files end (2399-12-31): the fast day cannot be placed',
      });
      break;
    }
    const anchor = sunrises === null ? dateOf(t.ekadashiStart) : dateOf(sunrises[0]);
    if (anchor < input.date) continue;
    if (to !== null && anchor > to) break;
    if (sunrises === null) {
      skipped.push({
        ekadashiStart: instant(t.ekadashiStart),
        reason: 'no sunrise within 1.5 days (polar day or night): the fast day cannot be placed',
      });
      if (to === null) break;
      continue;
    }
    const dates = [dateOf(sunrises[0]), dateOf(sunrises[1]), dateOf(sunrises[2])] as const;
    const facts: EkadashiFacts = { tithis: t, sunrises, dates, dateBefore: addDays(dates[0], -1), arunodayaDays };
    const cases = findMahadvadashi(facts, time);

    const at = t.atEkadashiStart;
    let lunar: LunarMonth | null = null;
    try {
      if (month === null || !(at.jdUt > month.before && at.jdUt < month.after)) {
        const limb = LIMB_ANGLES.tithi;
        month = {
          before: crossing(limb, ayanamsa, at, -at.angle),
          after: crossing(limb, ayanamsa, at, 360 - at.angle),
        };
      }
      const m = lunarMonthFromElongation(at, ayanamsa, month);
      lunar = { amanta: m.amanta, purnimanta: m.purnimanta };
    } catch (err) {
      // The new moon opening a month of January 1800 lies before the files: the month is not named, and said so.
      if (!isEphemerisError(err)) throw err;
      month = null;
      if (!warnings.includes(LUNAR_MONTH_OUTSIDE)) warnings.push(LUNAR_MONTH_OUTSIDE);
    }
    const k = t.ekadashiIndex;
    const smarta = traditions.includes('smarta')
      ? observance('smarta', decideSmarta(facts, time), facts, k, clock)
      : null;
    const vaishnava = traditions.includes('vaishnava')
      ? observance('vaishnava', decideVaishnava(facts, cases, time), facts, k, clock)
      : null;
    ekadashis.push({
      paksha: t.paksha,
      lunarMonth: lunar,
      tithis: {
        dashami: tithiSpan(k - 1, t.dashamiStart, t.ekadashiStart),
        ekadashi: tithiSpan(k, t.ekadashiStart, t.dvadashiStart),
        dvadashi: tithiSpan(k + 1, t.dvadashiStart, t.dvadashiEnd),
      },
      arunodaya: sunriseLimb(facts, 0) === 'ekadashi' ? instant(sunrises[0] - arunodayaDays) : null,
      mahadvadashi: cases.map((c) => ({ case: c.case, date: dates[c.day], fact: c.fact })),
      smarta,
      vaishnava,
    });
    if (to === null) break;
  }
  return {
    from: input.date,
    to,
    timezone: first.timezone,
    sunriseRule: rule,
    traditions,
    arunodayaMinutes: ARUNODAYA.data.minutes,
    ekadashis,
    skipped,
    cites: [...ARUNODAYA.cites, ...EKADASHI_RULES.cites],
    warnings,
  };
}
