/**
 * GET /api/v2/panchanga/range: one row per civil day at a place, for a date range (at most three years), as NDJSON or
 * CSV: sunrise and sunset, the five limbs at sunrise with the instant each ends, the lunar month in both systems, and
 * the day's festivals and monthly vratas as the festival calendar places them. The same day panchanga and festival
 * calendar as the single-day routes; written a slice of days at a time (the route streams them).
 */
import { Type, type Static } from '@sinclair/typebox';
import { LIMITS } from '../../limits.ts';
import { PanchangaRangeRow } from '../../schemas/panchanga-range.ts';
import { panchangaForDay } from '../../engine/jyotish/panchanga/day.ts';
import type { Ayanamsa } from '../../engine/astro/bodies.ts';
import type { SunriseRule } from '../../engine/astro/riseset.ts';
import { REGIONS, type Region, type Tradition } from '../../engine/tables/festivals/index.ts';
import {
  AyanamsaOption,
  DateString,
  Latitude,
  Longitude,
  SunriseRuleOption,
  TimezoneOverride,
  UtcOffsetOverride,
} from '../../schemas/common.ts';
import { StringEnum } from '../../schemas/components.ts';
import { withInputErrors } from '../birth-moment.ts';
import { dateOfDay, dayNumber, rangeDays } from '../date-range.ts';
import { placeYear } from './festivals.ts';
import { defineTask } from '../task.ts';

export const RANGE_LIMITS = { years: LIMITS.tables.panchangaRangeYears } as const;

export const PanchangaRangeQuery = Type.Object(
  {
    start: { ...DateString, description: 'First civil date, YYYY-MM-DD' },
    end: { ...DateString, description: `Last civil date (at most ${RANGE_LIMITS.years} years after start)` },
    lat: Latitude,
    lon: Longitude,
    timezone: Type.Optional(TimezoneOverride),
    utc_offset: Type.Optional(UtcOffsetOverride),
    ayanamsa: Type.Optional(AyanamsaOption),
    sunrise_rule: Type.Optional(SunriseRuleOption),
    region: Type.Optional(
      StringEnum(REGIONS, { description: 'The festival calendar\u2019s region; pan_indian default' }),
    ),
    tradition: Type.Optional(StringEnum(['smarta', 'vaishnava'], { description: 'smarta (default) or vaishnava' })),
    format: Type.Optional(StringEnum(['ndjson', 'csv'], { description: 'ndjson (default) or csv' })),
  },
  {
    additionalProperties: false,
    examples: [{ start: '2026-01-01', end: '2026-12-31', lat: 28.6139, lon: 77.209, format: 'csv' }],
  },
);

export interface PanchangaRangeQuery {
  start: string;
  end: string;
  lat: number;
  lon: number;
  timezone?: string;
  utc_offset?: string;
  ayanamsa?: Ayanamsa;
  sunrise_rule?: SunriseRule;
  region?: Region;
  tradition?: Tradition;
  format?: 'ndjson' | 'csv';
}

export type RangeRow = Static<typeof PanchangaRangeRow>;

const queryLoc = (f: string) => ['query', f === 'latitude' ? 'lat' : f === 'longitude' ? 'lon' : f];

/** The rows of `count` days from day `from` of the range. */
export function rangeRows(q: PanchangaRangeQuery, from: number, count: number): RangeRow[] {
  const first = dayNumber(q.start) + from;
  const last = Math.min(dayNumber(q.end), first + count - 1);
  if (last < first) return [];
  const festivals = new Map<string, { id: string; name: string }[]>();
  const window = { from: dateOfDay(first), to: dateOfDay(last) };
  // The festival calendar's query: the place and school of this one (format, start and end are not its fields).
  const place = {
    lat: q.lat,
    lon: q.lon,
    ...(q.timezone === undefined ? {} : { timezone: q.timezone }),
    ...(q.utc_offset === undefined ? {} : { utc_offset: q.utc_offset }),
    ...(q.region === undefined ? {} : { region: q.region }),
    ...(q.tradition === undefined ? {} : { tradition: q.tradition }),
  };
  for (let year = Number(window.from.slice(0, 4)); year <= Number(window.to.slice(0, 4)); year++) {
    for (const f of placeYear(place, year, { monthly: true, window }).festivals) {
      const list = festivals.get(f.date) ?? [];
      list.push({ id: f.id, name: f.name });
      festivals.set(f.date, list);
    }
  }
  const rows: RangeRow[] = [];
  for (let day = first; day <= last; day++) {
    const date = dateOfDay(day);
    const p = withInputErrors(queryLoc, () =>
      panchangaForDay({
        date,
        latitude: q.lat,
        longitude: q.lon,
        timezone: q.timezone,
        utcOffset: q.utc_offset,
        sunriseRule: q.sunrise_rule ?? 'upper_limb',
        ayanamsa: q.ayanamsa ?? 'lahiri',
      }),
    );
    const { tithi, nakshatra, yoga, karana, vara } = p.limbs;
    const month = p.lunarMonth;
    rows.push({
      date,
      vara: vara.name,
      sunrise: p.sunrise.iso,
      sunset: p.sunset.iso,
      tithi: { name: tithi.name, paksha: tithi.paksha, number: tithi.number, ends: tithi.end.iso },
      nakshatra: { name: nakshatra.name, pada: nakshatra.pada, ends: nakshatra.end.iso },
      yoga: { name: yoga.name, ends: yoga.end.iso },
      karana: { name: karana.name, ends: karana.end.iso },
      lunar_month:
        month === null
          ? null
          : { amanta: month.amanta.name, purnimanta: month.purnimanta.name, adhika: month.amanta.adhika },
      festivals: festivals.get(date) ?? [],
    });
  }
  return rows;
}

export const RANGE_CSV_HEADER =
  'date,vara,sunrise,sunset,tithi,paksha,tithi_number,tithi_ends,nakshatra,pada,nakshatra_ends,yoga,yoga_ends,' +
  'karana,karana_ends,amanta_month,purnimanta_month,adhika,festivals\n';

/** A CSV field: quoted when it holds a comma, a quote or a line break (a festival's name may). */
const cell = (v: string | number | boolean | null) => {
  const s = v === null ? '' : String(v);
  return /[",\n\r]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
};

export function rangeCsv(r: RangeRow): string {
  const m = r.lunar_month;
  return `${[
    r.date,
    r.vara,
    r.sunrise,
    r.sunset,
    r.tithi.name,
    r.tithi.paksha,
    r.tithi.number,
    r.tithi.ends,
    r.nakshatra.name,
    r.nakshatra.pada,
    r.nakshatra.ends,
    r.yoga.name,
    r.yoga.ends,
    r.karana.name,
    r.karana.ends,
    m?.amanta ?? null,
    m?.purnimanta ?? null,
    m?.adhika ?? null,
    r.festivals.map((f) => f.name).join('; '),
  ]
    .map(cell)
    .join(',')}\n`;
}

const Text = Type.Object({ text: Type.String() }, { additionalProperties: false });
const Plan = Type.Object({ days: Type.Integer(), head: Type.String() }, { additionalProperties: false });

export const panchangaRangeTasks = {
  /** The number of days and the text that opens the stream; throws for a bad range or place before streaming. */
  panchangaRangePlan: defineTask(Plan, ({ query: q }: { query: PanchangaRangeQuery }) => {
    const days = rangeDays(q.start, q.end, RANGE_LIMITS.years);
    // The first and last days are computed here, so a date outside the ephemeris fails before streaming.
    rangeRows(q, 0, 1);
    rangeRows(q, days - 1, 1);
    return { days, head: q.format === 'csv' ? RANGE_CSV_HEADER : '' };
  }),
  panchangaRangeSlice: defineTask(
    Text,
    ({ query: q, from, count }: { query: PanchangaRangeQuery; from: number; count: number }) => ({
      text: rangeRows(q, from, count)
        .map((r) => (q.format === 'csv' ? rangeCsv(r) : `${JSON.stringify(r)}\n`))
        .join(''),
    }),
  ),
};
