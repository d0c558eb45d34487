/**
 * GET /api/v2/calendar.ics: a place's festivals, ekadashis (with their parana windows) and eclipses (with the local
 * contacts seen there) as an iCalendar feed (RFC 5545), for a year or the next twelve months. Built with
 * ical-generator. Each event's UID is stable (id, date and place), so a subscribed calendar updates in place.
 */
import ical, { ICalCalendarMethod } from 'ical-generator';
import { Type } from '@sinclair/typebox';
import { nextEclipses, type Eclipse } from '../../engine/astro/eclipse/index.ts';
import { resolveMoment } from '../../engine/astro/moment.ts';
import { isEngineError } from '../../engine/errors.ts';
import { julianDayUT, epochMsFromJulianDay, MS_PER_DAY } from '../../engine/astro/time.ts';
import { zoneOffsetSeconds } from '../../engine/astro/zone.ts';
import type { PlacedFestival } from '../../engine/jyotish/festivals/index.ts';
import { placeYear } from './festivals.ts';
import type { Region, Tradition } from '../../engine/tables/festivals/index.ts';
import { localTime } from '../local-time.ts';
import { withInputErrors } from '../birth-moment.ts';
import { defineTask } from '../task.ts';

export const FEED_PARTS = ['festivals', 'ekadashi', 'vratas', 'eclipses'] as const;
export type FeedPart = (typeof FEED_PARTS)[number];
/** What a feed holds unless `include` says otherwise. */
export const DEFAULT_PARTS: readonly FeedPart[] = ['festivals', 'ekadashi', 'eclipses'];
/** Eclipses searched for in twelve months: at most seven occur in a calendar year. */
const ECLIPSES_PER_YEAR = 8;

export interface FeedQuery {
  lat: number;
  lon: number;
  year?: number;
  include?: string;
  region?: Region;
  tradition?: Tradition;
  timezone?: string;
  utc_offset?: string;
}

const IcsText = Type.Object({ ics: Type.String() }, { additionalProperties: false });

function partsOf(include: string | undefined): FeedPart[] {
  if (include === undefined) return [...DEFAULT_PARTS];
  return include.split(',').map((p) => p.trim()) as FeedPart[];
}

const dayOf = (date: string) => new Date(`${date}T00:00:00Z`);
const utc = (jd: number) => new Date(epochMsFromJulianDay(jd));

function describe(f: PlacedFestival, zone: string): string {
  const at = (jd: number) => localTime(epochMsFromJulianDay(jd), zone).iso.slice(0, 16).replace('T', ' ');
  const lines = [f.whyThisDate.statement, `Rule: ${f.whyThisDate.rule}.`];
  const o = f.observance;
  if (o !== null) lines.push(o.start === o.end ? `At ${at(o.start)}.` : `Window: ${at(o.start)} to ${at(o.end)}.`);
  if (f.parana !== null) {
    lines.push(
      `Parana (breaking the fast): from ${at(f.parana.start)}` +
        `${f.parana.end === null ? '' : ` to ${at(f.parana.end)}`}.`,
    );
  }
  for (const a of f.alternatives) lines.push(`Other date: ${a.date} (${a.school}).`);
  return lines.join('\n');
}

function eclipseSpan(e: Eclipse): { start: number; end: number } | null {
  const v = e.local.visible;
  return v === null ? null : { start: v.start.jdUt, end: v.end.jdUt };
}

/** The eclipses from an instant; near the end of 2399 the search stops where the ephemeris files end. */
function eclipsesFrom(fromJdUt: number, latitude: number, longitude: number): Eclipse[] {
  for (let count = ECLIPSES_PER_YEAR; count > 0; count--) {
    try {
      return nextEclipses({ fromJdUt, count, latitude, longitude });
    } catch (err) {
      if (!isEngineError(err, 'DATE_OUT_OF_RANGE')) throw err;
    }
  }
  return [];
}

export const calendarFeedTasks = {
  calendarFeed: defineTask(IcsText, ({ query: q, now }: { query: FeedQuery; now: number }) => {
    const parts = partsOf(q.include);
    const place = `${q.lat.toFixed(4)},${q.lon.toFixed(4)}`;
    const zone = withInputErrors(
      (f) => ['query', f === 'latitude' ? 'lat' : f === 'longitude' ? 'lon' : f],
      () =>
        resolveMoment({
          date: `${q.year ?? new Date(now).getUTCFullYear()}-07-01`,
          time: '12:00',
          latitude: q.lat,
          longitude: q.lon,
          timezone: q.timezone,
          utcOffset: q.utc_offset,
        }).timezone,
    );
    // The span: the civil year asked, or today at the place and the next twelve months.
    const today = localTime(now, zone).date;
    const from = q.year === undefined ? today : `${q.year}-01-01`;
    const to =
      q.year === undefined
        ? new Date(Date.parse(`${today}T00:00:00Z`) + 365 * MS_PER_DAY).toISOString().slice(0, 10)
        : `${q.year}-12-31`;
    const years = [...new Set([Number(from.slice(0, 4)), Number(to.slice(0, 4))])].filter((y) => y <= 2399);
    const cal = ical({
      name: `Festivals and vratas at ${place}`,
      prodId: { company: 'vedic-computation-service', product: 'festival-calendar', language: 'EN' },
      method: ICalCalendarMethod.PUBLISH,
      ttl: 86_400,
    });
    const stamp = new Date(Math.floor(now / MS_PER_DAY) * MS_PER_DAY);
    if (parts.some((p) => p !== 'eclipses')) {
      for (const year of years) {
        const y = placeYear(q, year, { monthly: parts.includes('vratas') });
        for (const f of y.festivals) {
          if (f.date < from || f.date > to) continue;
          const part: FeedPart =
            f.category === 'ekadashi' ? 'ekadashi' : f.category === 'monthly' ? 'vratas' : 'festivals';
          if (!parts.includes(part)) continue;
          const uid = `${f.id}.${f.date}.${place}@vedic-computation-service`;
          cal.createEvent({
            id: uid,
            start: dayOf(f.date),
            allDay: true,
            stamp,
            summary: f.name,
            description: describe(f, zone),
            categories: [{ name: f.category }],
          });
          if (f.parana !== null && f.parana.end !== null) {
            cal.createEvent({
              id: `${f.id}.parana.${f.date}.${place}@vedic-computation-service`,
              start: utc(f.parana.start),
              end: utc(f.parana.end),
              stamp,
              summary: `Parana: ${f.name}`,
              description: `Breaking the ${f.name} fast.`,
            });
          }
        }
      }
    }
    if (parts.includes('eclipses')) {
      const midnight = Date.parse(`${from}T00:00:00Z`);
      const start = julianDayUT(midnight - zoneOffsetSeconds(zone, midnight) * 1000);
      const found = eclipsesFrom(start, q.lat, q.lon);
      for (const e of found) {
        const date = localTime(Date.parse(e.maximum.utc), zone).date;
        if (date > to) continue;
        const span = eclipseSpan(e);
        const label = `${e.type} ${e.kind} eclipse`.replace(/^./, (c) => c.toUpperCase());
        cal.createEvent({
          id: `eclipse.${e.kind}.${date}.${place}@vedic-computation-service`,
          start: span === null ? new Date(Date.parse(e.maximum.utc)) : utc(span.start),
          end: span === null ? new Date(Date.parse(e.maximum.utc)) : utc(span.end),
          stamp,
          summary: span === null ? `${label} (not seen here)` : label,
          description:
            span === null
              ? 'Not seen from this place; the time is the global maximum.'
              : `Seen from this place from the start to the end of this event (local contacts).`,
        });
      }
    }
    return { ics: cal.toString() };
  }),
};
