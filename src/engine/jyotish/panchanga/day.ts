/**
 * The daily panchanga at a place: the limbs prevailing at sunrise with their start and end, every change until the
 * next sunrise, kshaya and vriddhi tithis, Sun and Moon, rise and set times, lunar month and samvat.
 * Ephemeris budget: one Sun/Moon pair at each end of the day, one root per boundary (usually one evaluation inside
 * the day, two outside it), the two new moons only when the day's tithis do not already give them, and five
 * rise/set searches (six when the previous sunrise is needed for vriddhi).
 */
import { MIN_JD_UT, outOfRange } from '../../astro/range.ts';
import { isEphemerisError } from '../../astro/sweph/errors.ts';
import { isEngineError } from '../../errors.ts';
import { localDay } from '../../astro/local-day.ts';
import { moonrise, moonset, sunrise, type RiseSet } from '../../astro/riseset.ts';
import { SECONDS_PER_DAY } from '../../astro/time.ts';
import type { Citation } from '../../tables/sources.ts';
import type { Sample } from '../../astro/event-search.ts';
import type { AngleAt } from './boundary.ts';
import { dayWindow } from './day-window.ts';
import { LIMB_ANGLES, LIMB_CITES, type LimbAngle } from './limb-angle.ts';
import { trackLimb, type LimbTrack } from './limb-track.ts';
import { karanaValue, limbsFromSunMoon, nakshatraValue, tithiValue, yogaValue } from './limbs.ts';
import { localClock, type Clock } from './local-clock.ts';
import { lunarMonthFromElongation, type NewMoon } from './lunar-month.ts';
import { LUNAR_MONTH_BY_SUN_SIGN } from './lunar-months.ts';
import { SAMVAT_CITES, samvatFor } from './samvat.ts';
import { sunMoonAt, type SunMoon } from './sun-moon.ts';
import { tithiFlags } from './tithi-flags.ts';
import type { LunarMonthResult, PanchangaDay, PanchangaDayInput, RiseSetTime, Span, Transition } from './types.ts';
import { civilWeekday, VARA_CITES, varaValue } from './vara.ts';

export const LUNAR_MONTH_RULE =
  "amanta month named from the Sun's sidereal sign at the new moon that opens it; " +
  'adhika when the Sun is in the same sign at both new moons (no sankranti), named as the month that follows; ' +
  'with two sankrantis the second name is dropped (kshaya masa); purnimanta: a dark fortnight takes the next ' +
  "amanta month's name, an adhika month is adhika in both schemes; the month is the one running at sunrise";

const POSITIONS = 'apparent geocentric sidereal (Swiss Ephemeris SEFLG_SWIEPH|SEFLG_SIDEREAL|SEFLG_SPEED)';
const BOUNDARIES = 'roots of the true angle (Newton on ephemeris speeds, bisection fallback), to 1 s';
const PREVIOUS_SUNRISE_SEARCH_DAYS = 1.25;
const ONE_MINUTE = 60 / SECONDS_PER_DAY;

function angleOf(limb: LimbAngle, s: SunMoon): AngleAt {
  const out: Sample = { value: 0, derivative: 0 };
  limb.read(s, out);
  return { jdUt: s.jdUt, angle: out.value, rate: out.derivative };
}

function riseSetTime(r: RiseSet, clock: Clock): RiseSetTime {
  if (r.jdUt === null) return { jdUt: null, iso: null, time: null, reason: r.reason, detail: r.detail };
  return { ...clock(r.jdUt), reason: null, detail: null };
}

function span(track: LimbTrack, clock: Clock): Span {
  return { start: clock(track.startJdUt), end: clock(track.endJdUt) };
}

export function panchangaForDay(input: PanchangaDayInput): PanchangaDay {
  const { latitude, longitude, sunriseRule: rule, ayanamsa } = input;
  const civil = localDay(input);
  const clock = localClock(civil.timezone);
  const warnings = [...civil.warnings];
  const window = dayWindow(civil, latitude, longitude, rule);
  if (window.detail !== null) warnings.push(window.detail);
  const civilOpts = { endJdUt: civil.endJdUt };

  const s0 = sunMoonAt(window.startJdUt, ayanamsa);
  const s1 = sunMoonAt(window.endJdUt, ayanamsa);
  const track = (limb: LimbAngle): LimbTrack =>
    withinFiles(input.date, window.startJdUt, () => trackLimb(limb, ayanamsa, angleOf(limb, s0), angleOf(limb, s1)));
  const tithi = track(LIMB_ANGLES.tithi);
  const karana = track(LIMB_ANGLES.karana);
  const nakshatra = track(LIMB_ANGLES.nakshatra);
  const yoga = track(LIMB_ANGLES.yoga);
  const atStart = limbsFromSunMoon(s0);

  const flags = tithiFlags(tithi, window.startJdUt, () => previousDayStart(input, window.rule, window.startJdUt));
  const kshayaStarts = new Set(flags.kshaya.map((k) => k.startJdUt));

  const transitions: Transition[] = [
    ...tithi.changes.map((c): Transition => ({
      limb: 'tithi',
      at: clock(c.jdUt),
      value: tithiValue(c.index),
      kshaya: kshayaStarts.has(c.jdUt),
    })),
    ...nakshatra.changes.map((c): Transition => ({
      limb: 'nakshatra',
      at: clock(c.jdUt),
      value: nakshatraValue(c.index),
    })),
    ...yoga.changes.map((c): Transition => ({ limb: 'yoga', at: clock(c.jdUt), value: yogaValue(c.index) })),
    ...karana.changes.map((c): Transition => ({ limb: 'karana', at: clock(c.jdUt), value: karanaValue(c.index) })),
  ].sort((a, b) => a.at.jdUt - b.at.jdUt);

  const month = lunarMonth(tithi, angleOf(LIMB_ANGLES.tithi, s0), input, clock, warnings);
  const refs: Citation[] = [...LIMB_CITES, ...VARA_CITES, ...LUNAR_MONTH_BY_SUN_SIGN.cites, ...SAMVAT_CITES];

  return {
    date: input.date,
    latitude,
    longitude,
    day: { rule: window.rule, detail: window.detail, start: clock(window.startJdUt), end: clock(window.endJdUt) },
    sunrise: riseSetTime(window.sunrise, clock),
    sunset: riseSetTime(window.sunset, clock),
    nextSunrise: window.nextSunrise === null ? null : riseSetTime(window.nextSunrise, clock),
    moonrise: riseSetTime(moonrise(civil.startJdUt, latitude, longitude, rule, civilOpts), clock),
    moonset: riseSetTime(moonset(civil.startJdUt, latitude, longitude, rule, civilOpts), clock),
    limbs: {
      tithi: { ...atStart.tithi, ...span(tithi, clock) },
      nakshatra: { ...atStart.nakshatra, ...span(nakshatra, clock) },
      yoga: { ...atStart.yoga, ...span(yoga, clock) },
      karana: { ...atStart.karana, ...span(karana, clock) },
      // The day opens on this date, so its weekday is the civil one of the date in both rules.
      vara: { ...varaValue(civilWeekday(input.date)), start: clock(window.startJdUt), end: clock(window.endJdUt) },
    },
    transitions,
    tithiFlags: {
      kshaya: flags.kshaya.map((k) => ({ ...k.tithi, start: clock(k.startJdUt), end: clock(k.endJdUt) })),
      vriddhiWithNext: flags.vriddhiWithNext,
      vriddhiWithPrevious: flags.vriddhiWithPrevious,
    },
    sun: atStart.sun,
    moon: atStart.moon,
    lunarMonth: month,
    samvat: month === null ? null : samvatFor(input.date, month.amanta),
    conventions: {
      ayanamsa,
      sunriseRule: rule,
      nodeType: input.nodeType ?? 'mean',
      timezone: civil.timezone,
      utcOffset: civil.offsetIso,
      dayRule: window.rule,
      positions: POSITIONS,
      boundaries: BOUNDARIES,
    },
    refs,
    warnings,
  };
}

/** A limb can begin up to this long before the day does (a slow-Moon nakshatra lasts under 1.15 days). */
const LONGEST_LIMB_DAYS = 1.2;

/**
 * In the first days of 1800 a limb running at sunrise can have begun before the ephemeris files do: that is a date
 * the service cannot answer in full, said as such, never a Moshier value. Elsewhere EPHEMERIS_UNAVAILABLE stays what it
 * is.
 */
function withinFiles<T>(date: string, startJdUt: number, compute: () => T): T {
  try {
    return compute();
  } catch (err) {
    if (isEphemerisError(err) && startJdUt - LONGEST_LIMB_DAYS < MIN_JD_UT) {
      throw outOfRange(
        `the start of the limbs running on ${date}`,
        'they began before the ephemeris files start (1800-01-01), so their start times cannot be computed',
      );
    }
    throw err;
  }
}

/**
 * Start of the previous day under the same rule: the previous sunrise, or the previous civil midnight. Null when there
 * is none, or when it would lie before the first instant the files serve (the first day of 1800).
 */
function previousDayStart(input: PanchangaDayInput, rule: string, startJdUt: number): number | null {
  if (rule === 'sunrise_to_sunrise') {
    const from = Math.max(MIN_JD_UT, startJdUt - PREVIOUS_SUNRISE_SEARCH_DAYS);
    return sunrise(from, input.latitude, input.longitude, input.sunriseRule, { endJdUt: startJdUt - ONE_MINUTE }).jdUt;
  }
  const date = new Date(Date.parse(`${input.date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  try {
    return localDay({ ...input, date }).startJdUt;
  } catch (err) {
    if (isEngineError(err, 'DATE_OUT_OF_RANGE')) return null;
    throw err;
  }
}

/** The day's tithis often give a new moon already: the start of a Pratipada at sunrise, the end of an Amavasya. */
function lunarMonth(
  tithi: LimbTrack,
  elongation: AngleAt,
  input: PanchangaDayInput,
  clock: Clock,
  warnings: string[],
): LunarMonthResult | null {
  const known = {
    ...(tithi.index === 0 ? { before: tithi.startJdUt } : {}),
    ...(tithi.index === 29 ? { after: tithi.endJdUt } : {}),
  };
  const amavasyaEnd = tithi.changes.find((c) => c.index === 0);
  if (amavasyaEnd !== undefined) known.after ??= amavasyaEnd.jdUt;
  try {
    const m = lunarMonthFromElongation(elongation, input.ayanamsa, known);
    const at = (n: NewMoon) => ({ ...clock(n.jdUt), sunSign: n.sunSign });
    return {
      amanta: m.amanta,
      purnimanta: m.purnimanta,
      kshayaDropped: m.kshayaDropped,
      newMoonBefore: at(m.newMoonBefore),
      newMoonAfter: at(m.newMoonAfter),
      rule: LUNAR_MONTH_RULE,
    };
  } catch (err) {
    if (!isEphemerisError(err)) throw err;
    warnings.push(
      'lunar month and samvat not computed: a new moon bounding this month lies outside the ephemeris ' +
        'files (1800-01-01 to 2400-01-10)',
    );
    return null;
  }
}
