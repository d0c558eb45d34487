/**
 * One boundary timeline per scan: every tithi, karana, nakshatra, yoga, Moon-sign, Sun-sign and Sun-star change,
 * each sunrise, lunar month and (when asked) every lagna change over the whole window, computed once (the limb
 * timeline); each day's sunset and Rahu kalam are cut in by daily-marks.ts, for every day (buildTimeline) or only
 * where a rule reads them (a scan). Rules are read on the segments between consecutive boundaries. No minute
 * stepping: each boundary is a root of its true angle (panchanga/limb-track), each lagna change a rising time.
 *
 * The Sun and Moon are computed once at each sunrise and shared by every arc of the day. Ephemeris cost per day:
 * a sunrise search (and a sunset search where it is needed), one Sun/Moon pair, about one evaluation per boundary,
 * one house computation for the lagnas.
 */
import type { Practice } from '../../tables/muhurta/practices.ts';
import type { Ayanamsa } from '../../astro/bodies.ts';
import type { Sample } from '../../astro/event-search.ts';
import { localDay } from '../../astro/local-day.ts';
import { FIRST_DATE, LAST_DATE, outOfRange } from '../../astro/range.ts';
import { siderealPosition } from '../../astro/positions.ts';
import { sunrise, type SunriseRule } from '../../astro/riseset.ts';
import { EngineError } from '../../errors.ts';
import { signOf } from '../../vocabulary/names.ts';
import { LAGNA_MAX_LATITUDE } from '../events/lagna-ingress.ts';
import { lagnaTable } from '../events/lagna-table.ts';
import { angleAt, crossing, type AngleAt } from '../panchanga/boundary.ts';
import { arcIndex, LIMB_ANGLES } from '../panchanga/limb-angle.ts';
import { limbChanges } from '../panchanga/limb-track.ts';
import { lunarMonthBetween, type LunarMonthValue } from '../panchanga/lunar-month.ts';
import { sunMoonAt, type SunMoon } from '../panchanga/sun-moon.ts';
import { civilWeekday } from '../panchanga/vara.ts';
import { ARC_IDS, SCAN_ARCS, type ArcId, type ReadableArc } from './arcs.ts';
import { dailyMarks, splitAtMarks, type DailyMarks } from './daily-marks.ts';

export interface ScanPlace {
  latitude: number;
  longitude: number;
  timezone?: string | undefined;
  utcOffset?: string | number | undefined;
  sunriseRule: SunriseRule;
  ayanamsa: Ayanamsa;
  /** How the rules are applied (tables/muhurta/practices.ts); the default profile when absent. */
  practice?: Practice | undefined;
}

export interface ScanInput extends ScanPlace {
  /** First civil date, YYYY-MM-DD: its Vedic day (sunrise to next sunrise) is the first scanned. */
  startDate: string;
  days: number;
  /** Also cut the segments at every change of the rising sign. */
  lagna: boolean;
}

export interface SunriseDay {
  index: number;
  date: string;
  /** 0 Sunday .. 6 Saturday: the weekday of the Vedic day (the civil weekday of the date its sunrise falls on). */
  weekday: number;
  sunrise: number;
  nextSunrise: number;
  /** Sun and Moon at sunrise (sidereal). */
  sunMoon: SunMoon;
}

export interface ScanDay extends SunriseDay, DailyMarks {}

export interface MonthSpan {
  start: number;
  end: number;
  amanta: LunarMonthValue;
}

export type ArcState = Record<ArcId, number>;

/** A span between consecutive changes of the limb timeline (not cut at sunset or Rahu kalam). */
export interface LimbSegment extends ArcState {
  start: number;
  end: number;
  day: number;
  /** Rising sign index, or null when the scan was made without lagnas. */
  lagna: number | null;
  /** Index into Timeline.months. */
  month: number;
}

/** A limb segment also cut at its day's sunset and Rahu kalam. */
export interface Segment extends LimbSegment {
  night: boolean;
  rahuKalam: boolean;
}

export interface LimbTimeline {
  place: ScanPlace;
  days: SunriseDay[];
  /** In time order, each inside one day. */
  segments: LimbSegment[];
  months: MonthSpan[];
  timezone: string;
  warnings: string[];
}

export interface Timeline extends LimbTimeline {
  days: ScanDay[];
  segments: Segment[];
}

type Change = { t: number; apply: (s: LimbSegment) => void };

const addDays = (date: string, n: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

function readAngle(arc: ReadableArc, s: SunMoon): AngleAt {
  const out: Sample = { value: 0, derivative: 0 };
  arc.read(s, out);
  return { jdUt: s.jdUt, angle: out.value, rate: out.derivative };
}

function sunriseOf(
  date: string,
  place: ScanPlace,
  field: string,
): { jdUt: number; timezone: string; warnings: string[] } {
  const day = localDay({
    date,
    latitude: place.latitude,
    longitude: place.longitude,
    timezone: place.timezone,
    utcOffset: place.utcOffset,
  });
  const r = sunrise(day.startJdUt, place.latitude, place.longitude, place.sunriseRule, { endJdUt: day.endJdUt });
  if (r.jdUt === null)
    throw new EngineError('VALUE_OUT_OF_RANGE', field, {
      range: 'a date with a sunrise at the place',
      got: date,
      note: r.detail,
    });
  return { jdUt: r.jdUt, timezone: day.timezone, warnings: day.warnings };
}

/**
 * A scan reads the new moons around its window (up to a month either side) and eclipses near its ends: a window
 * closer than that to the edges of the ephemeris files is refused as a whole, never answered in part.
 */
const MARGIN_DAYS = 35;
function checkMargins(startDate: string, days: number): void {
  const from = Date.parse(`${startDate}T00:00:00Z`);
  if (!Number.isFinite(from)) return; // the date itself is refused with its own message by the zone resolution
  const lo = Date.parse(`${FIRST_DATE}T00:00:00Z`) + MARGIN_DAYS * 86_400_000;
  const hi = Date.parse(`${LAST_DATE}T00:00:00Z`) - MARGIN_DAYS * 86_400_000;
  if (from < lo || from + days * 86_400_000 > hi) {
    throw outOfRange(
      `the scan from ${startDate} over ${days} days`,
      `a muhurta scan needs ${MARGIN_DAYS} days of ephemeris on either side of its window (new moons, eclipses)`,
      'date',
    );
  }
}

/** The limb timeline with every day's sunset and Rahu kalam. */
export function buildTimeline(input: ScanInput): Timeline {
  const t = buildLimbTimeline(input);
  const days = t.days.map((d, i): ScanDay => ({ ...d, ...dailyMarks(t, i) }));
  const segments = segmentsByDay(t).flatMap((s, i) => splitAtMarks(s, days[i]!));
  return { ...t, days, segments };
}

/** The limb segments of each day, in order. */
export function segmentsByDay(t: LimbTimeline): LimbSegment[][] {
  const byDay = t.days.map(() => [] as LimbSegment[]);
  for (const s of t.segments) byDay[s.day]!.push(s);
  return byDay;
}

export function buildLimbTimeline(input: ScanInput): LimbTimeline {
  const place: ScanPlace = input;
  if (Math.abs(input.latitude) > LAGNA_MAX_LATITUDE) {
    throw new EngineError('VALUE_OUT_OF_RANGE', 'latitude', {
      range: `-${LAGNA_MAX_LATITUDE}..${LAGNA_MAX_LATITUDE}`,
      got: input.latitude,
      note: 'muhurta needs a sunrise every day and every sign rising',
    });
  }
  checkMargins(input.startDate, input.days);
  const first = sunriseOf(input.startDate, place, 'start_date');
  // Each later sunrise is the first one after half a day past the previous: one per civil date below 65 degrees,
  // with the zone resolved once (resolving a civil midnight per date costs more than the sunrise itself).
  const rises = [first];
  for (let i = 1; i <= input.days; i++) {
    const prev = rises[i - 1]!.jdUt;
    const r = sunrise(prev + 0.5, input.latitude, input.longitude, input.sunriseRule, { endJdUt: prev + 1.5 });
    if (r.jdUt === null)
      throw new EngineError('VALUE_OUT_OF_RANGE', 'days', {
        range: 'dates with a sunrise at the place',
        got: addDays(input.startDate, i),
        note: r.detail,
      });
    rises.push({ jdUt: r.jdUt, timezone: first.timezone, warnings: [] });
  }
  const sm = rises.map((r) => sunMoonAt(r.jdUt, input.ayanamsa));
  const days: SunriseDay[] = [];
  for (let i = 0; i < input.days; i++) {
    const date = addDays(input.startDate, i);
    days.push({
      index: i,
      date,
      weekday: civilWeekday(date),
      sunrise: rises[i]!.jdUt,
      nextSunrise: rises[i + 1]!.jdUt,
      sunMoon: sm[i]!,
    });
  }

  const changes: Change[] = [];
  // A tithi is two karanas: every other karana boundary is a tithi boundary, so the tithi is read from the karana
  // and its angle is not searched twice.
  for (const id of ARC_IDS) {
    if (id === 'tithi') continue;
    const arc: ReadableArc = SCAN_ARCS[id];
    // Each sunrise's angle ends one day and starts the next: read once.
    let a0 = readAngle(arc, sm[0]!);
    for (let i = 0; i < input.days; i++) {
      const a1 = readAngle(arc, sm[i + 1]!);
      const found = limbChanges(arc, input.ayanamsa, a0, a1);
      a0 = a1;
      for (const c of found) {
        changes.push({
          t: c.jdUt,
          apply:
            id === 'karana'
              ? (s) => {
                  s.karana = c.index;
                  s.tithi = c.index >> 1;
                }
              : (s) => {
                  s[id] = c.index;
                },
        });
      }
    }
  }
  for (const d of days)
    if (d.index > 0)
      changes.push({
        t: d.sunrise,
        apply: (s) => {
          s.day = d.index;
        },
      });
  const start = days[0]!.sunrise;
  const end = days.at(-1)!.nextSunrise;
  const months = monthSpans(sm[0]!, start, end, input.ayanamsa);
  months.slice(1).forEach((m, k) =>
    changes.push({
      t: m.start,
      apply: (s) => {
        s.month = k + 1;
      },
    }),
  );
  let firstLagna: number | null = null;
  if (input.lagna) {
    const spans = lagnaTable(start, end, input.latitude, input.longitude, input.ayanamsa);
    firstLagna = spans[0]!.signIndex;
    for (const sp of spans.slice(1))
      changes.push({
        t: sp.startJdUt,
        apply: (s) => {
          s.lagna = sp.signIndex;
        },
      });
  }
  changes.sort((a, b) => a.t - b.t);

  const s0 = sm[0]!;
  const state: LimbSegment = {
    ...(Object.fromEntries(
      ARC_IDS.map((id) => [id, arcIndex(SCAN_ARCS[id], readAngle(SCAN_ARCS[id], s0).angle)]),
    ) as ArcState),
    start,
    end: start,
    day: 0,
    lagna: firstLagna,
    month: 0,
  };
  const segments: LimbSegment[] = [];
  for (const c of changes) {
    if (c.t > state.start) {
      segments.push({ ...state, end: c.t });
      state.start = c.t;
    }
    c.apply(state);
  }
  if (end > state.start) segments.push({ ...state, end });
  return {
    place,
    days,
    segments,
    months,
    timezone: rises[0]!.timezone,
    warnings: [...new Set(rises.flatMap((r) => r.warnings))],
  };
}

/**
 * The amanta months over the window: new moons from the elongation (the tithi limb's angle), the Sun's sign at each.
 */
function monthSpans(s0: SunMoon, start: number, end: number, ayanamsa: Ayanamsa): MonthSpan[] {
  const limb = LIMB_ANGLES.tithi;
  const a0 = angleAt(limb, s0.jdUt, ayanamsa);
  const newMoons = [crossing(limb, ayanamsa, a0, -a0.angle)];
  for (let k = 1; newMoons.at(-1)! < end; k++) newMoons.push(crossing(limb, ayanamsa, a0, k * 360 - a0.angle));
  const at = (jdUt: number) => ({ jdUt, sunSign: signOf(siderealPosition(jdUt, 'Sun', { ayanamsa }).longitude).name });
  const marks = newMoons.map(at);
  const spans: MonthSpan[] = [];
  for (let i = 0; i + 1 < marks.length; i++) {
    spans.push({
      start: Math.max(start, marks[i]!.jdUt),
      end: Math.min(end, marks[i + 1]!.jdUt),
      amanta: lunarMonthBetween(marks[i]!, marks[i + 1]!, false).amanta,
    });
  }
  return spans;
}
