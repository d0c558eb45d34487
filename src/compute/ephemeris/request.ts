/**
 * GET /api/v2/ephemeris's query and the plan it makes: which instants the table has. Rows start at 00:00 of `start`
 * and run to the last step before the day after `end`: at UTC, or with `lat`/`lon` at the place's civil time (a
 * daily or weekly row at each local midnight, so a change of clocks never moves it to 23:00 or 01:00). A range
 * longer than the limits, an end before the start, or a step too fine for the range is refused before any row is
 * computed, naming the field.
 */
import { Type } from '@sinclair/typebox';
import { LIMITS } from '../../limits.ts';
import { resolveMoment } from '../../engine/astro/moment.ts';
import { zoneAt } from '../../engine/astro/zone.ts';
import type { Ayanamsa } from '../../engine/astro/bodies.ts';
import type { NodeType } from '../../engine/jyotish/chart/types.ts';
import { AyanamsaOption, DateString, Latitude, Longitude, NodeTypeOption } from '../../schemas/common.ts';
import { StringEnum } from '../../schemas/components.ts';
import { withInputErrors } from '../birth-moment.ts';
import { addDays, dayNumber, rangeDays } from '../date-range.ts';
import { InputError } from '../input-error.ts';

const DAY_MS = 86_400_000;

export const EPHEMERIS_LIMITS = {
  years: LIMITS.tables.ephemerisYears,
  hourlyDays: LIMITS.tables.ephemerisHourlyDays,
  rows: LIMITS.tables.ephemerisRows,
} as const;
export const STEPS = ['1h', '6h', '12h', '1d', '7d'] as const;
export type Step = (typeof STEPS)[number];
const STEP_HOURS: Record<Step, number> = { '1h': 1, '6h': 6, '12h': 12, '1d': 24, '7d': 168 };
export const TABLE_FORMATS = ['json', 'ndjson', 'csv'] as const;

export const EphemerisQuery = Type.Object(
  {
    start: { ...DateString, description: 'First date, YYYY-MM-DD' },
    end: { ...DateString, description: `Last date, YYYY-MM-DD (at most ${EPHEMERIS_LIMITS.years} years after start)` },
    step: Type.Optional(
      StringEnum(STEPS, {
        description: `1h (ranges of at most ${EPHEMERIS_LIMITS.hourlyDays} days), 6h, 12h, 1d (default) or 7d`,
      }),
    ),
    lat: Type.Optional({ ...Latitude, description: 'With lon: the lagna, and rows at the place\u2019s civil time' }),
    lon: Type.Optional({ ...Longitude, description: 'With lat' }),
    ayanamsa: Type.Optional(AyanamsaOption),
    node_type: Type.Optional(NodeTypeOption),
    format: Type.Optional(
      StringEnum(TABLE_FORMATS, {
        description: 'json (positions and events), or ndjson / csv streamed as computed (the table asked)',
      }),
    ),
    table: Type.Optional(
      StringEnum(['positions', 'events'], {
        description: 'For ndjson and csv: the positions per step (default) or the ingresses and stations',
      }),
    ),
  },
  {
    additionalProperties: false,
    examples: [{ start: '2026-01-01', end: '2026-12-31', step: '1d', format: 'csv' }],
  },
);

export interface EphemerisQuery {
  start: string;
  end: string;
  step?: Step;
  lat?: number;
  lon?: number;
  ayanamsa?: Ayanamsa;
  node_type?: NodeType;
  format?: (typeof TABLE_FORMATS)[number];
  table?: 'positions' | 'events';
}

export interface EphemerisPlan {
  step: Step;
  ayanamsa: Ayanamsa;
  nodeType: NodeType;
  place: { latitude: number; longitude: number } | null;
  timezone: string;
  rows: number;
  /** The first instant and the end of the range (exclusive), epoch ms. */
  fromMs: number;
  toMs: number;
}

/** 00:00 of a date at the plan's place (its zone), or at UTC without one; `field` names the date in an error. */
export function midnightMs(date: string, place: EphemerisPlan['place'], timezone: string, field = 'start'): number {
  if (place === null) return dayNumber(date) * DAY_MS;
  const m = withInputErrors(
    (f) => ['query', f === 'date' ? field : f === 'latitude' ? 'lat' : f === 'longitude' ? 'lon' : f],
    () => resolveMoment({ date, time: '00:00', latitude: place.latitude, longitude: place.longitude, timezone }),
  );
  return m.utc.getTime();
}

export function planEphemeris(q: EphemerisQuery): EphemerisPlan {
  if ((q.lat === undefined) !== (q.lon === undefined)) {
    const missing = q.lat === undefined ? 'lat' : 'lon';
    throw InputError.at(
      ['query', missing],
      'lat and lon go together: send both for the lagna and local time, or neither',
    );
  }
  const days = rangeDays(q.start, q.end, EPHEMERIS_LIMITS.years);
  const step = q.step ?? '1d';
  if (step === '1h' && days > EPHEMERIS_LIMITS.hourlyDays)
    throw InputError.at(
      ['query', 'step'],
      `step 1h covers at most ${EPHEMERIS_LIMITS.hourlyDays} days; this range has ${days}: use 6h or longer`,
    );
  const hours = STEP_HOURS[step];
  // Daily and weekly rows fall on dates; shorter steps on equal spans of time (a day of 23 or 25 hours included).
  const estimate = Math.ceil((days * 24) / hours);
  if (estimate > EPHEMERIS_LIMITS.rows)
    throw InputError.at(
      ['query', 'step'],
      `step ${step} is too fine for the range: ${estimate} rows, at most ${EPHEMERIS_LIMITS.rows}; use a longer step`,
    );
  const place = q.lat === undefined || q.lon === undefined ? null : { latitude: q.lat, longitude: q.lon };
  const timezone = place === null ? 'UTC' : zoneAt(place.latitude, place.longitude);
  const fromMs = midnightMs(q.start, place, timezone);
  // The range ends at the next midnight; after the files' last date that is reckoned as a day of 24 hours.
  const next = addDays(q.end, 1);
  const toMs =
    next > LIMITS.ephemerisRange.last
      ? midnightMs(q.end, place, timezone, 'end') + DAY_MS
      : midnightMs(next, place, timezone, 'end');
  const rows = hours >= 24 ? Math.ceil(days / (hours / 24)) : Math.ceil((toMs - fromMs) / (hours * 3_600_000));
  return {
    step,
    ayanamsa: q.ayanamsa ?? 'lahiri',
    nodeType: q.node_type ?? 'mean',
    place,
    timezone,
    rows,
    fromMs,
    toMs,
  };
}

/** The instant of row `i`: local midnights for daily and weekly rows at a place, else equal steps of time. */
export function rowInstantMs(plan: EphemerisPlan, start: string, i: number): number {
  const hours = STEP_HOURS[plan.step];
  if (plan.place !== null && hours >= 24)
    return midnightMs(addDays(start, (i * hours) / 24), plan.place, plan.timezone);
  return plan.fromMs + i * hours * 3_600_000;
}
