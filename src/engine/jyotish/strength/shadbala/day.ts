/**
 * Time facts of a birth for kala bala: apparent solar time, the day or night of birth and its thirds, the Vedic
 * day's sunrise and weekday, the hora, and the ahargana with the year and month lords.
 *
 * The chart carries the sunrise and sunset of the local civil date; a night birth needs one more event (the next
 * sunrise, or the previous sunset and sunrise before dawn), found by the same rise/set search and rule. Where the
 * place has no sunrise or sunset that day (polar day or night) 06:00 and 18:00 local apparent time stand in, and a
 * warning says so.
 */
import { norm360 } from '../../../vocabulary/angles.ts';
import { sunrise, sunset } from '../../../astro/riseset.ts';
import { HORA_ORDER } from '../../../tables/day-division/hora-order.ts';
import type { Chart } from '../../chart/types.ts';
import { civilWeekday } from '../../panchanga/vara.ts';
import type { SevenGraha } from '../../../vocabulary/names.ts';
import { ahargana, monthLord, yearLord } from './ahargana.ts';
import type { TimeFacts } from './types.ts';
import { at } from '../../../errors.ts';

interface Segment {
  dayBirth: boolean;
  start: number;
  end: number;
  vedicRise: number;
}

type Search = (start: number, end: number) => number | null;

/**
 * The last event of a kind before a pre-sunrise birth at `jd`. `guess` is the same event of the civil date a day
 * earlier: searching from 72 minutes before it finds the event with one call wherever it moves less than that from
 * day to day (the next one falls after the coming sunrise, so after `jd`); otherwise the search walks forward from
 * 26 hours back.
 */
function lastBefore(find: Search, jd: number, guess: number): number | null {
  const quick = find(guess - 0.05, jd);
  if (quick !== null) return quick;
  let t = find(jd - 1.1, jd);
  if (t === null) return null;
  for (let n = find(t + 0.01, jd); n !== null; n = find(n + 0.01, jd)) t = n;
  return t;
}

/**
 * The day or night holding the birth, from the sunrise `r` and sunset `s` of the local civil date. Usually r < s;
 * with a zone far from local solar time (a fixed offset given for a distant longitude) the civil date can hold the
 * sunset before the sunrise, so both orders are handled.
 */
function segmentFromEvents(chart: Chart): Segment | null {
  const { sunriseJdUt: r, sunsetJdUt: s } = chart.panchanga;
  if (r === null || s === null) return null;
  const jd = chart.moment.jdUt;
  const { latitude: lat, longitude: lon, sunriseRule: rule } = chart;
  const riseIn: Search = (a, b) => sunrise(a, lat, lon, rule, { endJdUt: b }).jdUt;
  const setIn: Search = (a, b) => sunset(a, lat, lon, rule, { endJdUt: b }).jdUt;
  const day = (start: number | null, end: number | null, vedicRise: number | null): Segment | null =>
    start === null || end === null || vedicRise === null ? null : { dayBirth: true, start, end, vedicRise };
  const night = (start: number | null, end: number | null, vedicRise: number | null): Segment | null =>
    start === null || end === null || vedicRise === null ? null : { dayBirth: false, start, end, vedicRise };

  if (r <= jd && jd < s) return day(r, s, r);
  if (s <= jd && jd < r) return night(s, r, lastBefore(riseIn, jd, r - 1));
  if (jd >= r) {
    // After both events: the later one began the present day or night.
    return r > s ? day(r, setIn(jd, jd + 1.1), r) : night(s, riseIn(jd, jd + 1.1), r);
  }
  // Before both: the earlier one ends the present day or night.
  if (r < s) return night(lastBefore(setIn, jd, s - 1), r, lastBefore(riseIn, jd, r - 1));
  const prevRise = lastBefore(riseIn, jd, r - 1);
  return day(prevRise, s, prevRise);
}

/** 06:00-18:00 local apparent time as the day, from the apparent time of birth. */
function segmentFromApparentTime(jd: number, apparentHours: number): Segment {
  const at = (hours: number) => jd + (hours - apparentHours) / 24;
  if (apparentHours >= 6 && apparentHours < 18) return { dayBirth: true, start: at(6), end: at(18), vedicRise: at(6) };
  if (apparentHours >= 18) return { dayBirth: false, start: at(18), end: at(30), vedicRise: at(6) };
  return { dayBirth: false, start: at(-6), end: at(6), vedicRise: at(-18) };
}

function previousDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/** Lord of the n-th (0-based) equal hour after sunrise: the Chaldean order onward from the weekday lord. */
function horaLord(weekdayLord: SevenGraha, n: number): SevenGraha {
  const order = HORA_ORDER.data;
  const i = order.indexOf(weekdayLord);
  return at(order, (i + n) % 7, 'hora lord');
}

export function timeFacts(chart: Chart, sunHourAngle: number): { facts: TimeFacts; warnings: string[] } {
  const jd = chart.moment.jdUt;
  const apparent = norm360(180 + sunHourAngle) / 15;
  const fromEvents = segmentFromEvents(chart);
  const seg = fromEvents ?? segmentFromApparentTime(jd, apparent);
  const fallback =
    fromEvents === null
      ? 'no sunrise or sunset bounds the birth at this place and date (polar day or night): 06:00 and 18:00 local ' +
        'apparent time stand in for them in tribhaga and hora bala'
      : null;

  const localDate = chart.moment.localIso.slice(0, 10);
  const vara = chart.panchanga.vara;
  // The chart decided the Vedic weekday (sunrise to sunrise); the Vedic day began on the previous civil date when
  // that weekday is not the civil one.
  const vedicDate = vara.index === civilWeekday(localDate) ? localDate : previousDate(localDate);
  const days = ahargana(vedicDate);
  const third = Math.floor((3 * (jd - seg.start)) / (seg.end - seg.start));
  const n = Math.max(0, Math.floor((jd - seg.vedicRise) * 24));

  return {
    facts: {
      localApparentHours: apparent,
      sunHourAngle,
      dayBirth: seg.dayBirth,
      segmentStartJdUt: seg.start,
      segmentEndJdUt: seg.end,
      tribhagaPart: third <= 0 ? 1 : third >= 2 ? 3 : 2,
      vedicDaySunriseJdUt: seg.vedicRise,
      vedicDate,
      weekdayLord: vara.lord,
      hora: n + 1,
      horaLord: horaLord(vara.lord, n),
      ahargana: days,
      yearLord: yearLord(days),
      monthLord: monthLord(days),
      fallback,
    },
    warnings: fallback === null ? [] : [fallback],
  };
}
