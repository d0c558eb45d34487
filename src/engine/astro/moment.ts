/**
 * A civil date and time at a place, resolved to a UTC instant: the zone comes from the coordinates (or an IANA
 * override, or a fixed UTC offset override), with the zone's history applied to the second.
 */
import { resolveLocalTime } from './local-time.ts';
import { formatOffset, OffsetFormatError, pad2, parseOffset } from './offset.ts';
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

export type MomentField = 'date' | 'time' | 'latitude' | 'longitude' | 'timezone' | 'utc_offset';

/** An input the engine cannot read; `field` names it (snake_case, as in requests) for a 422. */
export class MomentInputError extends Error {
  override readonly name = 'MomentInputError';
  readonly field: MomentField;

  constructor(field: MomentField, message: string) {
    super(message);
    this.field = field;
  }
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

export function resolveMoment(input: MomentInput): Moment {
  const r = resolveWallTime(input);
  const jdUt = julianDayUT(r.utcMs); // throws DateOutOfRangeError outside the ephemeris range
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
    try {
      offsetSeconds = parseOffset(input.utcOffset);
    } catch (err) {
      if (err instanceof OffsetFormatError) throw new MomentInputError('utc_offset', err.message);
      throw err;
    }
    timezone = `UTC${formatOffset(offsetSeconds)}`;
    if (input.timezone) warnings.push(`utc_offset ${formatOffset(offsetSeconds)} was applied; timezone "${input.timezone}" was ignored`);
  } else {
    if (input.timezone) {
      if (!isValidZone(input.timezone)) {
        throw new MomentInputError('timezone', `timezone "${input.timezone}" is not an IANA time zone`);
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
  if (m === null) throw new MomentInputError('date', `date must be YYYY-MM-DD, got "${String(text)}"`);
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (month < 1 || month > 12 || probe.getUTCDate() !== day || probe.getUTCMonth() !== month - 1) {
    throw new MomentInputError('date', `date "${text}" is not a calendar date`);
  }
  return { year, month, day };
}

function parseTime(text: string): { hour: number; minute: number; second: number } {
  const m = typeof text === 'string' ? TIME_RE.exec(text) : null;
  if (m === null) throw new MomentInputError('time', `time must be HH:MM or HH:MM:SS, got "${String(text)}"`);
  const hour = Number(m[1]);
  const minute = Number(m[2]);
  const second = Number(m[3] ?? '0');
  if (hour > 23 || minute > 59 || second > 59) throw new MomentInputError('time', `time "${text}" is out of range`);
  return { hour, minute, second };
}

function checkCoordinate(field: 'latitude' | 'longitude', value: number, limit: number): void {
  if (typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value) > limit) {
    throw new MomentInputError(field, `${field} must be a number within -${limit}..${limit}, got ${String(value)}`);
  }
}
