/**
 * A civil date and time at a place, resolved to a UTC instant: the zone comes from the coordinates (or an IANA
 * override, or a fixed UTC offset override), with the zone's history applied to the second.
 */
import { EngineError } from '../errors.ts';
import { resolveLocalTime } from './local-time.ts';
import { formatOffset, pad2, parseOffset } from './offset.ts';
import { julianDayUT } from './time.ts';
import { isValidZone, lookupZone } from './zone.ts';

export { zoneAt } from './zone.ts';

export interface MomentInput {
  /** YYYY-MM-DD, proleptic Gregorian. */
  date: string;
  /** HH:MM or HH:MM:SS, 24-hour. */
  time: string;
  latitude: number;
  longitude: number;
  /** IANA zone overriding the one found from the coordinates. */
  timezone?: string | undefined;
  /** Fixed offset overriding any zone: '+05:30', '+05:21:10' or hours (5.5). Wins over `timezone`. */
  utcOffset?: string | number | undefined;
}

export interface Moment {
  utc: Date;
  /** YYYY-MM-DDTHH:MM:SSZ */
  utcIso: string;
  jdUt: number;
  /** IANA id, or 'UTC+05:30' when a fixed offset was given. */
  timezone: string;
  /** Offset applied, minutes east of UTC; fractional for LMT (+05:21:10 is 321.1667). */
  offsetMinutes: number;
  offsetIso: string;
  /** The requested local time with the offset applied, ISO 8601. */
  localIso: string;
  warnings: string[];
}

/** The fields a moment error names (snake_case, as in requests): the error's `field`, for a 422. */
export type MomentField = 'date' | 'time' | 'latitude' | 'longitude' | 'timezone' | 'utc_offset';

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

export function resolveMoment(input: MomentInput): Moment {
  const r = resolveWallTime(input);
  const jdUt = julianDayUT(r.utcMs); // throws DATE_OUT_OF_RANGE outside the ephemeris range
  const offsetIso = formatOffset(r.offsetSeconds);
  return {
    utc: new Date(r.utcMs),
    utcIso: `${new Date(r.utcMs).toISOString().slice(0, 19)}Z`,
    jdUt,
    timezone: r.timezone,
    offsetMinutes: r.offsetSeconds / 60,
    offsetIso,
    localIso: `${r.localText}${offsetIso}`,
    warnings: r.warnings,
  };
}

export interface WallTimeResolution {
  utcMs: number;
  offsetSeconds: number;
  timezone: string;
  /** YYYY-MM-DDTHH:MM:SS, the local time as read. */
  localText: string;
  warnings: string[];
}

/** Validates the input and applies the zone; no ephemeris range check (resolveMoment adds it). */
export function resolveWallTime(input: MomentInput): WallTimeResolution {
  const { year, month, day } = parseDate(input.date);
  const { hour, minute, second } = parseTime(input.time);
  checkCoordinate('latitude', input.latitude, 90);
  checkCoordinate('longitude', input.longitude, 180);

  const wallMs = Date.UTC(year, month - 1, day, hour, minute, second);
  const localText = `${input.date}T${pad2(hour)}:${pad2(minute)}:${pad2(second)}`;
  const warnings: string[] = [];
  let timezone: string;
  let offsetSeconds: number;

  // null can arrive from JSON; treat it as absent.
  if (input.utcOffset !== undefined && input.utcOffset !== null && input.utcOffset !== '') {
    offsetSeconds = parseOffset(input.utcOffset);
    timezone = `UTC${formatOffset(offsetSeconds)}`;
    if (input.timezone)
      warnings.push(`utc_offset ${formatOffset(offsetSeconds)} was applied; timezone "${input.timezone}" was ignored`);
  } else {
    if (input.timezone) {
      if (!isValidZone(input.timezone)) {
        throw new EngineError('UNKNOWN_NAME', 'timezone', { value: input.timezone, known: 'an IANA time zone' });
      }
      timezone = input.timezone;
    } else {
      const found = lookupZone(input.latitude, input.longitude);
      timezone = found.zone;
      warnings.push(...found.warnings);
    }
    const local = resolveLocalTime(timezone, wallMs, `${input.date} ${localText.slice(11)}`);
    offsetSeconds = local.offsetSeconds;
    if (local.warning !== null) warnings.push(local.warning);
  }
  return { utcMs: wallMs - offsetSeconds * 1000, offsetSeconds, timezone, localText, warnings };
}

function parseDate(text: string): { year: number; month: number; day: number } {
  const m = typeof text === 'string' ? DATE_RE.exec(text) : null;
  if (m === null) throw new EngineError('INVALID_VALUE', 'date', { expected: 'a date in YYYY-MM-DD form', got: text });
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (month < 1 || month > 12 || probe.getUTCDate() !== day || probe.getUTCMonth() !== month - 1) {
    throw new EngineError('INVALID_VALUE', 'date', { expected: 'a calendar date', got: text });
  }
  return { year, month, day };
}

function parseTime(text: string): { hour: number; minute: number; second: number } {
  const m = typeof text === 'string' ? TIME_RE.exec(text) : null;
  if (m === null) throw new EngineError('INVALID_VALUE', 'time', { expected: 'HH:MM or HH:MM:SS', got: text });
  const hour = Number(m[1]);
  const minute = Number(m[2]);
  const second = Number(m[3] ?? '0');
  if (hour > 23 || minute > 59 || second > 59)
    throw new EngineError('VALUE_OUT_OF_RANGE', 'time', { range: '00:00..23:59:59', got: text });
  return { hour, minute, second };
}

function checkCoordinate(field: 'latitude' | 'longitude', value: number, limit: number): void {
  if (typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value) > limit) {
    throw new EngineError('VALUE_OUT_OF_RANGE', field, { range: `-${limit}..${limit}`, got: value });
  }
}
